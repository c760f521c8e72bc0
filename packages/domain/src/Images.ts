/**
 * Every width the spec names (spec 1 §9): thumbnails 30, 80, 228, 384; home card photos 356,
 * 246, 122; hero 271; auction images 252, 384, 1315; list gallery 900; main preview 1040; mobile
 * detail gallery 1200; desktop gallery 2080. The image endpoint serves only these, so a handful
 * of resized copies cover every request and caches stay warm.
 */
export const IMAGE_WIDTHS = [30, 80, 122, 228, 246, 252, 271, 356, 384, 900, 1040, 1200, 1315, 2080] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

export const IMAGE_QUALITIES = [70, 80] as const
export type ImageQuality = (typeof IMAGE_QUALITIES)[number]

export const MAX_IMAGE_WIDTH: ImageWidth = 2080
export const DEFAULT_IMAGE_QUALITY: ImageQuality = 70

/** Photos below the fold start loading this far before they scroll into view (spec 1 §2, cards). */
export const LAZY_LOAD_MARGIN = 800

export const CARD_IMAGE = { width: 384, quality: 70 } as const satisfies { width: ImageWidth; quality: ImageQuality }

/**
 * The smallest allowed width that still fills the request, so nothing is upscaled in the
 * browser. A request beyond the largest, or one that is not a number, gets the largest.
 */
export function imageWidthFor(requested: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? MAX_IMAGE_WIDTH
}

/** The nearest allowed quality; a tie goes to the lower one, the smaller file. */
export function imageQualityFor(requested: number | null | undefined): ImageQuality {
  if (requested === null || requested === undefined || !Number.isFinite(requested)) return DEFAULT_IMAGE_QUALITY
  return IMAGE_QUALITIES.reduce<ImageQuality>(
    (best, quality) => (Math.abs(quality - requested) < Math.abs(best - requested) ? quality : best),
    DEFAULT_IMAGE_QUALITY
  )
}
