import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { zipCodeRows } from "../ZipCodeTable.ts"

/** A Postgres array literal of plain values (codes are letters and digits, coordinates numbers). */
const arrayLiteral = (values: ReadonlyArray<string | number>) => `{${values.join(",")}}`

/**
 * 'Cars closest to me' (spec 1 §2, §3, §5). `zip_codes` holds where each US zip code and Canadian
 * postal prefix lies, from the `zipcodes` registry package, written in one statement so a new
 * embedded database gets it in a blink. A listing's `zip_key` is the code of its zip the table
 * knows it by (the 5 digits of '97201-1234', the prefix 'M5V' of 'm5v 3l9'), kept by Postgres
 * as the zip code changes. `distance_settings` keeps each user's country, zip code and
 * largest distance; a Canadian setting has neither zip code nor distance.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE zip_codes (
      code text PRIMARY KEY,
      country text NOT NULL CHECK (country IN ('US', 'CA')),
      latitude double precision NOT NULL,
      longitude double precision NOT NULL
    )`
  const rows = yield* Effect.promise(zipCodeRows)
  yield* sql`
    INSERT INTO zip_codes (code, country, latitude, longitude)
    SELECT * FROM unnest(
      ${arrayLiteral(rows.map((row) => row.code))}::text[],
      ${arrayLiteral(rows.map((row) => row.country))}::text[],
      ${arrayLiteral(rows.map((row) => row.latitude))}::double precision[],
      ${arrayLiteral(rows.map((row) => row.longitude))}::double precision[])`

  yield* sql`
    ALTER TABLE listings ADD COLUMN zip_key text GENERATED ALWAYS AS (
      COALESCE(substring(btrim(zip_code) FROM '^[0-9]{5}'), substring(upper(btrim(zip_code)) FROM '^[A-Z][0-9][A-Z]'))
    ) STORED`

  yield* sql`
    CREATE TABLE distance_settings (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      country text NOT NULL CHECK (country IN ('US', 'CA')),
      zip_code text REFERENCES zip_codes (code),
      max_distance integer CHECK (max_distance >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((country = 'US') = (zip_code IS NOT NULL AND max_distance IS NOT NULL))
    )`
})
