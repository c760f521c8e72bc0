import type { SuccessOf } from "@redline/api"
import { LISTING_FEE } from "@redline/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useCallback, useRef, useState } from "react"
import { ApiError } from "../api/request.ts"
import { useApi } from "../api/useApi.ts"
import { newIdempotencyKey } from "../bidding/usePlaceBid.ts"
import { useReaderId } from "../session/readerId.ts"
import { submissionsKeys } from "./submissionsQueries.ts"

/**
 * The seller's listing fee: a promo code applied (checked by the server, which answers the fee
 * after it), and paying. A payment keeps its idempotency key until the server answers it for
 * good, so a retry after a lost answer is the same payment, never a second charge; a refusal or
 * the fee paid ends it. Paid, the submission's cache takes the server's answer (status Paid).
 */
export function useListingFee(submissionId: number) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const [applied, setApplied] = useState<SuccessOf<"submissions.promoCode"> | null>(null)
  const attempt = useRef<string | null>(null)
  const path = { submission_id: submissionId }

  const apply = useMutation({
    mutationFn: (code: string) => api("submissions.promoCode", { path, query: { code } }),
    onSuccess: setApplied,
    onError: () => setApplied(null)
  })
  const pay = useMutation({
    mutationFn: () => {
      attempt.current ??= newIdempotencyKey()
      return api("submissions.pay", { path, body: { idempotency_key: attempt.current, promo_code: applied?.promo_code ?? null } })
    },
    onSuccess: (paid) => {
      // waiting on the bank or on Stripe, paying again is the same payment, which answers where it stands
      if (paid.status === "paid") attempt.current = null
      queryClient.setQueryData(submissionsKeys.detail(submissionId, reader), paid.submission)
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.active(reader) })
    },
    onError: (error) => {
      // Refused for good (declined, no card, a code used up): the next try is a new payment. Unreachable (503) or no answer: the same one.
      if (error instanceof ApiError && error.status < 500) attempt.current = null
    }
  })
  /** Back from the bank's page: the webhook makes the submission Paid in a moment, so it is read again until it shows. */
  const awaitConfirmation = useCallback(
    () => queryClient.invalidateQueries({ queryKey: submissionsKeys.detail(submissionId, reader) }),
    [queryClient, submissionId, reader]
  )
  /** The code was changed after it was applied: the fee is the full one until the new code is applied. */
  const forgetCode = () => {
    setApplied(null)
    apply.reset()
  }
  return { fee: LISTING_FEE, amount: applied?.amount ?? LISTING_FEE, applied, apply, forgetCode, pay, awaitConfirmation }
}
