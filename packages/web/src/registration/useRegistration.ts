import type { CardOnFile } from "@redline/api"
import { Messages } from "@redline/domain"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { registrationKeys, registrationQueries } from "./registrationQueries.ts"
import { CardNotTokenized, tokenizeCard } from "./tokenizeCard.ts"

export interface CardDetails {
  readonly number: string
  readonly expMonth: number
  readonly expYear: number
  readonly cvc: string
}

/**
 * Where the signed-in user stands in registering to bid, and the steps that complete it: a card
 * (tokenized at Stripe, then set up by Redline; `returnPath` is where the bank sends the person
 * back after an authentication it asks for), the end of that authentication, and the agreement.
 */
export function useRegistration() {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const key = registrationKeys.status(reader)
  const status = useQuery(registrationQueries.status(api, reader))
  const keep = (registration: CardOnFile) => queryClient.setQueryData(key, registration)
  const addCard = useMutation({
    mutationFn: async ({ card, returnPath }: { card: CardDetails; returnPath: string }) => {
      const form = status.data?.card_form ?? null
      if (form === null) throw new CardNotTokenized(null, Messages.paymentsUnavailable)
      const paymentMethod = await tokenizeCard(form, card)
      return api("auth.addPayment", { body: { payment_method_id: paymentMethod, return_path: returnPath } })
    },
    onSuccess: keep
  })
  const finishAuthentication = useMutation({
    mutationFn: (setupIntentId: string) => api("auth.addPayment", { body: { setup_intent_id: setupIntentId } }),
    onSuccess: keep
  })
  const agree = useMutation({
    mutationFn: () => api("auth.biddingAgreement"),
    onSuccess: () =>
      queryClient.setQueryData<CardOnFile>(key, (registration) =>
        registration === undefined ? registration : { ...registration, bidding_agreement: true }
      )
  })
  return { signedIn: reader !== null, status, addCard, finishAuthentication, agree }
}
