import type { AuctionList } from "@redline/api"
import { watchKey } from "@redline/machines"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent } from "react"
import { useApi } from "../api/useApi.ts"
import { useRealtime } from "../realtime/RealtimeContext.ts"
import { useChannel } from "../realtime/useChannel.ts"
import { useEnvelopeHandler } from "../realtime/useEnvelopeHandler.ts"
import { useResyncHandler } from "../realtime/useResyncHandler.ts"
import { useReaderId } from "../session/readerId.ts"
import { withAuctionUpdate } from "./auctionListUpdates.ts"
import { auctionsQueries, type LiveAuctionsQuery } from "./auctionsQueries.ts"

const AUCTIONS = { channel: "auctions" } as const

/**
 * The running auctions, in the chosen sort and filters, as the reader sees them
 * (`auctionsQueries.live`), kept live by the auctions channel (spec 2 §4): each bid and end moves
 * its card's current bid, bid count, end and reserve in the cached list. The channel keeps no
 * log, so what it can't tell is fetched again: the list once the channel is registered (a bid
 * between the list's fetch and that moment, or while the list was off screen, would otherwise
 * never show), and after a hidden tab or a lost connection.
 */
export function useLiveAuctions(query: LiveAuctionsQuery) {
  const options = auctionsQueries.live(useApi(), query, useReaderId())
  const { queryKey } = options
  const queryClient = useQueryClient()

  useEnvelopeHandler("auction", (envelope, client) => {
    client.setQueryData<AuctionList>(queryKey, (list) => list && withAuctionUpdate(list, envelope.data))
  })
  useResyncHandler("auctions", (_, client) => void client.invalidateQueries({ queryKey, exact: true }))
  useChannel(AUCTIONS)

  const { actor } = useRealtime()
  const registered = useSelector(actor, (snapshot) => (snapshot.context.channels[watchKey(AUCTIONS)]?.name ?? null) !== null)
  const refetch = useEffectEvent(() => void queryClient.invalidateQueries({ queryKey, exact: true }))
  useEffect(() => {
    if (registered) refetch()
  }, [registered])

  return useQuery(options)
}
