import { type CommunitySort, communitySort } from "@redline/domain"
import { useLocation, useSearch } from "wouter"

/** The feed's sorts as the select offers them, the default (latest activity) first. */
export const FEED_SORTS: ReadonlyArray<{ readonly value: CommunitySort; readonly label: string }> = [
  { value: "active", label: "Latest activity" },
  { value: "new", label: "Newest" },
  { value: "top", label: "Most upvoted" }
]

/**
 * A feed's sort, in the query string as `sort` (spec 3 §2: 'new' via the query string); the
 * default, latest activity, leaves it out.
 */
export function useFeedSort() {
  const [location, navigate] = useLocation()
  const search = new URLSearchParams(useSearch())
  const sort = communitySort(search.get("sort"))
  /** Whether the query string names the sort: the select shows its prompt, 'Sort by', while it doesn't. */
  const chosen = search.get("sort") === sort
  const hrefFor = (next: CommunitySort) => {
    const query = new URLSearchParams(search)
    if (next === "active") query.delete("sort")
    else query.set("sort", next)
    const text = query.toString()
    return text === "" ? location : `${location}?${text}`
  }
  return { sort, chosen, hrefFor, change: (next: CommunitySort) => navigate(hrefFor(next)) }
}
