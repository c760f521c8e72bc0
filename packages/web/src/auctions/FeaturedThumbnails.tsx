import type { Photo } from "@redline/api"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"

/** The home card's photo sizes after the main one (spec 1 §9: 356, 246, 122, 122). */
const SIZES = [
  { width: 246, quality: 70 },
  { width: 122, quality: 70 },
  { width: 122, quality: 70 }
] as const

/**
 * The featured card's row of photos under its main one, decorative: the card's link and the
 * main photo name the car. Nothing is drawn when the auction has no more photos.
 */
export function FeaturedThumbnails({ photos }: { photos: ReadonlyArray<Photo> }) {
  const shown = photos.slice(0, SIZES.length)
  if (shown.length === 0) return null
  return (
    <div className="auction-card__thumbnails" data-count={shown.length} aria-hidden="true">
      {shown.map((photo, index) => (
        <AuctionPhoto key={photo.path} className="auction-card__thumbnail" photo={photo} alt="" size={SIZES[index]!} />
      ))}
    </div>
  )
}
