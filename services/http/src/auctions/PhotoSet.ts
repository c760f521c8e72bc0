import type { GalleryPhoto, PhotoSection, PhotoSet } from "@redline/api"
import { IMAGE_BASE_URL, toPhoto } from "./AuctionRows.ts"

export interface PhotoRow {
  readonly id: number
  readonly section: PhotoSection
  readonly key: string
  readonly width: number
  readonly height: number
}

// The gallery shows sections in this order (spec 1 §2).
const SECTION_ORDER: ReadonlyArray<PhotoSection> = ["exterior", "interior", "mechanical", "docs", "other"]

/** The photo set of the detail view, with the heroes the page header shows. */
export const photoSet = (rows: ReadonlyArray<PhotoRow>): PhotoSet => {
  const ordered = SECTION_ORDER.flatMap((section) => rows.filter((row) => row.section === section))
  const all_photos: Array<GalleryPhoto> = ordered.map((row) => ({
    id: row.id,
    link: `${IMAGE_BASE_URL}${row.key}`,
    base_url: IMAGE_BASE_URL,
    path: row.key,
    width: row.width,
    height: row.height,
    section: row.section
  }))
  const exterior = ordered.filter((row) => row.section === "exterior")
  const interior = ordered.filter((row) => row.section === "interior")
  return {
    all_photos,
    total_count: all_photos.length,
    total_exterior: exterior.length,
    total_interior: interior.length,
    main_photo: exterior[0] === undefined ? null : toPhoto(exterior[0]),
    exterior_hero: exterior.slice(0, 4).map(toPhoto),
    interior_hero: interior.slice(0, 4).map(toPhoto)
  }
}
