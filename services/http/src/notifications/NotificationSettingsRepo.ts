import { SqlClient } from "@effect/sql"
import {
  type ChosenSetting,
  isNotificationOption,
  NOTIFICATION_METHODS,
  type NotificationMethod,
  type NotificationOption
} from "@redline/domain"
import { Effect } from "effect"

interface SettingRow {
  readonly user_id: number
  readonly option: string
  readonly method: string
  readonly value: boolean
}

const isMethod = (method: string): method is NotificationMethod => (NOTIFICATION_METHODS as ReadonlyArray<string>).includes(method)

const chosenOf = (row: SettingRow): ChosenSetting | null =>
  isNotificationOption(row.option) && isMethod(row.method) ? { option: row.option, method: row.method, value: row.value } : null

/**
 * The notification settings users chose, over the domain's defaults (`notificationSettings`).
 * Two options live elsewhere and are read in with the rest: `daily_email` is the account's
 * address on the Daily Email list, `play_bid_sound` the user's own column.
 */
export class NotificationSettingsRepo extends Effect.Service<NotificationSettingsRepo>()("@redline/http/NotificationSettingsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** What each user chose, per user; users who chose nothing have an empty list. */
    const chosenBy = (userIds: ReadonlyArray<number>): Effect.Effect<ReadonlyMap<number, ReadonlyArray<ChosenSetting>>> =>
      userIds.length === 0
        ? Effect.succeed(new Map())
        : sql<SettingRow>`
            SELECT user_id, option, method, value FROM notification_settings WHERE user_id IN ${sql.in(userIds)}
            UNION ALL
            SELECT u.id, 'play_bid_sound', 'site', u.play_bid_sound FROM users u WHERE u.id IN ${sql.in(userIds)}
            UNION ALL
            SELECT u.id, 'daily_email', 'email', EXISTS (SELECT 1 FROM daily_email_subscriptions d WHERE d.email = lower(u.email))
              FROM users u WHERE u.id IN ${sql.in(userIds)}`.pipe(
            Effect.map((rows) => {
              const chosen = new Map<number, Array<ChosenSetting>>(userIds.map((id) => [id, []]))
              for (const row of rows) {
                const setting = chosenOf(row)
                if (setting !== null) chosen.get(row.user_id)?.push(setting)
              }
              return chosen
            }),
            Effect.orDie
          )

    return {
      chosenBy,
      chosen: (userId: number): Effect.Effect<ReadonlyArray<ChosenSetting>> =>
        Effect.map(chosenBy([userId]), (chosen) => chosen.get(userId) ?? []),

      /** Keeps the user's value of an option on a channel (not `daily_email`, which is the list's, nor `play_bid_sound`). */
      set: (userId: number, option: NotificationOption, method: NotificationMethod, value: boolean): Effect.Effect<void> =>
        sql`
          INSERT INTO notification_settings ${sql.insert({ user_id: userId, option, method, value })}
          ON CONFLICT (user_id, option, method) DO UPDATE SET value = EXCLUDED.value`.pipe(Effect.asVoid, Effect.orDie),

      setPlayBidSound: (userId: number, value: boolean): Effect.Effect<void> =>
        sql`UPDATE users SET play_bid_sound = ${value} WHERE id = ${userId}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
