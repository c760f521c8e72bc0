import type { SuccessOf } from "@redline/api"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { submissionsKeys, submissionsQueries } from "./submissionsQueries.ts"

/** The seller's answer as the API takes it (spec 3 §7 'PUT reserve offers (final flag, or no_reserve)'). */
export type ReserveOfferReply = { readonly final: boolean } | { readonly no_reserve: true }

/**
 * Staff's reserve offers on a submission, read while one may be there (`enabled`), and the
 * seller's answer to one. Answered, the offers and the submission take the server's answer, and
 * the seller's lists and calls to action are read again (the offer no longer waits).
 */
export function useReserveOffer(submissionId: number, enabled: boolean) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const offers = useQuery({ ...submissionsQueries.reserveOffers(api, submissionId, reader), enabled })
  const answer = useMutation({
    mutationFn: ({ offerId, reply }: { readonly offerId: number; readonly reply: ReserveOfferReply }) =>
      api("reserveOffers.answer", { path: { submission_id: submissionId, offer_id: offerId }, body: reply }),
    onSuccess: (answered) => {
      queryClient.setQueryData<SuccessOf<"reserveOffers.list">>(submissionsKeys.reserveOffers(submissionId, reader), (shown) =>
        shown === undefined
          ? { reserve_offers: [answered.reserve_offer] }
          : {
              reserve_offers: shown.reserve_offers.map((offer) => (offer.id === answered.reserve_offer.id ? answered.reserve_offer : offer))
            }
      )
      queryClient.setQueryData(submissionsKeys.detail(submissionId, reader), answered.submission)
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.active(reader) })
    }
  })
  return { offers, answer }
}
