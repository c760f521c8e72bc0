import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Whether the user can receive text alerts (spec 2 §4): that takes a verified phone number.
 * Accounts have no phone numbers yet, as SMS enrollment is still to come, so no one can; this
 * is the one place to ask once they do.
 */
export const canReceiveTexts = (_userId: number): Effect.Effect<boolean> => Effect.succeed(false)

/**
 * The number to text, of each of the users who can receive texts: a validated number that has
 * not replied STOP (`sms_enrollments`, spec 2 §3 'SMS enrollment'). Only asked for users who
 * turned a text alert on, which `canReceiveTexts` allows.
 */
export const textNumbers = (userIds: ReadonlyArray<number>): Effect.Effect<ReadonlyMap<number, string>, never, SqlClient.SqlClient> =>
  userIds.length === 0
    ? Effect.succeed(new Map())
    : Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ user_id: number; phone_number: string }>`
          SELECT user_id, phone_number FROM sms_enrollments
           WHERE user_id IN ${sql.in(userIds)} AND validated_at IS NOT NULL AND is_opted_in AND phone_number IS NOT NULL`.pipe(
          Effect.map((rows) => new Map(rows.map((row) => [row.user_id, row.phone_number]))),
          Effect.orDie
        )
      )
