import type { SavedSearch } from "@redline/api"
import type { QueryClient } from "@tanstack/react-query"
import type { useStore } from "jotai"
import { fromPromise } from "xstate"
import type { Api } from "../api/api.ts"
import { readerIdAtom } from "../session/readerId.ts"
import { savedSearchQueries } from "./savedSearchQueries.ts"
import { refusing } from "./savedSearchRefusal.ts"

const alertsOf = (search: SavedSearch) => ({ send_email: search.send_email, send_sms: search.send_sms })

interface SavedSearchCalls {
  readonly api: Api
  readonly queryClient: QueryClient
  readonly store: ReturnType<typeof useStore>
  /** The page the search is changed from as it is at the call, which the call names. */
  readonly auctionId?: () => number | null | undefined
}

/**
 * The saved search machine's calls of the API, but the save, which each place that saves makes
 * its own: reading the search's alerts, changing them, deleting it. A change or a deletion
 * reads the user's list of saved searches again, wherever it is shown.
 */
export function savedSearchActors({ api, queryClient, store, auctionId }: SavedSearchCalls) {
  const changed = () => void queryClient.invalidateQueries({ queryKey: savedSearchQueries.list(api, store.get(readerIdAtom)).queryKey })
  return {
    loadSearch: fromPromise<{ alerts: ReturnType<typeof alertsOf>; canReceiveSms: boolean } | null, { readonly id: number }>(
      async ({ input }) => {
        // read as whoever is signed in now: the machine outlives a sign-in
        const list = await refusing(queryClient.fetchQuery(savedSearchQueries.list(api, store.get(readerIdAtom))))
        const search = list.saved_searches.find((saved) => saved.id === input.id)
        return search === undefined ? null : { alerts: alertsOf(search), canReceiveSms: list.can_receive_sms }
      }
    ),
    updateSearch: fromPromise<ReturnType<typeof alertsOf>, { readonly id: number; readonly change: Partial<ReturnType<typeof alertsOf>> }>(
      async ({ input }) => {
        try {
          return alertsOf(
            await refusing(api("savedSearches.update", { path: { id: input.id }, body: { ...input.change, auction_id: auctionId?.() } }))
          )
        } finally {
          changed()
        }
      }
    ),
    deleteSearch: fromPromise<void, { readonly id: number }>(async ({ input }) => {
      try {
        await refusing(api("savedSearches.delete", { path: { id: input.id } }))
      } finally {
        changed()
      }
    })
  }
}
