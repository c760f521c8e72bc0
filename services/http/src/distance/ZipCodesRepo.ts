import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

/** Where a place lies, in degrees. */
export interface Coordinates {
  readonly latitude: number
  readonly longitude: number
}

/** The zip-code table (migration 0018, from the `zipcodes` registry package). */
export class ZipCodesRepo extends Effect.Service<ZipCodesRepo>()("@redline/http/ZipCodesRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** Where a US zip code lies; none for a zip code the table doesn't know. */
    const locateUs = (zip: string): Effect.Effect<Option.Option<Coordinates>> =>
      sql<Coordinates>`SELECT latitude, longitude FROM zip_codes WHERE code = ${zip} AND country = 'US'`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    return { locateUs }
  })
}) {}
