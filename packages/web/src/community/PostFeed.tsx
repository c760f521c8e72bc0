import type { CommunityPost } from "@redline/api"
import { Messages } from "@redline/domain"
import { useInfiniteQuery } from "@tanstack/react-query"
import { useId } from "react"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { communityQueries } from "./communityQueries.ts"
import { PostCard } from "./PostCard.tsx"
import { FEED_SORTS, useFeedSort } from "./useFeedSort.ts"
import { useLoadOnView } from "./useLoadOnView.ts"
import "./PostFeed.css"

/** The posts, each once: the first time it comes. */
const uniqueById = (posts: ReadonlyArray<CommunityPost>): ReadonlyArray<CommunityPost> => {
  const seen = new Set<number>()
  return posts.filter((post) => !seen.has(post.id) && seen.add(post.id))
}

/**
 * The posts of one community, or of every community (`communityId` null), in the sort the query
 * string says, a page at a time: the next page loads as the list's end comes near, or on 'Load
 * more'. A visitor's feed leaves out deleted and flagged posts (design: `hide_sketchy`).
 */
export function PostFeed({ communityId }: { readonly communityId: number | null }) {
  const id = useId()
  const reader = useReaderId()
  const { sort, chosen, change } = useFeedSort()
  const feed = useInfiniteQuery(communityQueries.feed(useApi(), { communityId, sort, hideSketchy: reader === null }, reader))
  // a post whose activity or upvotes moved between two pages' reads may come twice: it shows once
  const posts = uniqueById(feed.data?.pages.flatMap((page) => page.posts) ?? [])
  const end = useLoadOnView<HTMLDivElement>(400, feed.hasNextPage && !feed.isFetching && !feed.isError, () => void feed.fetchNextPage())

  return (
    <section className="post-feed" aria-labelledby={`${id}-heading`}>
      <div className="post-feed__head">
        <h2 id={`${id}-heading`} className="visually-hidden">
          Posts
        </h2>
        <label htmlFor={`${id}-sort`} className="visually-hidden">
          {Messages.sortBy}
        </label>
        <select
          id={`${id}-sort`}
          className="post-feed__sort"
          value={chosen ? sort : ""}
          onChange={(event) => change(FEED_SORTS.find((option) => option.value === event.target.value)?.value ?? "active")}
        >
          <option value="" disabled>
            {Messages.sortBy}
          </option>
          {FEED_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {feed.isPending ? (
        <div className="post-feed__loading" role="status">
          <span className="visually-hidden">Loading…</span>
        </div>
      ) : feed.isError && posts.length === 0 ? (
        <p className="alert" role="alert">
          {Messages.listLoadFailed("the posts")}{" "}
          <button type="button" className="button button--quiet button--small" onClick={() => void feed.refetch()}>
            Try again
          </button>
        </p>
      ) : posts.length === 0 ? (
        <p className="post-feed__empty">{Messages.noCommunityPosts}</p>
      ) : (
        <ul className="post-feed__list" aria-busy={feed.isFetchingNextPage}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <div ref={end} />
      {feed.hasNextPage && (
        <button
          type="button"
          className="button button--quiet post-feed__more"
          aria-busy={feed.isFetchingNextPage}
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          Load more
        </button>
      )}
    </section>
  )
}
