import { type ActiveSubmission, type SellerCallToAction, sellerCallToAction } from "@redline/domain"
import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { activeSubmissionQuery } from "./activeSubmissionQuery.ts"

/** The signed-in reader's active submission (bootstrap's `active_submission`); null for a visitor, for none, and while it loads. */
export function useActiveSubmission(): ActiveSubmission | null {
  const reader = useReaderId()
  const active = useQuery(activeSubmissionQuery(useApi(), reader))
  return reader === null ? null : (active.data ?? null)
}

/** The seller's call to action wherever the site offers one (spec 1 §2): 'Sell a Car' until there is a submission. */
export function useSellerCallToAction(): SellerCallToAction {
  return sellerCallToAction(useActiveSubmission())
}
