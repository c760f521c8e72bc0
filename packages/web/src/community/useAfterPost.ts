import { useLocation } from "wouter"
import { useFeedSort } from "./useFeedSort.ts"

/**
 * Where the reader goes once their post is posted (spec 3 §2): a feed that shows it switches to
 * the newest first, or goes back to its top if it already is; any other page leads to the
 * post's community, newest first.
 */
export function useAfterPost(feed: number | null | undefined) {
  const [, navigate] = useLocation()
  const { sort, change } = useFeedSort()
  return (community: { readonly id: number; readonly url: string }) => {
    const shown = feed === null || feed === community.id
    if (!shown) navigate(`${community.url}?sort=new`)
    else if (sort !== "new") change("new")
    else window.scrollTo({ top: 0 })
  }
}
