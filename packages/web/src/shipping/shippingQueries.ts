import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/** Query keys of shipping, by auction; the order is the winner's alone, so its key ends with the reader. */
export const shippingKeys = {
  all: ["shipping"] as const,
  /** An auction's order as every reader has it. */
  orders: (auctionId: number) => [...shippingKeys.all, "order", auctionId] as const,
  order: (auctionId: number, reader: ReaderId) => [...shippingKeys.orders(auctionId), reader] as const
}

export const shippingQueries = {
  /** The winner's shipping order of an auction, once booked; only the winner may ask. */
  order: (api: Api, auctionId: number, reader: ReaderId) =>
    queryOptions({
      queryKey: shippingKeys.order(auctionId, reader),
      queryFn: ({ signal }) => api("shipping.order", { path: { auction_id: auctionId }, signal })
    })
}
