import type { AuctionDetail } from "@redline/api"
import { channelIdOf, isSold } from "@redline/domain"
import { watchKey } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { playBidSound, playSoldSound } from "../bidding/bidSound.ts"
import { useRealtime } from "../realtime/RealtimeContext.ts"
import { useAuctionChannel } from "../realtime/useAuctionChannel.ts"
import { useEnvelopeHandler } from "../realtime/useEnvelopeHandler.ts"
import { useResyncHandler } from "../realtime/useResyncHandler.ts"
import { useReaderId } from "../session/readerId.ts"
import { useSession } from "../session/useSession.ts"
import { DESKTOP_POINTER, useMediaQuery } from "../ui/useMediaQuery.ts"
import { changeAuction } from "./auctionQueries.ts"
import { withAuctionUpdate, withEnd, withPlacedBid } from "./auctionUpdates.ts"

/**
 * Keeps an open auction page live (spec 2 §4): bids, the reserve lowered and the end arrive on the auction's channel
 * and go straight into its cached detail, so the bid bar, stats and countdown follow without a
 * refetch; a channel that lost events refetches the auction, and so does the first registration,
 * which delivers only what comes after it: a bid between the page's fetch and that moment would
 * otherwise never show. A bid the page didn't know yet, and the auction selling, chime when the
 * session's bid sound is on, on desktops (spec 1 §4); the user's own bid is already shown from
 * its answer, so it doesn't, and an end the page already showed as sold doesn't chime again.
 */
export function useLiveAuction(auctionId: number): void {
  const session = useSession()
  const reader = useReaderId()
  const desktop = useMediaQuery(DESKTOP_POINTER)
  const soundAllowed = () => session?.play_bid_sound === true && desktop

  useEnvelopeHandler("bid", (envelope, queryClient) => {
    const id = channelIdOf("auction", envelope.channel)
    if (id === null) return
    const placed = envelope.data
    const before = queryClient.getQueryData<AuctionDetail>(auctionsKeys.detail(id, reader))
    changeAuction(queryClient, id, (auction) => withPlacedBid(auction, placed))
    const news = before !== undefined && placed.auction.bids > before.bids
    if (id === auctionId && news && soundAllowed()) playBidSound()
  })

  useEnvelopeHandler("auction", (envelope, queryClient) => {
    const id = channelIdOf("auction", envelope.channel)
    if (id !== null) changeAuction(queryClient, id, (auction) => withAuctionUpdate(auction, envelope.data))
  })

  useEnvelopeHandler("auction_end", (envelope, queryClient) => {
    const id = channelIdOf("auction", envelope.channel)
    if (id === null) return
    const end = envelope.data
    const before = queryClient.getQueryData<AuctionDetail>(auctionsKeys.detail(id, reader))
    changeAuction(queryClient, id, (auction) => withEnd(auction, end))
    const newlySold = before !== undefined && !isSold(before.status) && isSold(end.status)
    if (id === auctionId && newlySold && soundAllowed()) playSoldSound()
  })

  useResyncHandler("auction", (resync, queryClient) => {
    if (resync.watch.channel === "auction") {
      void queryClient.invalidateQueries({ queryKey: auctionsKeys.auction(resync.watch.auction_id) })
    }
  })

  useAuctionChannel(auctionId)

  const { actor } = useRealtime()
  const queryClient = useQueryClient()
  const registered = useSelector(
    actor,
    (snapshot) => (snapshot.context.channels[watchKey({ channel: "auction", auction_id: auctionId })]?.name ?? null) !== null
  )
  useEffect(() => {
    if (registered) void queryClient.invalidateQueries({ queryKey: auctionsKeys.auction(auctionId) })
  }, [registered, queryClient, auctionId])
}
