import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { shippingQueries } from "./shippingQueries.ts"

/** The winner's shipping order of an auction, once booked (`shippingQueries.order`). */
export function useShippingOrder(auctionId: number) {
  return useQuery(shippingQueries.order(useApi(), auctionId, useReaderId()))
}
