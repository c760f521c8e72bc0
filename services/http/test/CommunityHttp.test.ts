import { describe, expect, it } from "vitest"
import { caller, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)
const sql = api.sql

describe("communities", () => {
  it("has one per make and model of the catalogue, the topical ones and 'General', whose id bootstrap gives", async () => {
    const [counts] = await sql(
      (db) => db<{ makes: number; models: number; communities: number }>`
        SELECT (SELECT count(*)::int FROM makes) AS makes, (SELECT count(*)::int FROM models) AS models,
               (SELECT count(*)::int FROM communities) AS communities`
    )
    expect(counts!.communities).toBe(counts!.makes + counts!.models + 6)
    const [general] = await sql((db) => db<{ id: number }>`SELECT id FROM communities WHERE slug = 'general'`)
    expect((await call("GET", "/api/v1/bootstrap")).body.general_community).toBe(general!.id)
  })
})
