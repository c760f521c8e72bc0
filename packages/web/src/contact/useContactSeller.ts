import { useMutation } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"

export interface SellerMessage {
  readonly message: string
  /** As typed; empty for none. The server keeps it in one form. */
  readonly phone: string
}

/** Sends a message to the auction's seller as the signed-in user. */
export function useContactSeller(auctionId: number) {
  const api = useApi()
  return useMutation({
    mutationFn: ({ message, phone }: SellerMessage) =>
      api("contactSeller.contact", {
        path: { auction_id: auctionId },
        body: { message, phone: phone.trim() === "" ? null : phone }
      })
  })
}
