import { SqlClient } from "@effect/sql"
import type { DistanceSetting, MaxDistance } from "@redline/domain"
import { CANADA } from "@redline/domain"
import { Effect } from "effect"

interface SettingRow {
  readonly country: "US" | "CA"
  readonly zip_code: string | null
  readonly max_distance: number | null
}

const settingOf = (row: SettingRow): DistanceSetting =>
  row.country === "CA" ? CANADA : { country: "US", zip_code: row.zip_code!, max_distance: row.max_distance as MaxDistance }

/** Each signed-in user's one distance setting ('Save zip code settings', spec 1 §7). */
export class DistanceSettingsRepo extends Effect.Service<DistanceSettingsRepo>()("@redline/http/DistanceSettingsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const get = (userId: number): Effect.Effect<DistanceSetting | null> =>
      sql<SettingRow>`SELECT country, zip_code, max_distance FROM distance_settings WHERE user_id = ${userId}`.pipe(
        Effect.map((rows) => (rows[0] === undefined ? null : settingOf(rows[0]))),
        Effect.orDie
      )

    /** Keeps the setting as the user's, in place of any before; its zip code is one the table knows. */
    const save = (userId: number, setting: DistanceSetting): Effect.Effect<void> =>
      sql`
        INSERT INTO distance_settings (user_id, country, zip_code, max_distance)
        VALUES (${userId}, ${setting.country}, ${setting.zip_code}, ${setting.max_distance})
        ON CONFLICT (user_id) DO UPDATE
          SET country = EXCLUDED.country, zip_code = EXCLUDED.zip_code, max_distance = EXCLUDED.max_distance, updated_at = now()`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    return { get, save }
  })
}) {}
