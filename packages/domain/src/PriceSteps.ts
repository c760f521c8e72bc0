/**
 * The price ladder of spec 1 §9, spec 3 §9 and DESIGN invariant 5. Bid increments and reserve
 * lowering read the same table so the two can never drift apart.
 */
export const PRICE_STEPS = [
  { from: 200_000, step: 1_000 },
  { from: 50_000, step: 500 },
  { from: 15_000, step: 250 },
  { from: 0, step: 100 }
] as const

/** The step of the band `amount` lies in; anything below the first band gets the smallest step. */
export function priceStep(amount: number): number {
  return PRICE_STEPS.find(({ from }) => amount >= from)?.step ?? PRICE_STEPS[3].step
}
