import type { ShippingOrderAnswer } from "@redline/api"
import { useQuery } from "@tanstack/react-query"
import { useSessionRequest } from "../session/useSessionRequest.ts"
import { shippingKeys } from "./shippingKeys.ts"

/** The winner's shipping order of an auction, once booked; only the winner may ask. */
export function useShippingOrder(auctionId: number) {
  const request = useSessionRequest()
  return useQuery({
    queryKey: shippingKeys.order(auctionId),
    queryFn: ({ signal }) => request<ShippingOrderAnswer>(`/v1/auctions/${auctionId}/shipping_order`, { signal })
  })
}
