import type { CardOnFile } from "@redline/api"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { registrationKeys, registrationQueries } from "./registrationQueries.ts"

export interface CardDetails {
  readonly card_number: string
  readonly exp_month: number
  readonly exp_year: number
  readonly cvc: string
}

/** Where the signed-in user stands in registering to bid, and the two steps that complete it. */
export function useRegistration() {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const key = registrationKeys.status(reader)
  const status = useQuery(registrationQueries.status(api, reader))
  const addCard = useMutation({
    mutationFn: (card: CardDetails) => api("auth.addPayment", { body: card }),
    onSuccess: (registration) => queryClient.setQueryData(key, registration)
  })
  const agree = useMutation({
    mutationFn: () => api("auth.biddingAgreement"),
    onSuccess: () =>
      queryClient.setQueryData<CardOnFile>(key, (registration) =>
        registration === undefined ? registration : { ...registration, bidding_agreement: true }
      )
  })
  return { signedIn: reader !== null, status, addCard, agree }
}
