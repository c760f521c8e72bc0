import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Who can be texted, and at what number (spec 2 §3, §4), by the domain's `canReceiveTexts`. The
 * questions other features ask of SMS are here; their texts go to the outbox in the transaction of
 * what caused them.
 */
export class TextAlerts extends Effect.Service<TextAlerts>()("@redline/http/TextAlerts", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /**
     * The numbers to text these users at, by user, in one query; a user who can't receive texts has
     * none. This query is the domain's `canReceiveTexts` (`packages/domain/src/SmsEnrollment.ts`)
     * asked of the database: verified, opted in, and not in `sms_opt_outs`.
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

    /** Whether texts reach the user: the saved searches' `can_receive_sms`, the SMS channel of notifications. */
    const canReceiveTexts = (userId: number): Effect.Effect<boolean> =>
      Effect.map(numbersToText([userId]), (numbers) => numbers.has(userId))

    return { numbersToText, canReceiveTexts } as const
  })
}) {}
