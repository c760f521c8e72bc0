import type { ShippingQuoteForm } from "@redline/domain"
import { shippingQuoteMachine } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useMachine } from "@xstate/react"
import { useMemo } from "react"
import { fromPromise } from "xstate"
import { useApi } from "../api/useApi.ts"
import { shippingKeys } from "./shippingQueries.ts"
import { shippingRefusalOf } from "./shippingRefusal.ts"

/** Calls that reject, rejecting instead with the panel's refusal. */
const refusing = <T>(call: Promise<T>): Promise<T> => call.catch((error: unknown) => Promise.reject(shippingRefusalOf(error)))

/**
 * The shipping quote machine with the API calls behind it: a quote by zip code or, for the
 * winner, by address, sent with the session when there is one. After a booking the winner's
 * stored order is asked for again on the next visit.
 */
export function useShippingQuote(auctionId: number, form: ShippingQuoteForm) {
  const api = useApi()
  const queryClient = useQueryClient()
  const machine = useMemo(
    () =>
      shippingQuoteMachine.provide({
        actors: {
          requestQuote: fromPromise(({ input }) =>
            refusing(
              api("shipping.quote", {
                path: { auction_id: auctionId },
                body: input.form === "zip" ? { zip_code: input.zip } : { address: input.address }
              })
            )
          ),
          bookShipping: fromPromise(async ({ input }) => {
            const order = await refusing(
              api("shipping.book", {
                path: { auction_id: auctionId },
                body: { quote_id: input.quote.id, transport: input.transport, ...input.address }
              })
            )
            // The panel shows the booking from here on; the stored answer of 'no order' is only
            // marked stale, so the panel isn't swapped under the winner's focus.
            void queryClient.invalidateQueries({ queryKey: shippingKeys.orders(auctionId), refetchType: "none" })
            return order
          })
        }
      }),
    [auctionId, api, queryClient]
  )
  return useMachine(machine, { input: { form } })
}
