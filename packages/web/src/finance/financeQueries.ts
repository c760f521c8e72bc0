import { keepPreviousData, queryOptions } from "@tanstack/react-query"
import { visitorApi } from "../api/api.ts"

/** Query keys of financing: one quote per auction, price and seller type. */
export const financeKeys = {
  all: ["finance"] as const,
  quote: (auctionId: number, price: number, dealer: boolean) => [...financeKeys.all, auctionId, price, dealer] as const
}

export const financeQueries = {
  /** The lending partner's quote for an auction at a price; the same for everyone, so asked as a visitor. */
  quote: (auctionId: number, price: number | undefined, dealer: boolean) =>
    queryOptions({
      queryKey: financeKeys.quote(auctionId, price ?? 0, dealer),
      queryFn: ({ signal }) =>
        visitorApi("finance.finance", { path: { auction_id: auctionId }, query: { price, dealer: dealer ? "true" : "false" }, signal }),
      enabled: price !== undefined,
      // while a new quote loads, the last one stays on screen
      placeholderData: keepPreviousData
    })
}
