import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useApi } from "../../api/useApi.ts"
import { useReaderId } from "../../session/readerId.ts"
import { type ReplyTree, withRead } from "./replyTree.ts"
import { changeReplies } from "./threadCache.ts"
import { repliesByIds, type ShownReply } from "./threadQueries.ts"

const withId = (ids: ReadonlySet<number>, id: number) => new Set([...ids, id])
const withoutId = (ids: ReadonlySet<number>, id: number) => new Set([...ids].filter((shown) => shown !== id))

/**
 * Which replies show their collapsed children (spec 3 §4): 'N replies' reads the children not read
 * yet by id, into the thread, and opens them; a failed read leaves the button to try again.
 */
export function useReplyExpansion(postId: number, tree: ReplyTree | null) {
  const api = useApi()
  const queryClient = useQueryClient()
  const reader = useReaderId()
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())
  const [loading, setLoading] = useState<ReadonlySet<number>>(new Set())

  const expand = async (reply: ShownReply) => {
    const missing = tree?.missingOf(reply) ?? []
    if (missing.length > 0) {
      setLoading((shown) => withId(shown, reply.id))
      try {
        const read = await repliesByIds(api, missing)
        changeReplies(queryClient, postId, (thread) => withRead(thread, read), reader)
      } catch {
        return
      } finally {
        setLoading((shown) => withoutId(shown, reply.id))
      }
    }
    setExpanded((shown) => withId(shown, reply.id))
  }

  return {
    expanded,
    loading,
    expand: (reply: ShownReply) => void expand(reply),
    collapse: (reply: ShownReply) => setExpanded((shown) => withoutId(shown, reply.id))
  }
}
