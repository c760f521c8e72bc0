import { SqlClient } from "@effect/sql"
import { type ListedCar, RUNNING_STATUSES, type SavedSearchCriteria, savedSearchMatches } from "@redline/domain"
import { Outbox } from "@redline/infra"
import { Cause, Effect } from "effect"
import { auctionLink } from "../accounts/AccountMail.ts"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { newListingMail } from "./SavedSearchMail.ts"
import { TextAlerts } from "../sms/TextAlerts.ts"
import { savedSearchMatchText } from "../sms/SmsTexts.ts"
import { transactionOf } from "../Transaction.ts"

/** Auctions looked at per pass; more wait for the next one. */
const BATCH = 50

interface AuctionRow extends ListedCar {
  readonly id: number
  readonly seller_id: number
}

interface SubscriberRow extends SavedSearchCriteria {
  readonly user_id: number
  readonly username: string
  readonly email: string
  readonly send_email: boolean
  readonly send_sms: boolean
}

/** The e-mail and the text that tell people a new auction matches a search they saved. */
export class SavedSearchAlerts extends Effect.Service<SavedSearchAlerts>()("@redline/http/SavedSearchAlerts", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const outbox = yield* Outbox
    const texts = yield* TextAlerts
    const { publicUrl } = yield* AccountsConfig

    /**
     * Queues the e-mail of every saved search with e-mail alerts that matches the auction, one per
     * user, and the text of every one with text alerts, one per user who can receive texts, if the
     * auction is running and has not been announced yet; answers how many users were told. The
     * auction is marked announced in the same transaction as its mail and texts (the caller's, when
     * it is in one), so it is announced once, whoever asks and however often: a saved search tells
     * of an auction once, and its text needs no pace of its own.
     */
    const announce = (auctionId: number): Effect.Effect<number> =>
      transaction(
        Effect.gen(function* () {
          const claimed = yield* sql`
            INSERT INTO saved_search_alerts (auction_id)
            SELECT id FROM auctions WHERE id = ${auctionId} AND status IN ${sql.in(RUNNING_STATUSES)}
            ON CONFLICT DO NOTHING RETURNING auction_id`
          if (claimed.length === 0) return 0
          const [auction] = yield* sql<AuctionRow>`
            SELECT a.id, a.seller_id, a.title, l.year, l.make, l.make_slug, l.model, l.model_slug, l.transmission, l.body_style
              FROM auctions a JOIN listings l ON l.id = a.listing_id WHERE a.id = ${auctionId}`
          // The make narrows the searches down in the database; the domain's rule decides.
          const subscribers = yield* sql<SubscriberRow>`
            SELECT s.user_id, u.username, u.email, s.search, s.make_slug, s.model_slug, s.start_year, s.end_year,
                   s.transmission, s.body_style, s.send_email, s.send_sms
              FROM saved_searches s JOIN users u ON u.id = s.user_id
             WHERE (s.send_email OR s.send_sms) AND (s.make_slug IS NULL OR s.make_slug = ${auction!.make_slug})
               AND s.user_id <> ${auction!.seller_id}
             ORDER BY s.user_id, s.id`
          const mailed = new Map<number, SubscriberRow>()
          const texted = new Set<number>()
          for (const subscriber of subscribers) {
            if (!savedSearchMatches(subscriber, auction!)) continue
            if (subscriber.send_email && !mailed.has(subscriber.user_id)) mailed.set(subscriber.user_id, subscriber)
            if (subscriber.send_sms) texted.add(subscriber.user_id)
          }
          const numbers = yield* texts.numbersToText([...texted])
          const link = auctionLink(publicUrl, auction!.id, auction!.title)
          const text = savedSearchMatchText({ title: auction!.title, link })
          yield* outbox.enqueueAll([
            ...[...mailed.values()].map((subscriber) =>
              newListingMail(publicUrl, subscriber, { title: auction!.title, make: auction!.make, model: auction!.model, link })
            ),
            ...[...numbers.values()].map((number) => ({ channel: "sms" as const, recipient: number, subject: "", body: text }))
          ])
          return new Set([...mailed.keys(), ...numbers.keys()]).size
        })
      )

    /** Announces the running auctions not announced yet: those a queue started, or any a crash left. */
    const announceDue: Effect.Effect<number> = Effect.gen(function* () {
      const due = yield* sql<{ id: number }>`
        SELECT a.id FROM auctions a
         WHERE a.status IN ${sql.in(RUNNING_STATUSES)}
           AND NOT EXISTS (SELECT 1 FROM saved_search_alerts s WHERE s.auction_id = a.id)
         ORDER BY a.id LIMIT ${BATCH}`
      let queued = 0
      for (const { id } of due) {
        // An auction its announcement dies on is logged and tried again next round; the others are announced.
        queued += yield* announce(id).pipe(
          Effect.catchAllDefect((defect) =>
            Effect.as(Effect.logError(`Saved search alerts for auction ${id} failed`, Cause.die(defect)), 0)
          )
        )
      }
      return queued
    }).pipe(Effect.orDie)

    return { announce, announceDue }
  }),
  dependencies: [TextAlerts.Default]
}) {}
