import { channelIdOf } from "@redline/domain"
import { watchKey } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useRealtime } from "../realtime/RealtimeContext.ts"
import { useEnvelopeHandler } from "../realtime/useEnvelopeHandler.ts"
import { useResyncHandler } from "../realtime/useResyncHandler.ts"
import { useThreadChannel } from "../realtime/useThreadChannel.ts"
import { useSession } from "../session/useSession.ts"
import { countQuestions, hearQuestion } from "./questionCache.ts"
import { questionKeys, type QuestionListKey } from "./questionQueries.ts"

/**
 * Keeps an auction's questions live: every question asked, edited, answered, voted on or deleted
 * elsewhere comes on the auction's thread channel and goes straight into the cached list, with
 * the auction's question count. A channel that lost events it can't replay reads the list again,
 * and so does the first registration, which delivers only what comes after it.
 */
export function useLiveQuestions(auctionId: number, key: QuestionListKey): void {
  const reader = useSession()?.username ?? null

  useEnvelopeHandler("question", (envelope, queryClient) => {
    if (channelIdOf("thread", envelope.channel) !== auctionId) return
    const listed = hearQuestion(queryClient, key, envelope.data, reader)
    if (listed !== null) countQuestions(queryClient, auctionId, listed)
  })

  useResyncHandler("thread", (resync, queryClient) => {
    if (resync.watch.channel === "thread" && resync.watch.auction_id === auctionId) {
      void queryClient.invalidateQueries({ queryKey: [...questionKeys.all, auctionId] })
    }
  })

  useThreadChannel(auctionId)

  const { actor } = useRealtime()
  const queryClient = useQueryClient()
  const registered = useSelector(
    actor,
    (snapshot) => (snapshot.context.channels[watchKey({ channel: "thread", auction_id: auctionId })]?.name ?? null) !== null
  )
  useEffect(() => {
    if (registered) void queryClient.invalidateQueries({ queryKey: [...questionKeys.all, auctionId] })
  }, [registered, queryClient, auctionId])
}
