import type { Photo } from "@redline/api"
import { imageWidthFor } from "@redline/domain"
import { useState } from "react"
import noPhoto from "./no-photo.svg"
import { photoUrl } from "./photoUrl.ts"

type Size = { readonly width: number; readonly quality: number }

/** no-photo.svg is drawn at 3:2, the shape cards crop photos to. */
const FALLBACK_RATIO = 2 / 3

/**
 * A lazily loaded auction photo at a fixed display width, with a source for dense screens at the
 * next width the image endpoint serves.
 * width/height reserve its box before it loads; a missing or broken photo shows the default image.
 */
export function AuctionPhoto({ photo, alt, size, className }: { photo: Photo | null; alt: string; size: Size; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const src = photo ? photoUrl(photo, size.width, size.quality) : null

  if (!photo || src === null || src === failedSrc) {
    return (
      <img
        className={className}
        src={noPhoto}
        alt={alt}
        width={size.width}
        height={Math.round(size.width * FALLBACK_RATIO)}
        data-fallback=""
      />
    )
  }

  const ratio = photo.width > 0 && photo.height > 0 ? photo.height / photo.width : FALLBACK_RATIO
  return (
    <img
      className={className}
      src={src}
      srcSet={`${src} 1x, ${photoUrl(photo, imageWidthFor(size.width * 2), size.quality)} 2x`}
      alt={alt}
      width={size.width}
      height={Math.round(size.width * ratio)}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  )
}
