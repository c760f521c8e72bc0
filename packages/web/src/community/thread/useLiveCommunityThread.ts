import { channelIdOf } from "@redline/domain"
import { watchKey } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useRealtime } from "../../realtime/RealtimeContext.ts"
import { useChannel } from "../../realtime/useChannel.ts"
import { useEnvelopeHandler } from "../../realtime/useEnvelopeHandler.ts"
import { useResyncHandler } from "../../realtime/useResyncHandler.ts"
import { useLiveMarks } from "../blocklist.ts"
import { changePost } from "../postCache.ts"
import { changeReplies, postOfEvent, withEvent } from "./threadCache.ts"
import { threadKeys } from "./threadQueries.ts"

/**
 * Keeps a community post's thread live (spec 3 §4): its replies (new, edited, deleted, their
 * counts and children) and the post itself come on the post's `community_thread` channel, and
 * are merged into the cached thread by id. The channel keeps a log, so a gap is rewound; a channel
 * that lost events reads the thread again, and so does its first registration, which delivers
 * only what follows it.
 */
export function useLiveCommunityThread(postId: number): void {
  const queryClient = useQueryClient()
  const marks = useLiveMarks()
  const watch = { channel: "community_thread", community_post_id: postId } as const
  const ours = (channel: string) => channelIdOf("community_thread", channel) === postId

  useEnvelopeHandler("community_reply", (envelope) => {
    if (!ours(envelope.channel)) return
    // the reply count is the post's: the channel carries the post again whenever it moves
    const reply = envelope.data
    const marksOf = marks(queryClient)
    changeReplies(queryClient, postId, (thread) => withEvent(thread, reply, marksOf(reply)))
  })
  useEnvelopeHandler("community_post", (envelope) => {
    if (ours(envelope.channel)) changePost(queryClient, postId, (post) => postOfEvent(post, envelope.data))
  })
  useChannel(watch)

  const readAgain = () => void queryClient.invalidateQueries({ queryKey: threadKeys.thread(postId) })
  useResyncHandler("community_thread", (resync) => {
    if (resync.watch.channel === "community_thread" && resync.watch.community_post_id === postId) readAgain()
  })

  const { actor } = useRealtime()
  const registered = useSelector(actor, (snapshot) => (snapshot.context.channels[watchKey(watch)]?.name ?? null) !== null)
  useEffect(() => {
    if (registered) void queryClient.invalidateQueries({ queryKey: threadKeys.thread(postId) })
  }, [registered, queryClient, postId])
}
