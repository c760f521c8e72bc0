/** How many page links the paging shows, by screen size (spec 2 §9). */
export const PAGE_WINDOW_SIZES = { extraSmall: 5, mobile: 6, other: 8 } as const

/**
 * The page links to show for `page` of `pageCount`, at most `size` of them: the first and last
 * page are always among them, so both ends stay one tap away, and the rest is a run of
 * consecutive pages around the current one, held against either end so the count stays `size`.
 * With no more pages than `size`, every page is shown.
 */
export function pageWindow(page: number, pageCount: number, size: number): ReadonlyArray<number> {
  if (pageCount <= size) return Array.from({ length: pageCount }, (_, i) => i + 1)
  const middle = Math.max(1, size - 2)
  const lowest = 2
  const highest = pageCount - middle
  const start = Math.min(Math.max(page - Math.floor((middle - 1) / 2), lowest), highest)
  return [1, ...Array.from({ length: middle }, (_, i) => start + i), pageCount]
}
