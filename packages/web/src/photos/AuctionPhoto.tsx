import type { Photo } from "@redline/api"
import { imageWidthFor, LAZY_LOAD_MARGIN } from "@redline/domain"
import { useState } from "react"
import { useNearViewport } from "../ui/useNearViewport.ts"
import noPhoto from "./no-photo.svg"
import { photoUrl } from "./photoUrl.ts"

type Size = { readonly width: number; readonly quality: number }

/** Widths the browser picks from by the photo's rendered size (`sizes`), for photos whose size follows the layout. */
type Responsive = { readonly widths: ReadonlyArray<number>; readonly sizes: string }

/** no-photo.svg is drawn at 3:2, the shape cards crop photos to. */
const FALLBACK_RATIO = 2 / 3

interface AuctionPhotoProps {
  readonly photo: Photo | null
  readonly alt: string
  readonly size: Size
  readonly responsive?: Responsive
  /** For the photo a page opens on: fetched at once, ahead of the rest. */
  readonly eager?: boolean
  readonly className?: string
}

/**
 * An auction photo: by default loaded once it comes within 800 px of the viewport (a margin the
 * browser's own lazy loading doesn't let us set), at a fixed display width, with a source for dense
 * screens at the next width the image endpoint serves; with `responsive`, at whichever listed
 * width fits the layout. width/height reserve its box before it loads; a missing or broken
 * photo shows the default image.
 */
export function AuctionPhoto({ photo, alt, size, responsive, eager = false, className }: AuctionPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const src = photo ? photoUrl(photo, size.width, size.quality) : null
  const [observed, near] = useNearViewport<HTMLImageElement>(LAZY_LOAD_MARGIN)

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
  if (!eager && !near) {
    // Its box is kept so the page doesn't move when it loads.
    return <img ref={observed} className={className} alt={alt} width={size.width} height={Math.round(size.width * ratio)} />
  }
  const srcSet = responsive
    ? responsive.widths.map((width) => `${photoUrl(photo, width, size.quality)} ${width}w`).join(", ")
    : `${src} 1x, ${photoUrl(photo, imageWidthFor(size.width * 2), size.quality)} 2x`
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={responsive?.sizes}
      alt={alt}
      width={size.width}
      height={Math.round(size.width * ratio)}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  )
}
