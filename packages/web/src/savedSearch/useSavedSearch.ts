import type { AuctionDetail } from "@redline/api"
import { savedSearchMachine } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useMachine } from "@xstate/react"
import { useStore } from "jotai"
import { useEffect, useMemo } from "react"
import { fromPromise } from "xstate"
import { useApi } from "../api/useApi.ts"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { useReaderId } from "../session/readerId.ts"
import { savedSearchActors } from "./savedSearchActors.ts"
import { refusing } from "./savedSearchRefusal.ts"

/**
 * The 'Notify me' machine of an auction's page with the API calls behind it: it saves the
 * auction's make and model, and each call names the auction it came from. The auction's
 * `make_saved_search` and the machine follow each other, so the page shows the same state
 * after a reload or a visit elsewhere, and the machine learns of a search found on a new read
 * (after signing in).
 */
export function useSavedSearch(auction: AuctionDetail) {
  const api = useApi()
  const reader = useReaderId()
  const store = useStore()
  const queryClient = useQueryClient()
  const { id: auctionId } = auction
  const { make_slug, model_slug } = auction.listing
  const machine = useMemo(
    () =>
      savedSearchMachine.provide({
        actors: {
          saveSearch: fromPromise(async () => {
            const saved = await refusing(api("savedSearches.save", { body: { make_slug, model_slug, auction_id: auctionId } }))
            return saved.id
          }),
          ...savedSearchActors({ api, queryClient, store, auctionId })
        }
      }),
    [api, store, queryClient, auctionId, make_slug, model_slug]
  )
  const [state, send] = useMachine(machine, { input: { searchId: auction.make_saved_search } })

  const savedId = state.hasTag("saved") ? state.context.searchId : null
  useEffect(() => {
    queryClient.setQueryData<AuctionDetail>(auctionsKeys.detail(auctionId, reader), (shown) =>
      shown === undefined || shown.make_saved_search === savedId ? shown : { ...shown, make_saved_search: savedId }
    )
  }, [savedId, auctionId, reader, queryClient])

  const known = auction.make_saved_search
  useEffect(() => send({ type: "KNOWN", searchId: known }), [known, send])

  return [state, send] as const
}
