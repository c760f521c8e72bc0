import type { CardOnFile } from "@redline/api"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useSession } from "../session/useSession.ts"
import { useSessionRequest } from "../session/useSessionRequest.ts"

export interface CardDetails {
  readonly card_number: string
  readonly exp_month: number
  readonly exp_year: number
  readonly cvc: string
}

const registrationKey = (userId: number | undefined) => ["registration", userId] as const

/** Where the signed-in user stands in registering to bid, and the two steps that complete it. */
export function useRegistration() {
  const session = useSession()
  const request = useSessionRequest()
  const queryClient = useQueryClient()
  const key = registrationKey(session?.user_id)
  const status = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => request<CardOnFile>("/v1/auth/payment", { signal }),
    enabled: session !== null
  })
  const addCard = useMutation({
    mutationFn: (card: CardDetails) => request<CardOnFile>("/v1/auth/payment", { method: "POST", body: card }),
    onSuccess: (registration) => queryClient.setQueryData(key, registration)
  })
  const agree = useMutation({
    mutationFn: () => request<{ bidding_agreement: true }>("/v1/auth/bidding_agreement", { method: "POST" }),
    onSuccess: () =>
      queryClient.setQueryData<CardOnFile>(key, (registration) =>
        registration === undefined ? registration : { ...registration, bidding_agreement: true })
  })
  return { signedIn: session !== null, status, addCard, agree }
}
