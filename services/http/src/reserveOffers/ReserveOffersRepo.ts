import { SqlClient } from "@effect/sql"
import type { CompAuction, ReserveOfferDetail } from "@redline/api"
import {
  auctionUrl,
  COMP_AUCTION_STATUSES,
  COMP_SUGGESTIONS,
  COMP_YEAR_SPAN,
  compFinalPrice,
  type ReserveOfferAnswer
} from "@redline/domain"
import { Effect, Option } from "effect"
import { type StoredPhoto, toPhoto } from "../auctions/AuctionRows.ts"

/** A past auction as a reserve offer compares with it. */
export interface CompRow {
  readonly id: number
  readonly title: string
  readonly status: number
  readonly current_bid: number
  readonly sale_amount: number | null
  readonly auction_end: Date
  readonly year: number
  readonly make: string
  readonly model: string
  readonly mileage: number | null
  readonly main_photo: StoredPhoto | null
}

/** A reserve offer as stored. */
export interface OfferRow {
  readonly id: number
  readonly submission_id: number
  readonly amount: number
  readonly comp_auction_ids: ReadonlyArray<number>
  readonly message: string
  readonly answer: ReserveOfferAnswer | null
  readonly answered_at: Date | null
  readonly created_at: Date
}

const compOf = (row: CompRow): CompAuction => ({
  id: row.id,
  title: row.title,
  status: row.status,
  final_price: compFinalPrice(row),
  main_photo: row.main_photo === null ? null : toPhoto(row.main_photo),
  auction_end: row.auction_end.toISOString(),
  auction_url: auctionUrl(row.id, row.title),
  year: row.year,
  make: row.make,
  model: row.model,
  mileage: row.mileage
})

const offerOf = (row: OfferRow, comps: ReadonlyArray<CompRow>): ReserveOfferDetail => ({
  id: row.id,
  submission_id: row.submission_id,
  amount: row.amount,
  message: row.message,
  comp_auctions: row.comp_auction_ids.flatMap((id) => {
    const comp = comps.find((found) => found.id === id)
    return comp === undefined ? [] : [compOf(comp)]
  }),
  answer: row.answer,
  answered_at: row.answered_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString()
})

const OFFER_COLUMNS = "o.id, o.submission_id, o.amount, o.comp_auction_ids, o.message, o.answer, o.answered_at, o.created_at"

/**
 * Reserve offers and the past auctions they compare with. Repos die on database errors, as the
 * API's do.
 */
export class ReserveOffersRepo extends Effect.Service<ReserveOffersRepo>()("@redline/http/ReserveOffersRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const compColumns = sql`
      a.id, a.title, a.status, a.current_bid, a.sale_amount, a.auction_end, l.year, l.make, l.model, l.mileage,
      (SELECT json_build_object('key', p.object_key, 'width', p.width, 'height', p.height)
         FROM photos p WHERE p.auction_id = a.id AND p.section = 'exterior'
        ORDER BY p.position LIMIT 1) AS main_photo`

    /** The auctions of these ids that exist, in no order, whatever their status. */
    const compRows = (ids: ReadonlyArray<number>) =>
      ids.length === 0
        ? Effect.succeed<ReadonlyArray<CompRow>>([])
        : sql<CompRow>`SELECT ${compColumns} FROM auctions a JOIN listings l ON l.id = a.listing_id WHERE a.id IN ${sql.in(ids)}`.pipe(
            Effect.orDie
          )

    const withComps = (rows: ReadonlyArray<OfferRow>) =>
      Effect.map(compRows([...new Set(rows.flatMap((row) => row.comp_auction_ids))]), (comps) => rows.map((row) => offerOf(row, comps)))

    return {
      compRows,

      /**
       * Past auctions to compare a car with: ended with a price, of its make and model, within
       * `COMP_YEAR_SPAN` years of its year; the closest year first, then the most recently ended.
       */
      suggestions: (car: { readonly year: number; readonly make_slug: string; readonly model_slug: string }) =>
        sql<CompRow>`
          SELECT ${compColumns} FROM auctions a JOIN listings l ON l.id = a.listing_id
           WHERE a.status IN ${sql.in(COMP_AUCTION_STATUSES)}
             AND l.make_slug = ${car.make_slug} AND l.model_slug = ${car.model_slug}
             AND l.year BETWEEN ${car.year - COMP_YEAR_SPAN} AND ${car.year + COMP_YEAR_SPAN}
           ORDER BY abs(l.year - ${car.year}), a.auction_end DESC, a.id DESC
           LIMIT ${COMP_SUGGESTIONS}`.pipe(
          Effect.map((rows) => rows.map(compOf)),
          Effect.orDie
        ),

      /** The submission's offers, newest first, each with its comparable auctions in the order staff chose them. */
      offers: (submissionId: number) =>
        sql<OfferRow>`
          SELECT ${sql.literal(OFFER_COLUMNS)} FROM reserve_offers o WHERE o.submission_id = ${submissionId} ORDER BY o.id DESC`.pipe(
          Effect.flatMap(withComps),
          Effect.orDie
        ),

      /** One offer of the submission, locked for its answer when `lock`. */
      offer: (submissionId: number, offerId: number, lock = false) =>
        sql<OfferRow>`
          SELECT ${sql.literal(OFFER_COLUMNS)} FROM reserve_offers o
           WHERE o.id = ${offerId} AND o.submission_id = ${submissionId} ${lock ? sql`FOR UPDATE` : sql``}`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      detail: (row: OfferRow) => Effect.map(withComps([row]), (offers) => offers[0]!),

      /** The answer of the submission's last offer: null while it waits, undefined when there is none. */
      lastAnswer: (submissionId: number) =>
        sql<{ answer: ReserveOfferAnswer | null }>`
          SELECT answer FROM reserve_offers WHERE submission_id = ${submissionId} ORDER BY id DESC LIMIT 1`.pipe(
          Effect.map((rows) => rows[0]?.answer),
          Effect.orDie
        ),

      /** A new offer, which the submission shows as waiting for the seller's answer. */
      make: (
        submissionId: number,
        staffId: number,
        amount: number,
        compIds: ReadonlyArray<number>,
        message: string,
        now: Date
      ): Effect.Effect<OfferRow> =>
        Effect.gen(function* () {
          const [row] = yield* sql<OfferRow>`
            INSERT INTO reserve_offers AS o (submission_id, user_id, amount, comp_auction_ids, message, created_at)
            VALUES (${submissionId}, ${staffId}, ${amount}, ${`{${compIds.join(",")}}`}::integer[], ${message}, ${now})
            RETURNING ${sql.literal(OFFER_COLUMNS)}`
          yield* sql`
            UPDATE submissions SET reserve_offer = ${JSON.stringify({ amount, created_at: now.toISOString() })}::jsonb, updated_at = ${now}
             WHERE id = ${submissionId}`
          return row!
        }).pipe(Effect.orDie),

      /** The seller's answer; the submission no longer shows an offer waiting. */
      answer: (row: OfferRow, answer: ReserveOfferAnswer, now: Date): Effect.Effect<OfferRow> =>
        Effect.gen(function* () {
          const [answered] = yield* sql<OfferRow>`
            UPDATE reserve_offers AS o SET answer = ${answer}, answered_at = ${now} WHERE o.id = ${row.id}
            RETURNING ${sql.literal(OFFER_COLUMNS)}`
          yield* sql`UPDATE submissions SET reserve_offer = NULL, updated_at = ${now} WHERE id = ${row.submission_id}`
          return answered!
        }).pipe(Effect.orDie)
    }
  })
}) {}
