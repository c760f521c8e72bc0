import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { SessionCache } from "./SessionCache.ts"

/** What registering to bid takes: a card on file and the bidding agreement, as the account has them. */
export interface Registration {
  readonly card_on_file: boolean
  readonly brand: string | null
  readonly last4: string | null
  readonly exp_month: number | null
  readonly exp_year: number | null
  readonly bidding_agreement: boolean
}

/** A card the payment provider took, as the account keeps it: its payment method at Stripe, brand, last four and expiry. */
export interface CardOnFile {
  readonly reference: string
  readonly brand: string
  readonly last4: string
  readonly expMonth: number
  readonly expYear: number
}

/** Bidders register a card and accept the bidding agreement before they bid; the account keeps both. */
export class BidderRegistration extends Effect.Service<BidderRegistration>()("@redline/http/BidderRegistration", {
  dependencies: [SessionCache.Default],
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sessions = yield* SessionCache

    const of = (userId: number): Effect.Effect<Registration> =>
      sql<{
        card_on_file: boolean
        card_brand: string | null
        card_last4: string | null
        card_exp_month: number | null
        card_exp_year: number | null
        bidding_agreement: boolean
      }>`
        SELECT card_on_file, card_brand, card_last4, card_exp_month, card_exp_year, bidding_agreement FROM users WHERE id = ${userId}`.pipe(
        Effect.map(([row]) => ({
          card_on_file: row?.card_on_file ?? false,
          brand: row?.card_brand ?? null,
          last4: row?.card_last4 ?? null,
          exp_month: row?.card_exp_month ?? null,
          exp_year: row?.card_exp_year ?? null,
          bidding_agreement: row?.bidding_agreement ?? false
        })),
        Effect.orDie
      )

    /** Keeps the card, replacing any card on file. */
    const keepCard = (userId: number, card: CardOnFile) =>
      sql`
        UPDATE users SET card_on_file = true, card_brand = ${card.brand}, card_last4 = ${card.last4},
               card_exp_month = ${card.expMonth}, card_exp_year = ${card.expYear}, payment_reference = ${card.reference}
         WHERE id = ${userId}`.pipe(Effect.orDie, Effect.zipRight(sessions.changed(userId)))

    const acceptAgreement = (userId: number) =>
      sql`UPDATE users SET bidding_agreement = true WHERE id = ${userId}`.pipe(Effect.orDie, Effect.zipRight(sessions.changed(userId)))

    return { of, keepCard, acceptAgreement } as const
  })
}) {}
