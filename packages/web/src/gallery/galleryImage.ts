import type { GalleryPhoto } from "@redline/api"
import { CARD_IMAGE, imageWidthFor } from "@redline/domain"
import { photoUrl } from "../photos/photoUrl.ts"
import { MOBILE_LAYOUT } from "../ui/useMediaQuery.ts"

/** The detail page's gallery (spec 1 §9): the longer side at most 2080 px on desktops, 1200 on phones, quality 80. */
const GALLERY_QUALITY = 80
const longestSide = (): number => (window.matchMedia(MOBILE_LAYOUT).matches ? 1200 : 2080)

/**
 * The photo at the gallery's size. The image endpoint resizes by width, so a portrait photo
 * asks for the width that keeps its height within the longest side.
 */
export function galleryImageUrl(photo: GalleryPhoto): string {
  const width = Math.round(longestSide() * Math.min(1, photo.width / photo.height))
  return photoUrl(photo, imageWidthFor(width), GALLERY_QUALITY)
}

/** Thumbnails of the 'all' view, at the size of a card's photo, which is often cached already. */
export function galleryThumbnailUrl(photo: GalleryPhoto): string {
  return photoUrl(photo, CARD_IMAGE.width, CARD_IMAGE.quality)
}

/** Photos fetched ahead of the shown one (spec 1 §9), so moving on shows the next at once. */
export const PRELOAD = { before: 2, after: 10 } as const
