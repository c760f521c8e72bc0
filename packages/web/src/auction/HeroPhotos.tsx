import type { GalleryPhoto } from "@redline/api"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"

/** Photos shown beside the hero on wide screens; on phones every photo is in the strip. */
const TILES = 4

const MAIN = { width: 1315, quality: 70 } as const
const MAIN_WIDTHS = { widths: [384, 900, 1315, 2080], sizes: "(min-width: 992px) 62vw, 100vw" } as const
const SMALL = { width: 252, quality: 70 } as const
const SMALL_WIDTHS = { widths: [252, 384, 900], sizes: "(min-width: 992px) 16vw, 96px" } as const

interface HeroPhotosProps {
  /** In gallery order, so a photo's position here is its place in the gallery. */
  readonly photos: ReadonlyArray<GalleryPhoto>
  readonly title: string
  readonly onOpen: (index: number) => void
  readonly onOpenAll: () => void
}

/**
 * The first photo large, then the rest: on phones a strip to swipe through, on wider screens a
 * mosaic of four with a way into all of them. Each opens the gallery at itself.
 */
export function HeroPhotos({ photos, title, onOpen, onOpenAll }: HeroPhotosProps) {
  const [main, ...rest] = photos
  if (main === undefined) {
    return (
      <div className="hero-photos hero-photos--empty">
        <AuctionPhoto className="hero-photos__image" photo={null} alt={title} size={MAIN} />
      </div>
    )
  }
  const photoName = (index: number) => `${title}, photo ${index + 1} of ${photos.length}`
  return (
    <div className="hero-photos">
      <button type="button" className="hero-photos__main" onClick={() => onOpen(0)}>
        <AuctionPhoto className="hero-photos__image" photo={main} alt={photoName(0)} size={MAIN} responsive={MAIN_WIDTHS} eager />
      </button>
      {rest.length > 0 && (
        <ul className="hero-photos__strip" aria-label="More photos">
          {rest.map((photo, position) => (
            <li key={photo.id} className="hero-photos__tile" data-beyond-mosaic={position >= TILES ? "" : undefined}>
              <button type="button" className="hero-photos__thumb" onClick={() => onOpen(position + 1)}>
                <AuctionPhoto
                  className="hero-photos__image"
                  photo={photo}
                  alt={photoName(position + 1)}
                  size={SMALL}
                  responsive={SMALL_WIDTHS}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="hero-photos__all button button--quiet button--small" onClick={onOpenAll}>
        All photos ({photos.length})
      </button>
    </div>
  )
}
