import { watchedAs } from "@redline/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { useOfferTextAlerts } from "../sms/textAlertsPrompt.ts"
import { cancelFetchesOf, changeWatch, rereadFetchesOf } from "./watchCache.ts"

/**
 * Watches (true) or unwatches (false) an auction as the signed-in user, optimistically (spec 1
 * §4): every cached view of the auction flips and its count moves by one at once, goes back if
 * the server refuses, and takes the server's count once it answers; a read of the auction begun
 * meanwhile is made again. A second toggle before the first is answered waits for it, so the
 * server applies them in the order they were made. A user's first watch may offer text alerts
 * (`useOfferTextAlerts`).
 */
export function useWatchAuction(auctionId: number) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const offerTextAlerts = useOfferTextAlerts()
  return useMutation({
    scope: { id: `watch:${auctionId}` },
    mutationFn: (watch: boolean) =>
      // the button has already flipped, so leaving the page right after must not lose the watch
      api("watches.watch", { path: { auction_id: auctionId }, body: { watch }, keepalive: true }),
    onMutate: async (watch) => {
      await cancelFetchesOf(queryClient, auctionId, reader)
      changeWatch(queryClient, auctionId, reader, (shown) => watchedAs(shown, watch))
    },
    onError: (_error, watch) => changeWatch(queryClient, auctionId, reader, (shown) => watchedAs(shown, !watch)),
    onSuccess: (answer) => {
      changeWatch(queryClient, auctionId, reader, () => answer)
      if (answer.watching) offerTextAlerts(auctionId)
    },
    // not awaited: the watch is done, whatever the read again takes
    onSettled: () => void rereadFetchesOf(queryClient, auctionId, reader)
  })
}
