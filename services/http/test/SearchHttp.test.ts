import { AuctionStatus } from "@redline/domain"
import { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { type AuctionSeed, caller, insertAccount, insertAuctions, member, staffAccessKey, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)
const get = (path: string, key?: string) => call("GET", path, undefined, key === undefined ? {} : key)

const live = (seed: Partial<AuctionSeed> & Pick<AuctionSeed, "title" | "year">): AuctionSeed => ({
  status: AuctionStatus.live,
  endInHours: 48,
  transmission: "Manual",
  bodyStyle: "Coupe",
  mileage: 41_000,
  currentBid: 20_000,
  reserve: null,
  ...seed
})

const ended = (n: number): AuctionSeed => ({
  ...live({ title: `${1990 + (n % 8)} Porsche 911 Carrera`, year: 1990 + (n % 8) }),
  status: AuctionStatus.sold,
  endInHours: -24 - n,
  saleAmount: 50_000 + n
})

let ids: ReadonlyArray<number>
let reader: { id: number; key: string }
let other: { id: number; key: string }

beforeAll(async () => {
  const staffKey = await staffAccessKey(api)
  ids = await api.run(
    insertAuctions(
      [
        live({
          title: "1995 Porsche 911 Carrera",
          year: 1995,
          endInHours: 10,
          sections: { videos: ["https://www.youtube.com/watch?v=abc123"] }
        }),
        live({ title: "1989 Porsche 911 Carrera Targa", year: 1989, endInHours: 20, transmission: "Automatic" }),
        live({
          title: "1990 BMW 325i Convertible",
          year: 1990,
          make: "BMW",
          model: "325i",
          endInHours: 30,
          sections: { highlights: "- Bought new from a Porsche dealer in Oregon" }
        }),
        live({ title: "1991 Mazda MX-5 Miata", year: 1991, make: "Mazda", model: "MX-5 Miata", endInHours: 40 }),
        ...Array.from({ length: 32 }, (_, n) => ended(n))
      ],
      new Date()
    )
  )
  reader = await member(api, staffKey, "search_reader")
  other = await member(api, staffKey, "search_other")
})

describe("GET /api/v1/search/predict", () => {
  const predict = async (query: string, limit?: number) =>
    (await get(`/api/v1/search/predict?query=${encodeURIComponent(query)}${limit === undefined ? "" : `&limit=${limit}`}`)).body
      .predictions as ReadonlyArray<{
      kind: string
      label: string
      make_slug: string | null
      model_slug: string | null
      search: string | null
    }>

  it("suggests the make, then its listed models, then titles, an exact make or model above a text mention", async () => {
    const predictions = await predict("porsche")
    expect(predictions[0]).toEqual({ kind: "make", label: "Porsche", make_slug: "porsche", model_slug: null, search: null })
    expect(predictions[1]).toEqual({ kind: "model", label: "Porsche 911", make_slug: "porsche", model_slug: "911", search: null })
    // models without listings (the 356, the 928…) would lead to an empty page
    expect(predictions.filter((p) => p.kind === "model")).toHaveLength(1)
    // titles follow; the BMW whose listing only mentions a Porsche dealer is found by a search, not suggested
    expect(predictions.slice(2).map((p) => [p.kind, p.search])).toEqual([
      ["search", "Porsche 911 Carrera"],
      ["search", "Porsche 911 Carrera Targa"]
    ])
  })

  it("suggests the titles carrying a word that names no make or model, the most listed first", async () => {
    const texts = (await predict("convertible")).map((p) => p.label)
    expect(texts).toEqual(["BMW 325i Convertible"])
    // 'Carrera' is no model: the titles carrying it, the most listed first
    expect((await predict("carrera")).map((p) => p.label)).toEqual(["Porsche 911 Carrera", "Porsche 911 Carrera Targa"])
  })

  it("reads the last word as a beginning and forgives a misspelling", async () => {
    expect((await predict("porsche 9"))[0]).toMatchObject({ kind: "model", label: "Porsche 911" })
    expect((await predict("porshe 911"))[0]).toMatchObject({ kind: "model", label: "Porsche 911", model_slug: "911" })
    expect((await predict("miata"))[0]).toMatchObject({ kind: "model", make_slug: "mazda", model_slug: "mx-5-miata" })
    expect((await predict("mx-5"))[0]).toMatchObject({ kind: "model", label: "Mazda MX-5 Miata" })
  })

  it("names a catalogued make without listings only when typed in full", async () => {
    expect((await predict("lamborghini"))[0]).toMatchObject({ kind: "make", make_slug: "lamborghini" })
    expect(await predict("lambo")).toEqual([])
  })

  it("keeps to the limit, up to 10, and says nothing for nothing", async () => {
    expect(await predict("porsche", 2)).toHaveLength(2)
    expect(await predict("  ")).toEqual([])
    const tooMany = await get("/api/v1/search/predict?query=porsche&limit=11")
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toContain("limit")
  })
})

describe("GET /api/v1/search/live", () => {
  const titles = (body: { auctions: ReadonlyArray<{ title: string }> }) => body.auctions.map((a) => a.title)

  it("lists a make's or a model's live cars, ending soonest first, with the count", async () => {
    const { status, body } = await get("/api/v1/search/live?make_slug=porsche")
    expect(status).toBe(200)
    expect(titles(body)).toEqual(["1995 Porsche 911 Carrera", "1989 Porsche 911 Carrera Targa"])
    expect(body.meta.total).toBe(2)
    expect((await get("/api/v1/search/live?make_slug=mazda&model_slug=mx-5-miata")).body.meta.total).toBe(1)
  })

  it("finds a text in the car and its listing, typos forgiven", async () => {
    expect(titles((await get("/api/v1/search/live?search=porshe%20911")).body)).toEqual([
      "1995 Porsche 911 Carrera",
      "1989 Porsche 911 Carrera Targa"
    ])
    expect(titles((await get("/api/v1/search/live?search=carrera%20targa")).body)).toEqual(["1989 Porsche 911 Carrera Targa"])
    expect(titles((await get("/api/v1/search/live?search=oregon")).body)).toEqual(["1990 BMW 325i Convertible"])
    expect((await get("/api/v1/search/live?search=ferrari%20testarossa")).body.meta.total).toBe(0)
  })

  it("applies the lists' filters and sorts", async () => {
    expect(titles((await get("/api/v1/search/live?make_slug=porsche&transmission=automatic")).body)).toEqual([
      "1989 Porsche 911 Carrera Targa"
    ])
    expect(titles((await get("/api/v1/search/live?make_slug=porsche&start_year=1990")).body)).toEqual(["1995 Porsche 911 Carrera"])
    // newly listed: the later start first (every seed started 7 days before its end)
    expect(titles((await get("/api/v1/search/live?make_slug=porsche&lsort=6")).body)).toEqual([
      "1989 Porsche 911 Carrera Targa",
      "1995 Porsche 911 Carrera"
    ])
  })

  it("answers the model's videos and the reader's saved search of exactly this search", async () => {
    const visitor = await get("/api/v1/search/live?make_slug=porsche&model_slug=911")
    expect(visitor.body.meta.model_videos).toEqual([
      { url: "https://www.youtube.com/watch?v=abc123", title: "1995 Porsche 911 Carrera", channel_title: "garage_find" }
    ])
    expect(visitor.body.meta.saved_search).toBeNull()
    const saved = await call("POST", "/api/v1/saved_searches", { make_slug: "porsche", model_slug: "911" }, reader.key)
    expect(saved.status).toBe(200)
    const mine = await get("/api/v1/search/live?make_slug=porsche&model_slug=911", reader.key)
    expect(mine.body.meta.saved_search).toEqual({ id: saved.body.id, send_email: true, send_sms: false })
    expect(
      (await get("/api/v1/search/live?make_slug=porsche&model_slug=911&transmission=manual", reader.key)).body.meta.saved_search
    ).toBeNull()
    expect((await get("/api/v1/search/live?make_slug=porsche&model_slug=911", other.key)).body.meta.saved_search).toBeNull()
    expect((await get("/api/v1/search/live?make_slug=porsche")).body.meta.model_videos).toEqual([])
  })

  it("refuses a search of nothing and sends an unknown make or model to /404", async () => {
    expect((await get("/api/v1/search/live")).body).toMatchObject({ error_code: 5401 })
    expect((await get("/api/v1/search/live?search=%21%21%21")).body).toMatchObject({ error_code: 5401 })
    expect((await get("/api/v1/search/live?model_slug=911")).body).toMatchObject({ error_code: 5401 })
    expect((await get(`/api/v1/search/live?search=${"a".repeat(101)}`)).status).toBe(400)
    expect(await get("/api/v1/search/live?make_slug=tucker")).toMatchObject({ status: 404, body: { error_code: 5402 } })
    expect(await get("/api/v1/search/live?make_slug=porsche&model_slug=corolla")).toMatchObject({ status: 404, body: { error_code: 5403 } })
  })
})

describe("GET /api/v1/search/closed", () => {
  it("pages past results 30 at a time with the make's and model's descriptions", async () => {
    const first = await get("/api/v1/search/closed?make_slug=porsche&model_slug=911")
    expect(first.status).toBe(200)
    expect(first.body.auctions).toHaveLength(30)
    expect(first.body.meta).toMatchObject({ total: 32, make: { name: "Porsche", slug: "porsche" }, model: { name: "911", slug: "911" } })
    expect(first.body.meta.make_description).toContain("**911**")
    expect(first.body.meta.make_description_plain).toContain("rear-engined 911")
    expect(first.body.meta.model_description_plain).toMatch(/^The rear-engined sports car/)
    // recently ended first
    expect(first.body.auctions[0].id).toBe(ids[4])
    const second = await get("/api/v1/search/closed?make_slug=porsche&model_slug=911&page=2")
    expect(second.body.auctions.map((a: { id: number }) => a.id)).toEqual([ids[34], ids[35]])
    const cheapest = await get("/api/v1/search/closed?make_slug=porsche&csort=9")
    expect(cheapest.body.auctions[0].id).toBe(ids[4])
    expect(cheapest.body.auctions[29].sale_amount).toBe(50_029)
  })

  it("has no descriptions for a text search", async () => {
    const { body } = await get("/api/v1/search/closed?search=carrera")
    expect(body.meta).toMatchObject({ total: 32, make: null, model: null, make_description: null, model_description_plain: null })
  })
})

describe("GET /api/v1/search/translate", () => {
  it("answers the make with its models and the model", async () => {
    const { status, body } = await get("/api/v1/search/translate?make_slug=porsche&model_slug=911")
    expect(status).toBe(200)
    expect(body).toMatchObject({
      model: { name: "911", slug: "911" },
      search: null,
      saved_search: null,
      community: { title: "Porsche 911", slug: "porsche-911", url: "/community/porsche-911", has_new_content: false }
    })
    expect(body.make.name).toBe("Porsche")
    expect(body.make.models).toContainEqual({ name: "Cayman", slug: "cayman" })
    expect(body.filters).toEqual({ start_year: null, end_year: null, transmission: null, body_style: null })
  })

  it("answers a text search as it is, with the filters asked", async () => {
    const { body } = await get("/api/v1/search/translate?search=%20air-cooled%20%20911&transmission=manual")
    expect(body).toMatchObject({ make: null, model: null, search: "air-cooled 911", filters: { transmission: "manual" } })
  })

  it("opens the reader's own saved search by id, filters and all", async () => {
    const saved = await call("POST", "/api/v1/saved_searches", { search: "Carrera", start_year: 1985, body_style: "coupe" }, reader.key)
    const { body } = await get(`/api/v1/search/translate?search_id=${saved.body.id}`, reader.key)
    expect(body).toMatchObject({
      make: null,
      search: "Carrera",
      filters: { start_year: 1985, end_year: null, transmission: null, body_style: "coupe" },
      saved_search: { id: saved.body.id, send_email: true, send_sms: false }
    })
    expect(await get(`/api/v1/search/translate?search_id=${saved.body.id}`, other.key)).toMatchObject({
      status: 404,
      body: { error_code: 5404 }
    })
    expect(await get(`/api/v1/search/translate?search_id=${saved.body.id}`)).toMatchObject({ status: 404, body: { error_code: 5404 } })
    expect(await get("/api/v1/search/translate?search_id=0x1", reader.key)).toMatchObject({ status: 404 })
    expect(await get(`/api/v1/search/translate?search_id=${saved.body.id}&make_slug=porsche`, reader.key)).toMatchObject({
      status: 400,
      body: { error_code: 5401 }
    })
  })

  it("sends an unknown make or model to /404", async () => {
    expect(await get("/api/v1/search/translate?make_slug=nope")).toMatchObject({ status: 404, body: { error_code: 5402 } })
    expect(await get("/api/v1/search/translate?make_slug=bmw&model_slug=911")).toMatchObject({ status: 404, body: { error_code: 5403 } })
  })
})

describe("GET /api/v1/search/users", () => {
  beforeAll(async () => {
    await api.run(
      Effect.forEach(
        [...Array.from({ length: 24 }, (_, n) => `wrench_${String(n + 1).padStart(2, "0")}`), "the_wrench", "banned_wrench"],
        (username) => insertAccount({ email: `${username}@example.com`, username, passwordHash: null, verified: true })
      )
    )
    await api.sql((sql) => sql`UPDATE users SET banned = true WHERE username = 'banned_wrench'`)
  })

  const users = (query: string) => get(`/api/v1/search/users?${query}`)

  it("pages members by part of their name, those it begins first, 10 then 20", async () => {
    const first = await users("search=WRENCH&request_id=r1")
    expect(first.status).toBe(200)
    expect(first.body.users).toHaveLength(10)
    expect(first.body.users[0]).toEqual({ id: expect.any(Number), username: "wrench_01" })
    expect(first.body).toMatchObject({ has_more: true, request_id: "r1" })
    const next = await users("search=wrench&offset=10&limit=20")
    expect(next.body.users.map((u: { username: string }) => u.username)).toEqual([
      ...Array.from({ length: 14 }, (_, n) => `wrench_${n + 11}`),
      "the_wrench"
    ])
    expect(next.body.has_more).toBe(false)
    expect(typeof next.body.request_id).toBe("string")
    expect((await users("search=50%25")).body.users).toEqual([])
  })

  it("stops paging with 'offset too large' past the first 1,000, and keeps limits to 20", async () => {
    expect((await users("search=wrench&offset=1000")).status).toBe(200)
    const far = await users("search=wrench&offset=1001&limit=20")
    expect(far.status).toBe(400)
    expect(far.body).toMatchObject({ error_code: 5405 })
    expect(far.body.message).toContain("offset too large")
    expect((await users("search=wrench&limit=21")).status).toBe(400)
    expect((await users("search=wrench&offset=-1")).status).toBe(400)
  })
})
