export interface BuyerCommission {
  readonly rate: number
  readonly min: number
  readonly max: number
}

export const DEFAULT_BUYER_COMMISSION: BuyerCommission = { rate: 0.05, min: 250, max: 7500 }

/** The bootstrap values may override any part of the commission (spec 1 §3, §9). */
export interface BuyerCommissionBootstrap {
  readonly buyer_commission_rate?: number | null
  readonly buyer_commission_min?: number | null
  readonly buyer_commission_max?: number | null
}

export function buyerCommissionFrom(bootstrap: BuyerCommissionBootstrap): BuyerCommission {
  return {
    rate: bootstrap.buyer_commission_rate ?? DEFAULT_BUYER_COMMISSION.rate,
    min: bootstrap.buyer_commission_min ?? DEFAULT_BUYER_COMMISSION.min,
    max: bootstrap.buyer_commission_max ?? DEFAULT_BUYER_COMMISSION.max
  }
}

/**
 * Whole dollars, half a dollar rounding up. Going through cents first keeps float noise
 * (5,010 × 0.05 = 250.50000000000003) from deciding which way a half rounds.
 */
export function buyersFee(amount: number, commission: BuyerCommission = DEFAULT_BUYER_COMMISSION): number {
  const cents = Math.round(amount * commission.rate * 100)
  const fee = Math.round(cents / 100)
  return Math.min(commission.max, Math.max(commission.min, fee))
}
