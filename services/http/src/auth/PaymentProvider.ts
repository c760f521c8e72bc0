import { cardDigits, isCardNumber } from "@redline/domain"
import { AppConfig } from "@redline/infra"
import { Effect, Schema } from "effect"

export interface Card {
  readonly number: string
  readonly expMonth: number
  readonly expYear: number
  readonly cvc: string
}

export interface StoredCard {
  readonly reference: string
  readonly brand: string
  readonly last4: string
}

export class CardRefused extends Schema.TaggedError<CardRefused>()("CardRefused", {
  reason: Schema.Literal("declined", "invalid")
}) {}

/** No payment provider takes cards here. */
export class PaymentsUnreachable extends Schema.TaggedError<PaymentsUnreachable>()("PaymentsUnreachable", {}) {}

const brandOf = (digits: string) =>
  digits.startsWith("4") ? "Visa" : /^5[1-5]/.test(digits) ? "Mastercard" : /^3[47]/.test(digits) ? "American Express" : "Card"

/** The provider's usual decline numbers: 4000 0000 0000 0002 (declined) and 4000 0000 0000 9995 (insufficient funds). */
export const DECLINED_TEST_CARDS = ["4000000000000002", "4000000000009995"]

/** The local test provider: any valid card number is stored except the decline numbers. */
const storeLocalCard = (card: Card, now: Date): Effect.Effect<StoredCard, CardRefused> => {
  const digits = cardDigits(card.number)
  const expired = card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)
  if (!isCardNumber(digits) || !/^\d{3,4}$/.test(card.cvc) || card.expMonth < 1 || card.expMonth > 12 || expired) {
    return Effect.fail(new CardRefused({ reason: "invalid" }))
  }
  if (DECLINED_TEST_CARDS.includes(digits)) return Effect.fail(new CardRefused({ reason: "declined" }))
  return Effect.succeed({ reference: `test_card_${digits.slice(-4)}_${now.getTime()}`, brand: brandOf(digits), last4: digits.slice(-4) })
}

export interface PaymentProviderShape {
  readonly storeCard: (card: Card, now: Date) => Effect.Effect<StoredCard, CardRefused | PaymentsUnreachable>
}

/**
 * Where cards are kept: bidders register a card before they bid. No provider account can be
 * configured yet, so `Default` is the local test provider where stand-ins serve (a loopback HOST,
 * or STAND_INS=true) and takes no card elsewhere, rather than store cards it never charges.
 */
export class PaymentProvider extends Effect.Service<PaymentProvider>()("@redline/http/PaymentProvider", {
  effect: Effect.map(AppConfig, (config): PaymentProviderShape =>
    config.standIns ? { storeCard: storeLocalCard } : { storeCard: () => Effect.fail(new PaymentsUnreachable()) }
  )
}) {}
