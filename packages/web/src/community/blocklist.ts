import type { CommunityPost } from "@redline/api"
import { usernameKey } from "@redline/domain"
import type { QueryClient } from "@tanstack/react-query"
import { atom, useStore } from "jotai"
import { useSession } from "../session/useSession.ts"
import { communityKeys, type FeedPages } from "./communityQueries.ts"
import { shownReplies } from "./thread/replyTree.ts"
import { type RepliesPages, threadKeys } from "./thread/threadQueries.ts"

/** The authors the reader blocked, by lower-cased username (spec 3 §3 client-side state). */
export const blocklistAtom = atom<ReadonlySet<string>>(new Set<string>())

type Author = Pick<CommunityPost, "user">

/** The list with `username` blocked or not. */
export function withBlock(list: ReadonlySet<string>, username: string, blocked: boolean): ReadonlySet<string> {
  const key = usernameKey(username)
  if (list.has(key) === blocked) return list
  const changed = new Set(list)
  if (blocked) changed.add(key)
  else changed.delete(key)
  return changed
}

/** The posts and replies read, whose `blocked_author` the server said. */
type Read = Author & { readonly blocked_author: boolean }

function readContent(queryClient: QueryClient): ReadonlyArray<Read> {
  const feeds = queryClient
    .getQueriesData<FeedPages>({ queryKey: communityKeys.feeds() })
    .flatMap(([, pages]): ReadonlyArray<Read> => pages?.pages.flatMap((page) => page.posts) ?? [])
  const threads = queryClient
    .getQueriesData<CommunityPost | RepliesPages>({ queryKey: threadKeys.all })
    .flatMap(([, data]): ReadonlyArray<Read> => {
      if (data === undefined) return []
      return "pages" in data ? shownReplies(data) : [data]
    })
  return [...feeds, ...threads]
}

/** What only the reader's own copy says of a post or reply heard live: whether it is theirs, whether they blocked its author. */
export type LiveMarks = (content: Author) => { readonly mine: boolean; readonly blocked_author: boolean }

/**
 * The marks of what is heard live, for the signed-in reader: theirs when its author is them (from
 * another tab too), blocked when its author is on the blocklist, which learns the authors of the
 * posts and replies read that the server said are blocked.
 */
export function useLiveMarks(): (queryClient: QueryClient) => LiveMarks {
  const store = useStore()
  const username = useSession()?.username ?? null
  return (queryClient) => {
    const known = store.get(blocklistAtom)
    const learned = readContent(queryClient).reduce(
      (list, content) => (content.blocked_author && content.user !== null ? withBlock(list, content.user.username, true) : list),
      known
    )
    if (learned !== known) store.set(blocklistAtom, learned)
    return ({ user }) => ({
      mine: username !== null && user !== null && usernameKey(user.username) === usernameKey(username),
      blocked_author: user !== null && learned.has(usernameKey(user.username))
    })
  }
}
