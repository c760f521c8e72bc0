import type { AuctionDetail, SavedSearch, SavedSearchList } from "@redline/api"
import { savedSearchMachine } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useMachine } from "@xstate/react"
import { useEffect, useMemo } from "react"
import { fromPromise } from "xstate"
import { auctionKeys } from "../auctions/auctionKeys.ts"
import { useSessionRequest } from "../session/useSessionRequest.ts"
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
  const request = useSessionRequest()
  const queryClient = useQueryClient()
  const { id: auctionId } = auction
  const { make_slug, model_slug } = auction.listing
  const machine = useMemo(
    () =>
      savedSearchMachine.provide({
        actors: {
          saveSearch: fromPromise(async () => {
            const saved = await refusing(
              request<SavedSearch>("/v1/saved_searches", { method: "POST", body: { make_slug, model_slug, auction_id: auctionId } })
            )
            return saved.id
          }),
          loadSearch: fromPromise(async ({ input }) => {
            const list = await refusing(request<SavedSearchList>("/v1/saved_searches"))
            const search = list.saved_searches.find((saved) => saved.id === input.id)
            return search === undefined ? null : { alerts: alertsOf(search), canReceiveSms: list.can_receive_sms }
          }),
          updateSearch: fromPromise(async ({ input }) =>
            alertsOf(
              await refusing(
                request<SavedSearch>(`/v1/saved_searches/${input.id}`, { method: "PUT", body: { ...input.change, auction_id: auctionId } })
              )
            )
          ),
          deleteSearch: fromPromise(async ({ input }) => {
            await refusing(request(`/v1/saved_searches/${input.id}`, { method: "DELETE" }))
          })
        }
      }),
    [request, auctionId, make_slug, model_slug]
  )
  const [state, send] = useMachine(machine, { input: { searchId: auction.make_saved_search } })

  const savedId = state.hasTag("saved") ? state.context.searchId : null
  useEffect(() => {
    queryClient.setQueryData<AuctionDetail>(auctionKeys.detail(auctionId), (shown) =>
      shown === undefined || shown.make_saved_search === savedId ? shown : { ...shown, make_saved_search: savedId }
    )
  }, [savedId, auctionId, queryClient])

  const known = auction.make_saved_search
  useEffect(() => send({ type: "KNOWN", searchId: known }), [known, send])

  return [state, send] as const
}
