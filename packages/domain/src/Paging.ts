import { parseWholeNumber } from "./WholeNumber.ts"

/** List sizes the spec fixes (spec 1 §9, spec 2 §9, spec 3 §9). */
export const PAGE_SIZES = {
  pastResults: 50,
  searchClosed: 30,
  sidebar: 10,
  endingSoon: 10,
  searchSuggestions: 10,
  userSearchFirst: 10,
  userSearchNext: 20,
  popularCommunities: 8,
  popularCommunitiesOnSearch: 12,
  topicalCommunities: 8,
  events: 12,
  follows: 25,
  profileAutoLoad: 12,
  /** An auction's comments & bids thread, a page at a time ('Load more'); ours, as the spec gives none. */
  thread: 20,
  /** Each section of the watch list, a page at a time ('Show more'); ours, as the spec gives none. */
  watchList: 24
} as const

/** Pages are 1-based; anything that is not an integer above 1 means the first page (spec 1 §5). */
export function parsePage(raw: string | null | undefined): number {
  const page = parseWholeNumber(raw)
  return page !== undefined && page > 1 ? page : 1
}

export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit
}
