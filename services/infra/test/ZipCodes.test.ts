import { it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { expect } from "vitest"
import { freshDatabase } from "../src/testing/index.ts"
import { zipCodeRows } from "../src/ZipCodeTable.ts"

it.layer(freshDatabase)("the zip-code table", (it) => {
  it.effect("holds the registry's US zip codes and Canadian postal prefixes with their coordinates", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const counts = yield* sql<{ country: string; count: number }>`
        SELECT country, count(*)::int AS count FROM zip_codes GROUP BY country ORDER BY country`
      expect(counts.find((row) => row.country === "US")!.count).toBeGreaterThan(40_000)
      expect(counts.find((row) => row.country === "CA")!.count).toBeGreaterThan(1_500)
      const places = yield* sql<{ code: string; latitude: number; longitude: number }>`
        SELECT code, latitude, longitude FROM zip_codes WHERE code IN ('97201', '10001', 'M5V') ORDER BY code`
      expect(places.map((place) => [place.code, Math.round(place.latitude), Math.round(place.longitude)])).toEqual([
        ["10001", 41, -74],
        ["97201", 46, -123],
        ["M5V", 44, -79]
      ])
    })
  )

  it.effect("knows a listing's place by its zip code, however it is written", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const keys = yield* sql<{ zip_key: string | null }>`
        SELECT zip_key FROM (VALUES ('97201'), (' 97201-1234'), ('m5v 3l9'), ('M5V3L9'), (''), ('ABC')) AS z (zip_code)
        CROSS JOIN LATERAL (SELECT COALESCE(substring(btrim(z.zip_code) FROM '^[0-9]{5}'),
                                            substring(upper(btrim(z.zip_code)) FROM '^[A-Z][0-9][A-Z]')) AS zip_key) k`
      expect(keys.map((row) => row.zip_key)).toEqual(["97201", "97201", "M5V", "M5V", null, null])
      const [column] = yield* sql<{ generation_expression: string }>`
        SELECT generation_expression FROM information_schema.columns WHERE table_name = 'listings' AND column_name = 'zip_key'`
      expect(column!.generation_expression).toMatch(/btrim\(zip_code\)/)
    })
  )
})

it("leaves out the registry's rows that can't be where they say: military mail, 0,0, a dropped sign, Santa's H0H", async () => {
  const rows = await zipCodeRows()
  const codes = new Set(rows.map((row) => row.code))
  expect(["09001", "34001", "10200", "H0H"].filter((code) => codes.has(code))).toEqual([])
  expect(["96910", "00901", "99501", "96813"].every((code) => codes.has(code))).toBe(true) // Guam, San Juan, Anchorage, Honolulu
  expect(rows.every((row) => row.country !== "US" || row.longitude < 0 || row.latitude < 20)).toBe(true)
})
