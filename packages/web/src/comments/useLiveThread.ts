import { channelIdOf, type ThreadEntry, ThreadEntryType } from "@redline/domain"
import { watchKey } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useRealtime } from "../realtime/RealtimeContext.ts"
import { useAuctionChannel } from "../realtime/useAuctionChannel.ts"
import { useEnvelopeHandler } from "../realtime/useEnvelopeHandler.ts"
import { useResyncHandler } from "../realtime/useResyncHandler.ts"
import { useThreadChannel } from "../realtime/useThreadChannel.ts"
import { commentKeys, type ThreadPages } from "./commentQueries.ts"
import { bidEntryOf, changeThreads, countComments, isShown, shownEntries, withBid, withEntry } from "./threadCache.ts"

/**
 * Keeps the auction's thread live (spec 3 §4): people's comments (new, edited, deleted, their
 * counts) come on the thread channel, bids (as their entries, by `comment_id`) and the engine's
 * system entries on the auction channel; all are merged into every cached filter by entry id. A channel that lost events reads the thread
 * again, and so does the thread channel's first registration, which delivers only what follows it.
 */
export function useLiveThread(auctionId: number): void {
  const queryClient = useQueryClient()

  const merge = (entry: ThreadEntry) => {
    if (entry.type === ThreadEntryType.comment) countChange(entry)
    changeThreads(queryClient, auctionId, (thread, filter) => withEntry(thread, filter, entry))
  }

  /** A comment newer than every entry shown counts one more; a deleted one shown, one fewer. */
  const countChange = (entry: ThreadEntry) => {
    const shown = isShown(queryClient, auctionId, entry.id)
    if (entry.deleted_at !== null) {
      if (shown) countComments(queryClient, auctionId, -1)
    } else if (!shown && entry.id > newestShown()) countComments(queryClient, auctionId, 1)
  }

  const newestShown = () =>
    Math.max(
      0,
      ...queryClient
        .getQueriesData<ThreadPages>({ queryKey: commentKeys.auction(auctionId) })
        .flatMap(([, thread]) => (thread === undefined ? [] : shownEntries(thread).map((entry) => entry.id)))
    )

  // people's comments come on the thread channel, the engine's system entries on the auction's
  useEnvelopeHandler("comment", (envelope) => {
    const id = channelIdOf("thread", envelope.channel) ?? channelIdOf("auction", envelope.channel)
    if (id === auctionId) merge(envelope.data)
  })
  useEnvelopeHandler("bid", (envelope) => {
    if (channelIdOf("auction", envelope.channel) !== auctionId) return
    const bid = bidEntryOf(envelope.data)
    changeThreads(queryClient, auctionId, (thread, filter) => withBid(thread, filter, bid))
  })
  useThreadChannel(auctionId)
  useAuctionChannel(auctionId)

  const readAgain = () => void queryClient.invalidateQueries({ queryKey: commentKeys.auction(auctionId) })
  useResyncHandler("thread", (resync) => {
    if (resync.watch.channel === "thread" && resync.watch.auction_id === auctionId) readAgain()
  })
  useResyncHandler("auction", (resync) => {
    if (resync.watch.channel === "auction" && resync.watch.auction_id === auctionId) readAgain()
  })

  const { actor } = useRealtime()
  const registered = useSelector(
    actor,
    (snapshot) => (snapshot.context.channels[watchKey({ channel: "thread", auction_id: auctionId })]?.name ?? null) !== null
  )
  useEffect(() => {
    if (registered) void queryClient.invalidateQueries({ queryKey: commentKeys.auction(auctionId) })
  }, [registered, queryClient, auctionId])
}
