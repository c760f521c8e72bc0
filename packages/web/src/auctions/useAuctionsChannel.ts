import type { AuctionUpdate } from "@redline/domain"
import { watchKey } from "@redline/machines"
import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query"
import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent } from "react"
import { useRealtime } from "../realtime/RealtimeContext.ts"
import { useChannel } from "../realtime/useChannel.ts"
import { useEnvelopeHandler } from "../realtime/useEnvelopeHandler.ts"
import { useResyncHandler } from "../realtime/useResyncHandler.ts"

const AUCTIONS = { channel: "auctions" } as const

/**
 * Keeps the list cached under `queryKey` live by the auctions channel (spec 2 §4): `update`
 * writes each auction's new standing into it. The channel keeps no log, so what it can't tell is
 * fetched again: the list once the channel is registered (a bid between the list's fetch and
 * that moment, or while the list was off screen, would otherwise never show), and after a hidden
 * tab or a lost connection.
 */
export function useAuctionsChannel(queryKey: QueryKey, update: (queryClient: QueryClient, auction: AuctionUpdate) => void): void {
  const queryClient = useQueryClient()
  useEnvelopeHandler("auction", (envelope, client) => update(client, envelope.data))
  useResyncHandler("auctions", (_, client) => void client.invalidateQueries({ queryKey, exact: true }))
  useChannel(AUCTIONS)

  const { actor } = useRealtime()
  const registered = useSelector(actor, (snapshot) => (snapshot.context.channels[watchKey(AUCTIONS)]?.name ?? null) !== null)
  const refetch = useEffectEvent(() => void queryClient.invalidateQueries({ queryKey, exact: true }))
  useEffect(() => {
    if (registered) refetch()
  }, [registered])
}
