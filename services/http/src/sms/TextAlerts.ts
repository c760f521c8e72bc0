import { SqlClient } from "@effect/sql"
import { Outbox } from "@redline/infra"
import { Clock, Duration, Effect, Option } from "effect"

/** What a text alert is about; each kind texts a user about an auction at most once per window. */
export type TextAlertKind = "outbid" | "closing_soon" | "saved_search"

/**
 * A bidding war outbids a bidder again and again: one text about an auction per kind in this
 * window is enough to bring them back, the site and e-mail tell the rest.
 */
export const TEXT_ALERT_WINDOW = Duration.hours(1)

export interface TextAlert {
  readonly userId: number
  readonly auctionId: number
  readonly kind: TextAlertKind
  /** The text: short, with a link. */
  readonly body: string
}

/**
 * Who can be texted, and the text alerts themselves (spec 2 §3, §4): a user can receive texts with
 * a verified number that has not replied STOP. The questions other features ask of SMS are here.
 */
export class TextAlerts extends Effect.Service<TextAlerts>()("@redline/http/TextAlerts", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const outbox = yield* Outbox

    /**
     * The numbers to text these users at, by user, in one query: each verified, opted in and not
     * replied STOP since; a user who can't receive texts has none.
     */
    const numbersToText = (userIds: ReadonlyArray<number>): Effect.Effect<ReadonlyMap<number, string>> =>
      userIds.length === 0
        ? Effect.succeed(new Map())
        : sql<{ user_id: number; phone_number: string }>`
            SELECT e.user_id, e.phone_number FROM sms_enrollments e
             WHERE e.user_id = ANY(${userIds}::integer[]) AND e.validated_at IS NOT NULL AND e.is_opted_in
               AND NOT EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.phone_number = e.phone_number)`.pipe(
            Effect.map((rows) => new Map(rows.map((row) => [row.user_id, row.phone_number]))),
            Effect.orDie
          )

    /** The number to text the user at, as `numbersToText`; none when they can't receive texts. */
    const numberToText = (userId: number): Effect.Effect<Option.Option<string>> =>
      Effect.map(numbersToText([userId]), (numbers) => Option.fromNullable(numbers.get(userId)))

    /** Whether texts reach the user: the saved searches' `can_receive_sms`, the SMS channel of notifications. */
    const canReceiveTexts = (userId: number): Effect.Effect<boolean> => Effect.map(numberToText(userId), Option.isSome)

    /**
     * Queues the alert in the outbox, in the caller's transaction when it is in one, if the user can
     * receive texts and had no alert of its kind about the auction within `TEXT_ALERT_WINDOW`;
     * answers whether it was queued.
     */
    const queue = (alert: TextAlert): Effect.Effect<boolean> =>
      Effect.gen(function* () {
        const number = yield* numberToText(alert.userId)
        if (Option.isNone(number)) return false
        const now = new Date(yield* Clock.currentTimeMillis)
        const windowStart = new Date(now.getTime() - Duration.toMillis(TEXT_ALERT_WINDOW))
        const claimed = yield* sql`
          INSERT INTO sms_alerts_sent AS s ${sql.insert({ user_id: alert.userId, auction_id: alert.auctionId, kind: alert.kind, sent_at: now })}
          ON CONFLICT (user_id, auction_id, kind) DO UPDATE SET sent_at = EXCLUDED.sent_at WHERE s.sent_at <= ${windowStart}
          RETURNING s.user_id`.pipe(Effect.orDie)
        if (claimed.length === 0) return false
        yield* outbox.enqueue({ channel: "sms", recipient: number.value, subject: "", body: alert.body })
        return true
      })

    return { numbersToText, numberToText, canReceiveTexts, queue } as const
  })
}) {}
