import type { AuctionDetail, SavedSearch } from "@redline/api"
import { savedSearchMachine } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useMachine } from "@xstate/react"
import { useStore } from "jotai"
import { useEffect, useMemo } from "react"
import { fromPromise } from "xstate"
import { useApi } from "../api/useApi.ts"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { readerIdAtom, useReaderId } from "../session/readerId.ts"
import { savedSearchQueries } from "./savedSearchQueries.ts"
import { refusing } from "./savedSearchRefusal.ts"

const alertsOf = (search: SavedSearch) => ({ send_email: search.send_email, send_sms: search.send_sms })

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
          loadSearch: fromPromise(async ({ input }) => {
            // read as whoever is signed in now: the machine outlives a sign-in
            const list = await refusing(queryClient.fetchQuery(savedSearchQueries.list(api, store.get(readerIdAtom))))
            const search = list.saved_searches.find((saved) => saved.id === input.id)
            return search === undefined ? null : { alerts: alertsOf(search), canReceiveSms: list.can_receive_sms }
          }),
          updateSearch: fromPromise(async ({ input }) =>
            alertsOf(
              await refusing(api("savedSearches.update", { path: { id: input.id }, body: { ...input.change, auction_id: auctionId } }))
            )
          ),
          deleteSearch: fromPromise(async ({ input }) => {
            await refusing(api("savedSearches.delete", { path: { id: input.id } }))
          })
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
