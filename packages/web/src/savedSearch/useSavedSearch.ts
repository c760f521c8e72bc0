import type { AuctionDetail } from "@redline/api"
import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { useReaderId } from "../session/readerId.ts"
import { useSavedSearchMachine } from "./useSavedSearchMachine.ts"

/**
 * The 'Notify me' machine of an auction's page: it saves the auction's make and model, and each
 * call names the auction it came from. The auction's `make_saved_search` and the machine follow
 * each other, so the page shows the same state after a reload or a visit elsewhere.
 */
export function useSavedSearch(auction: AuctionDetail) {
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const { id: auctionId } = auction
  const { make_slug, model_slug } = auction.listing
  const [state, send] = useSavedSearchMachine({ make_slug, model_slug, auction_id: auctionId }, auction.make_saved_search)

  const savedId = state.hasTag("saved") ? state.context.searchId : null
  useEffect(() => {
    queryClient.setQueryData<AuctionDetail>(auctionsKeys.detail(auctionId, reader), (shown) =>
      shown === undefined || shown.make_saved_search === savedId ? shown : { ...shown, make_saved_search: savedId }
    )
  }, [savedId, auctionId, reader, queryClient])

  return [state, send] as const
}
