import type { CommunityPost } from "@redline/api"
import { type CommunityPostEntry, type CommunitySort, compareCommunityPosts, isCommunityFlagged } from "@redline/domain"
import type { QueryClient } from "@tanstack/react-query"
import { readFor, type ReaderId } from "../session/readerId.ts"
import type { LiveMarks } from "./blocklist.ts"
import { communityKeys, type FeedPages, type FeedQuery } from "./communityQueries.ts"
import { threadKeys } from "./thread/threadQueries.ts"

const queryOfKey = (key: ReadonlyArray<unknown>): FeedQuery => key[2] as FeedQuery

/** Every post of every feed read that `matches` (of `reader`'s reads alone, if given), changed by `change`. */
export function changePosts(
  queryClient: QueryClient,
  matches: (post: CommunityPost) => boolean,
  change: (post: CommunityPost) => CommunityPost,
  reader?: ReaderId
) {
  queryClient.setQueriesData<FeedPages>(
    { queryKey: communityKeys.feeds(), predicate: (query) => reader === undefined || readFor(reader)(query) },
    (pages) =>
      pages === undefined
        ? pages
        : {
            ...pages,
            pages: pages.pages.map((page) => ({ ...page, posts: page.posts.map((post) => (matches(post) ? change(post) : post)) }))
          }
  )
}

/**
 * One post wherever it is shown, in the feeds and in its thread (of `reader`'s reads alone, if
 * given), so an upvote, an edit or a new count in one shows in the other.
 */
export function changePost(queryClient: QueryClient, postId: number, change: (post: CommunityPost) => CommunityPost, reader?: ReaderId) {
  changePosts(queryClient, (post) => post.id === postId, change, reader)
  queryClient.setQueriesData<CommunityPost>(
    {
      queryKey: threadKeys.thread(postId),
      predicate: (query) => query.queryKey[2] === "post" && (reader === undefined || readFor(reader)(query))
    },
    (post) => (post === undefined ? post : change(post))
  )
}

/**
 * A post its author just wrote, first in the feeds it belongs to where the newest or the latest
 * activity comes first; the feeds in another order read again to place it.
 */
export function showNewPost(queryClient: QueryClient, posted: CommunityPost) {
  const belongs = (query: FeedQuery) => query.communityId === null || query.communityId === posted.community_id
  queryClient.setQueriesData<FeedPages>(
    {
      queryKey: communityKeys.feeds(),
      predicate: (query) => belongs(queryOfKey(query.queryKey)) && queryOfKey(query.queryKey).sort !== "top"
    },
    (pages) => {
      const [first, ...rest] = pages?.pages ?? []
      if (pages === undefined || first === undefined) return pages
      return { ...pages, pages: [{ ...first, posts: [posted, ...first.posts.filter((post) => post.id !== posted.id)] }, ...rest] }
    }
  )
  void queryClient.invalidateQueries({
    queryKey: communityKeys.feeds(),
    predicate: (query) => belongs(queryOfKey(query.queryKey)) && queryOfKey(query.queryKey).sort === "top"
  })
}

/**
 * The feed's pages with `post` placed where the feed's order puts it, if that is among the posts
 * read: before the first it sorts ahead of, or last when no page follows. One that sorts after
 * the last post read is left for paging to bring.
 */
function withPlaced(pages: FeedPages, post: CommunityPost, sort: CommunitySort): FeedPages {
  const before = compareCommunityPosts(sort)
  const at = pages.pages.findIndex((page) => page.posts.some((shown) => before(post, shown) < 0))
  if (at !== -1) {
    return {
      ...pages,
      pages: pages.pages.map((page, index) => {
        if (index !== at) return page
        const place = page.posts.findIndex((shown) => before(post, shown) < 0)
        return { ...page, posts: [...page.posts.slice(0, place), post, ...page.posts.slice(place)] }
      })
    }
  }
  const last = pages.pages.at(-1)
  if (last === undefined || last.more) return pages
  return { ...pages, pages: [...pages.pages.slice(0, -1), { ...last, posts: [...last.posts, post] }] }
}

/**
 * A post as the community's channel tells it (spec 2 §6): a post a feed shows takes its new
 * counts, title or deletion and keeps what it is to its reader; one a feed doesn't show goes
 * where the feed's sort places it among the posts read, unless it is deleted or, in a feed that
 * hides them, flagged by the community; `marksOf` says whether it is the reader's and whether they
 * blocked its author.
 */
export function hearPost(queryClient: QueryClient, heard: CommunityPostEntry, marksOf: LiveMarks) {
  let shown = false
  changePost(queryClient, heard.id, (post) => {
    shown = true
    return { ...post, ...heard }
  })
  if (shown || heard.deleted_at !== null) return
  const marks = { upvoted: false, flagged: false, ...marksOf(heard) }
  const sketchy = isCommunityFlagged(heard)
  for (const [key, pages] of queryClient.getQueriesData<FeedPages>({ queryKey: communityKeys.feeds() })) {
    const feed = queryOfKey(key)
    if (pages === undefined || feed.communityId !== heard.community_id || (feed.hideSketchy && sketchy)) continue
    queryClient.setQueryData<FeedPages>(key, withPlaced(pages, { ...heard, ...marks }, feed.sort))
  }
}
