import { type BuyerCommission, buyerCommissionFrom } from "@redline/domain"
import { useBootstrap } from "../bootstrap/useBootstrap.ts"

/** The buyer's commission in force: the bootstrap values over the spec's defaults. */
export function useBuyerCommission(): BuyerCommission {
  const bootstrap = useBootstrap()
  return buyerCommissionFrom(bootstrap.data ?? {})
}
