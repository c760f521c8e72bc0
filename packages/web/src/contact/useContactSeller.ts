import type { ContactSellerAnswer } from "@redline/api"
import { useMutation } from "@tanstack/react-query"
import { useSessionRequest } from "../session/useSessionRequest.ts"

export interface SellerMessage {
  readonly message: string
  /** As typed; empty for none. The server keeps it in one form. */
  readonly phone: string
}

/** Sends a message to the auction's seller as the signed-in user. */
export function useContactSeller(auctionId: number) {
  const request = useSessionRequest()
  return useMutation({
    mutationFn: ({ message, phone }: SellerMessage) =>
      request<ContactSellerAnswer>(`/v1/auctions/${auctionId}/contact_seller`, {
        method: "POST",
        body: { message, phone: phone.trim() === "" ? null : phone }
      })
  })
}
