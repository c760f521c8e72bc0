import { type ThreadEntry, ThreadEntryType } from "./realtime/Events.ts"

/** The thread's filters by their keys (spec 3 §2, §9), in the order offered; the first is the default. */
export const THREAD_FILTERS = [
  { key: "1", label: "Newest" },
  { key: "2", label: "Most Upvoted" },
  { key: "3", label: "Seller Comments" },
  { key: "4", label: "Bid History" }
] as const

export type ThreadFilter = (typeof THREAD_FILTERS)[number]["key"]

export const DEFAULT_THREAD_FILTER: ThreadFilter = THREAD_FILTERS[0].key

/** The auction page's query parameter that keeps the filter, as a list keeps its sort (never the default). */
export const THREAD_FILTER_PARAM = "filter"

/** A filter as a URL names it: one of the keys exactly; anything else is the default. */
export function parseThreadFilter(raw: string | null | undefined): ThreadFilter {
  return THREAD_FILTERS.find(({ key }) => key === raw)?.key ?? DEFAULT_THREAD_FILTER
}

/** Whether the filter lists the entry (spec 3 §2): the seller's comments, the bids, or everything. */
export function listsEntry(filter: ThreadFilter, entry: Pick<ThreadEntry, "type" | "is_seller">): boolean {
  if (filter === "3") return entry.type === ThreadEntryType.comment && entry.is_seller
  if (filter === "4") return entry.type === ThreadEntryType.bid
  return true
}

/**
 * The filter's order, as a comparator (negative when `a` comes first): Most Upvoted by upvotes,
 * then newest; the others newest first. Ids grow with time, so newest is the larger id.
 */
export const threadOrder =
  (filter: ThreadFilter) =>
  (a: Pick<ThreadEntry, "id" | "upvotes">, b: Pick<ThreadEntry, "id" | "upvotes">): number =>
    (filter === "2" ? b.upvotes - a.upvotes : 0) || b.id - a.id
