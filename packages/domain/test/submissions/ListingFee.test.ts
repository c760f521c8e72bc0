import { describe, expect, it } from "vitest"
import {
  feeAfter,
  SMALLEST_CHARGE,
  formatFee,
  LISTING_FEE,
  listingFeePayable,
  listingFeeProblem,
  type PromoCode,
  promoCodeProblem,
  readPromoCode
} from "../../src/submissions/ListingFee.ts"
import { SubmissionStatus } from "../../src/submissions/SubmissionStatus.ts"

const now = new Date("2026-11-28T12:00:00Z")
const code = (more: Partial<PromoCode> = {}): PromoCode => ({
  discount: { percentOff: 50, amountOff: null },
  startsAt: null,
  endsAt: null,
  maxUses: null,
  uses: 0,
  ...more
})

describe("readPromoCode", () => {
  it("trims and lower-cases a code of letters, digits and dashes", () => {
    expect(readPromoCode("  Launch-2026 ")).toBe("launch-2026")
    expect(readPromoCode("a".repeat(32))).toBe("a".repeat(32))
  })

  it("refuses anything else", () => {
    expect(readPromoCode("")).toBeNull()
    expect(readPromoCode("   ")).toBeNull()
    expect(readPromoCode("half off")).toBeNull()
    expect(readPromoCode("half_off")).toBeNull()
    expect(readPromoCode("a".repeat(33))).toBeNull()
  })
})

describe("promoCodeProblem", () => {
  it("takes a code within its window and uses", () => {
    expect(promoCodeProblem(code(), now)).toBeNull()
    expect(
      promoCodeProblem(code({ startsAt: new Date("2026-11-01"), endsAt: new Date("2026-12-01"), maxUses: 3, uses: 2 }), now)
    ).toBeNull()
  })

  it("says why one can't be used: unknown or not started, expired, used up", () => {
    expect(promoCodeProblem(null, now)).toBe("This promo code is not valid.")
    expect(promoCodeProblem(code({ startsAt: new Date("2026-12-01") }), now)).toBe("This promo code is not valid.")
    expect(promoCodeProblem(code({ endsAt: now }), now)).toBe("This promo code has expired.")
    expect(promoCodeProblem(code({ maxUses: 3, uses: 3 }), now)).toBe("This promo code has been used up.")
  })
})

describe("feeAfter", () => {
  it("takes a percent, rounded to the cent, or an amount off, never below $0", () => {
    expect(feeAfter(LISTING_FEE, null)).toBe(9_900)
    expect(feeAfter(LISTING_FEE, { percentOff: 50, amountOff: null })).toBe(4_950)
    expect(feeAfter(LISTING_FEE, { percentOff: 33, amountOff: null })).toBe(6_633)
    expect(feeAfter(LISTING_FEE, { percentOff: 100, amountOff: null })).toBe(0)
    expect(feeAfter(LISTING_FEE, { percentOff: null, amountOff: 2_000 })).toBe(7_900)
    expect(feeAfter(LISTING_FEE, { percentOff: null, amountOff: 20_000 })).toBe(0)
    // below the least a card is charged, the rest is waived
    expect(feeAfter(LISTING_FEE, { percentOff: null, amountOff: 9_870 })).toBe(0)
    expect(feeAfter(LISTING_FEE, { percentOff: null, amountOff: 9_850 })).toBe(SMALLEST_CHARGE)
  })
})

describe("listingFeeProblem", () => {
  it("lets an accepted submission alone be paid for, and says why not otherwise", () => {
    expect(listingFeePayable(SubmissionStatus.accepted)).toBe(true)
    expect(listingFeeProblem(SubmissionStatus.accepted)).toBeNull()
    expect(listingFeeProblem(SubmissionStatus.submitted)).toBe("The listing fee is due once our team accepts your car.")
    expect(listingFeeProblem(SubmissionStatus.paid)).toBe("The listing fee is paid already.")
    expect(listingFeeProblem(SubmissionStatus.live)).toBe("The listing fee is paid already.")
    expect(listingFeeProblem(SubmissionStatus.canceled)).toBe("This submission takes no listing fee.")
  })
})

describe("formatFee", () => {
  it("writes cents as dollars, cents shown only when there are some", () => {
    expect(formatFee(9_900)).toBe("$99")
    expect(formatFee(4_950)).toBe("$49.50")
    expect(formatFee(0)).toBe("$0")
  })
})
