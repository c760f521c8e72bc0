import { isCollapsedLevel, replyElementId } from "@redline/domain"
import { useEffect, useState } from "react"
import { useSearch } from "wouter"
import { linkedEntry, useEntryLink } from "../../ui/useEntryLink.ts"
import type { ReplyTree } from "./replyTree.ts"
import type { ShownReply } from "./threadQueries.ts"

/** What the link's search follows through the thread. */
interface ReplyLinkThread {
  /** The replies as read so far, or null before the first page. */
  readonly tree: ReplyTree | null
  /** A page or a reply's children is being read. */
  readonly busy: boolean
  readonly hasNextPage: boolean
  readonly fetchNextPage: () => void
  readonly expanded: ReadonlySet<number>
  readonly expand: (reply: ShownReply) => void
}

/**
 * A link to a reply (`?rid={id}&prid={parent}#reply-{id}`, as notifications send) reads the thread
 * until it shows the reply: the next pages until the reply or its parent is read, then the parent's
 * collapsed children by id. Once shown (or once nothing more can be read) it is brought into view
 * and focused (`useEntryLink`); a reply the thread doesn't show is only logged. Answers the
 * linked reply's id, which the page marks.
 */
export function useReplyLink(thread: ReplyLinkThread, section: HTMLElement | null): number | null {
  const search = useSearch()
  const rid = linkedEntry(search, "rid").id
  const prid = linkedEntry(search, "prid").id
  const { tree, busy, hasNextPage, fetchNextPage, expanded, expand } = thread
  const [exhausted, setExhausted] = useState<number | null>(null)

  const target = rid === null ? undefined : tree?.find(rid)
  const parentId = target?.reply_to_community_reply_id ?? prid
  const parent = parentId === null ? undefined : tree?.find(parentId)
  const shown = target !== undefined && (!isCollapsedLevel(target.level) || (parent !== undefined && expanded.has(parent.id)))
  const done = rid !== null && (shown || exhausted === rid)

  useEffect(() => {
    if (rid === null || tree === null || done || busy) return
    if (parent !== undefined && !expanded.has(parent.id)) expand(parent)
    else if (parent === undefined && target === undefined && hasNextPage) fetchNextPage()
    else setExhausted(rid)
  }, [rid, tree, done, busy, parent, target, expanded, expand, hasNextPage, fetchNextPage])

  return useEntryLink("rid", replyElementId, tree !== null && done, section)
}
