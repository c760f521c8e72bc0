import { SqlClient } from "@effect/sql"
import { imageWidthFor, RUNNING_STATUSES } from "@redline/domain"
import { Outbox } from "@redline/infra"
import { Effect } from "effect"
import { auctionLink } from "../accounts/AccountMail.ts"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { IMAGE_BASE_URL } from "../auctions/AuctionRows.ts"
import { transactionOf } from "../Transaction.ts"
import { DailyEmailLinks } from "./DailyEmailLinks.ts"
import { type DigestAuction, digestMail } from "./DailyEmailMail.ts"
import { dueEdition } from "./DailyEmailSchedule.ts"

/** Subscribers mailed per transaction. */
const BATCH = 500

/** Auctions a mail shows; it counts the others and links to the live list. */
const SHOWN = 30

/** The photo as wide as the mail shows it, twice over for sharp screens. */
const PHOTO_WIDTH = imageWidthFor(2 * 552)

const DAY_MS = 86_400_000

interface EditionRow {
  readonly id: number
  readonly since: Date
  readonly until: Date
  readonly sent_through: string | null
  readonly only_to: string | null
}

interface AuctionRow {
  readonly id: number
  readonly title: string
  readonly sub_title: string
  readonly photo_key: string | null
}

/** What a batch did: nothing was left to send, or it mailed an edition's next subscribers. */
export type BatchOutcome =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Sent"; readonly edition: number; readonly auctions: number; readonly mails: number; readonly finished: boolean }

/**
 * The Daily Email: once a day at DAILY_EMAIL_AT (UTC), every subscriber is mailed the auctions
 * that went live since the edition before. An edition is a row of `daily_emails`; the scheduled
 * ones have a unique day, so of all the processes that try to claim a day one does. Any process
 * then sends a claimed edition's batches: each batch locks the edition's row, mails the next
 * subscribers in address order and moves `sent_through` past them in one transaction, so nobody
 * is mailed twice, and an edition a process left half-sent is finished by another. An edition
 * with no new auctions mails nobody.
 */
export class DailyEmailDigest extends Effect.Service<DailyEmailDigest>()("@redline/http/DailyEmailDigest", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const outbox = yield* Outbox
    const links = yield* DailyEmailLinks
    const { publicUrl, dailyEmailAt: at } = yield* AccountsConfig
    /**
     * Claims the scheduled edition due at `now` if no process has claimed it: it covers what went
     * live from the last scheduled edition's end (a day before, for the first) until now.
     * Answers whether this call claimed it.
     */
    const claimDue = (now: Date): Effect.Effect<boolean> => {
      const day = dueEdition(now, at)
      if (day === null) return Effect.succeed(false)
      return sql`
        INSERT INTO daily_emails (day, since, until)
        SELECT ${day}::date, COALESCE(MAX(until), ${new Date(now.getTime() - DAY_MS)}), ${now} FROM daily_emails WHERE day IS NOT NULL
        ON CONFLICT (day) DO NOTHING RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )
    }

    const auctionsOf = (edition: EditionRow) =>
      sql<AuctionRow>`
        SELECT a.id, a.title, a.sub_title,
               (SELECT p.object_key FROM photos p WHERE p.auction_id = a.id AND p.section = 'exterior'
                 ORDER BY p.position LIMIT 1) AS photo_key
          FROM auctions a
         WHERE a.status IN ${sql.in(RUNNING_STATUSES)} AND a.auction_start > ${edition.since} AND a.auction_start <= ${edition.until}
         ORDER BY a.auction_start, a.id`

    const shown = (auction: AuctionRow): DigestAuction => ({
      title: auction.title,
      subTitle: auction.sub_title,
      link: auctionLink(publicUrl, auction.id, auction.title),
      photo: auction.photo_key === null ? null : `${publicUrl}${IMAGE_BASE_URL}${auction.photo_key}?w=${PHOTO_WIDTH}`
    })

    /** Mails the next subscribers of an edition not finished, if one is not being sent by another process. */
    const sendBatch = (now: Date): Effect.Effect<BatchOutcome> =>
      transaction(
        Effect.gen(function* () {
          const [edition] = yield* sql<EditionRow>`
            SELECT id, since, until, sent_through, only_to FROM daily_emails
             WHERE finished_at IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`
          if (edition === undefined) return { _tag: "Idle" } as const
          const auctions = yield* auctionsOf(edition)
          const subscribers =
            auctions.length === 0
              ? []
              : yield* sql<{ email: string }>`
                  SELECT email FROM daily_email_subscriptions
                   WHERE ${edition.sent_through === null ? sql`true` : sql`email > ${edition.sent_through}`}
                     AND ${edition.only_to === null ? sql`true` : sql`email = ${edition.only_to}`}
                   ORDER BY email LIMIT ${BATCH}`
          const digest = { auctions: auctions.slice(0, SHOWN).map(shown), more: Math.max(0, auctions.length - SHOWN) }
          for (const { email } of subscribers) {
            yield* outbox.enqueue(digestMail(publicUrl, email, digest, { page: links.page(email), oneClick: links.oneClick(email) }))
          }
          const finished = subscribers.length < BATCH
          yield* sql`
            UPDATE daily_emails SET auctions = ${auctions.length}, mails = mails + ${subscribers.length},
                   sent_through = ${subscribers.at(-1)?.email ?? edition.sent_through},
                   finished_at = ${finished ? now : null}
             WHERE id = ${edition.id}`
          return { _tag: "Sent", edition: edition.id, auctions: auctions.length, mails: subscribers.length, finished } as const
        })
      ).pipe(Effect.orDie)

    /** Sends batches until no edition is left to send (or the others are being sent elsewhere). */
    const sendAll = (now: Date): Effect.Effect<number> =>
      Effect.iterate(
        { mails: 0, idle: false },
        {
          while: (state) => !state.idle,
          body: (state) =>
            Effect.map(sendBatch(now), (outcome) =>
              outcome._tag === "Idle" ? { ...state, idle: true } : { ...state, mails: state.mails + outcome.mails }
            )
        }
      ).pipe(Effect.map((state) => state.mails))

    return {
      claimDue,
      sendBatch,
      /** One round of the worker: claims the edition due, if nobody has, and sends what is left to send. */
      round: (now: Date) => Effect.zipRight(claimDue(now), sendAll(now)),
      /**
       * An edition now, apart from the schedule, for a developer to see one (`POST /api/v1/dev/daily-email/send`):
       * the auctions that went live in the last day, to every subscriber or to `onlyTo` if it is one.
       * The scheduled editions go on as before.
       */
      sendNow: (now: Date, onlyTo?: string) =>
        Effect.gen(function* () {
          const [edition] = yield* sql<{ id: number }>`
            INSERT INTO daily_emails ${sql.insert({ since: new Date(now.getTime() - DAY_MS), until: now, only_to: onlyTo ?? null })}
            RETURNING id`.pipe(Effect.orDie)
          yield* sendAll(now)
          const [sent] = yield* sql<{ auctions: number | null; mails: number }>`
            SELECT auctions, mails FROM daily_emails WHERE id = ${edition!.id}`.pipe(Effect.orDie)
          return { auctions: sent!.auctions ?? 0, mails: sent!.mails }
        })
    } as const
  }),
  dependencies: [DailyEmailLinks.Default]
}) {}
