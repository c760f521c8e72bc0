import { SqlClient } from "@effect/sql"
import { AuctionStatus } from "@redline/domain"
import { Outbox } from "@redline/infra"
import { Effect, Layer } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { SavedSearchAlerts } from "../src/savedSearches/SavedSearchAlerts.ts"
import { caller, insertAuctions, member, staffAccessKey, staffAuction, useApi } from "./harness/index.ts"

const api = useApi()
let staffKey: string
const keys: Record<string, string> = {}

const call = caller(api)

const save = (body: unknown, who: string) => call("POST", "/api/v1/saved_searches", body, keys[who])
const update = (id: number, body: unknown, who: string) => call("PUT", `/api/v1/saved_searches/${id}`, body, keys[who])
const remove = (id: number, who: string) => call("DELETE", `/api/v1/saved_searches/${id}`, undefined, keys[who])
const listOf = async (who: string) => (await call("GET", "/api/v1/saved_searches", undefined, keys[who])).body
const detail = async (auctionId: number, who?: string) =>
  (await call("GET", `/api/v2/auctions/${auctionId}`, undefined, who === undefined ? undefined : keys[who])).body

const MIATA = { make_slug: "mazda", model_slug: "mx-5-miata" }

interface NewAuction {
  readonly title?: string
  readonly transmission?: "Manual" | "Automatic"
  readonly startInHours?: number
}

/** A Mazda MX-5 Miata (a manual convertible) by miata_seller, created as staff create auctions. */
const createAuction = async ({ title = "1991 Mazda MX-5 Miata", transmission = "Manual", startInHours }: NewAuction = {}) => {
  const { status, body } = await staffAuction(api, staffKey, {
    title,
    transmission,
    ...(startInHours === undefined ? {} : { auction_start: new Date(Date.now() + startInHours * 3_600_000).toISOString() })
  })
  expect(status).toBe(200)
  return body.id as number
}

interface Mail {
  readonly id: number
  readonly recipient: string
  readonly subject: string
  readonly body: string
}

/** The outbox's e-mail after `afterId`, oldest first. */
const mailAfter = (afterId: number) =>
  api.sql((sql) => sql<Mail>`SELECT id, recipient, subject, body FROM outbox WHERE channel = 'email' AND id > ${afterId} ORDER BY id`)

const lastMailId = async () => (await api.sql((sql) => sql<{ id: number | null }>`SELECT max(id) AS id FROM outbox`))[0]?.id ?? 0

const announceDue = () =>
  api.run(
    Effect.flatMap(SavedSearchAlerts, (alerts) => alerts.announceDue).pipe(
      Effect.provide(SavedSearchAlerts.Default.pipe(Layer.provide(Outbox.Default)))
    )
  )

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  // Porsche 911s (the harness's listings) are in the catalogue too
  await api.run(
    insertAuctions(
      [
        {
          title: "1995 Porsche 911 Carrera",
          status: AuctionStatus.sold,
          endInHours: -30,
          year: 1995,
          transmission: "Manual",
          bodyStyle: "Coupe",
          mileage: 41_000,
          currentBid: 50_000,
          reserve: null
        }
      ],
      new Date()
    )
  )
  for (const username of ["miata_seller", "saver_one", "saver_two", "saver_three", "saver_four", "saver_five"]) {
    keys[username] = (await member(api, staffKey, username)).key
  }
  // the makes and models saved below exist in the listings' catalogue from here on
  await createAuction()
})

describe("POST /api/v1/saved_searches", () => {
  it("saves a make and model search with e-mail alerts on, and lists it", async () => {
    const auctionId = await createAuction()
    const saved = await save({ ...MIATA, auction_id: auctionId }, "saver_one")
    expect(saved).toMatchObject({
      status: 200,
      body: {
        search: null,
        make_slug: "mazda",
        model_slug: "mx-5-miata",
        make: "Mazda",
        model: "MX-5 Miata",
        start_year: null,
        end_year: null,
        transmission: null,
        body_style: null,
        send_email: true,
        send_sms: false
      }
    })
    expect(new Date(saved.body.created_at).getTime()).not.toBeNaN()
    expect(await listOf("saver_one")).toEqual({ saved_searches: [saved.body], can_receive_sms: false })
    expect(await listOf("saver_two")).toEqual({ saved_searches: [], can_receive_sms: false })
    await remove(saved.body.id, "saver_one")
  })

  it("saves a text with filters in normal form", async () => {
    const saved = await save(
      { search: "  miata   na ", start_year: 1989, end_year: 1997, transmission: "manual", body_style: "convertible" },
      "saver_one"
    )
    expect(saved).toMatchObject({
      status: 200,
      body: {
        search: "miata na",
        make_slug: null,
        model_slug: null,
        make: null,
        model: null,
        start_year: 1989,
        end_year: 1997,
        transmission: "manual",
        body_style: "convertible"
      }
    })
    await remove(saved.body.id, "saver_one")
  })

  it("refuses the same search saved twice, however it is spelled, naming the saved one", async () => {
    const first = await save(MIATA, "saver_two")
    const again = await save({ make_slug: " Mazda ", model_slug: "mx-5-miata", search: "  " }, "saver_two")
    expect(again).toEqual({
      status: 409,
      body: { _tag: "SavedSearchAlreadySaved", error_code: 5303, message: "You've already saved this search.", id: first.body.id }
    })
    // someone else's search is theirs alone
    const theirs = await save(MIATA, "saver_three")
    expect(theirs.status).toBe(200)
    expect((await listOf("saver_two")).saved_searches).toHaveLength(1)
    await remove(first.body.id, "saver_two")
    await remove(theirs.body.id, "saver_three")
  })

  it("saves a search once when it is asked for twice at once", async () => {
    const answers = await Promise.all([
      save({ make_slug: "porsche", model_slug: "911" }, "saver_four"),
      save({ make_slug: "porsche", model_slug: "911" }, "saver_four")
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const saved = answers.find((answer) => answer.status === 200)!.body
    expect(answers.find((answer) => answer.status === 409)!.body.id).toBe(saved.id)
    expect((await listOf("saver_four")).saved_searches.map((search: { id: number }) => search.id)).toEqual([saved.id])
    await remove(saved.id, "saver_four")
  })

  it("refuses what isn't a search, or breaks the filter rules, with the rule's message and saves nothing", async () => {
    const refused = async (body: unknown) => {
      const answer = await save(body, "saver_four")
      expect(answer.status).toBe(400)
      expect(answer.body.error_code).toBe(5301)
      return answer.body.message as string
    }
    const nextYear = new Date().getUTCFullYear() + 1
    expect(await refused({})).toBe("Save a search text or a make")
    expect(await refused({ search: "   ", transmission: "manual" })).toBe("Save a search text or a make")
    expect(await refused({ model_slug: "911" })).toBe("A model needs its make")
    expect(await refused({ make_slug: "Mercedes Benz" })).toBe("We don't know this make")
    expect(await refused({ search: "x".repeat(101) })).toBe("A search can be at most 100 characters long")
    expect(await refused({ ...MIATA, start_year: 1900 })).toBe(`Start year must be from 1901 to ${nextYear}`)
    expect(await refused({ ...MIATA, start_year: nextYear + 1 })).toBe(`Start year must be from 1901 to ${nextYear}`)
    expect(await refused({ ...MIATA, start_year: 1995, end_year: 1990 })).toBe(`End year must be from 1995 to ${nextYear}`)
    expect(await refused({ ...MIATA, start_year: 1990.5 })).toBe(`Start year must be from 1901 to ${nextYear}`)
    expect(await refused({ ...MIATA, transmission: "Manual" })).toBe("Transmission must be one of automatic, manual")
    expect(await refused({ ...MIATA, body_style: "roadster" })).toMatch(/^Body style must be one of coupe, /)
    expect(await save({ ...MIATA, start_year: "1990" }, "saver_four")).toMatchObject({ status: 400, body: { error_code: 1000 } })
    expect((await listOf("saver_four")).saved_searches).toEqual([])
  })

  it("refuses a make or model the search catalogue doesn't know, and saves one it knows without listings", async () => {
    expect(await save({ make_slug: "tucker" }, "saver_four")).toEqual({
      status: 400,
      body: { _tag: "SavedSearchUnknownMake", error_code: 5302, message: "We don't know this make" }
    })
    expect(await save({ make_slug: "mazda", model_slug: "cosmo-sport-9000" }, "saver_four")).toMatchObject({
      status: 400,
      body: { error_code: 5302, message: "We don't know this model of the make" }
    })
    expect(await save({ make_slug: "porsche", model_slug: "mx-5-miata" }, "saver_four")).toMatchObject({
      status: 400,
      body: { error_code: 5302 }
    })
    expect((await listOf("saver_four")).saved_searches).toEqual([])
    // the catalogue's RX-7 has no listing here
    expect(await save({ make_slug: "mazda", model_slug: "rx-7" }, "saver_four")).toMatchObject({
      status: 200,
      body: { make: "Mazda", model: "RX-7" }
    })
  })

  it("refuses an auction that doesn't exist", async () => {
    expect(await save({ ...MIATA, auction_id: 987_654 }, "saver_five")).toMatchObject({ status: 404, body: { error_code: 2001 } })
    expect((await listOf("saver_five")).saved_searches).toEqual([])
  })
})

describe("PUT /api/v1/saved_searches/{id}", () => {
  it("changes the alerts asked for and keeps the others", async () => {
    const { body: saved } = await save(MIATA, "saver_one")
    const auctionId = await createAuction()
    expect(await update(saved.id, { send_email: false, auction_id: auctionId }, "saver_one")).toEqual({
      status: 200,
      body: { ...saved, send_email: false }
    })
    expect((await update(saved.id, {}, "saver_one")).body).toEqual({ ...saved, send_email: false })
    expect((await listOf("saver_one")).saved_searches).toEqual([{ ...saved, send_email: false }])
    expect((await update(saved.id, { send_email: true }, "saver_one")).body.send_email).toBe(true)
    await remove(saved.id, "saver_one")
  })

  it("refuses text alerts to a user who can't receive texts", async () => {
    const { body: saved } = await save(MIATA, "saver_one")
    expect(await update(saved.id, { send_sms: true, send_email: false }, "saver_one")).toEqual({
      status: 409,
      body: { _tag: "TextAlertsUnavailable", error_code: 5305, message: "Text alerts need a verified phone number on your account." }
    })
    expect((await listOf("saver_one")).saved_searches).toEqual([saved])
    expect((await update(saved.id, { send_sms: false }, "saver_one")).status).toBe(200)
    await remove(saved.id, "saver_one")
  })

  it("answers someone else's search as one that doesn't exist, changing nothing", async () => {
    const { body: saved } = await save(MIATA, "saver_one")
    const notFound = { status: 404, body: { _tag: "SavedSearchNotFound", error_code: 5304, message: "This saved search doesn't exist." } }
    expect(await update(saved.id, { send_email: false }, "saver_two")).toEqual(notFound)
    expect(await update(987_654, { send_email: false }, "saver_two")).toEqual(notFound)
    expect((await listOf("saver_one")).saved_searches).toEqual([saved])
    await remove(saved.id, "saver_one")
    expect(await update(saved.id, { send_email: false }, "saver_one")).toEqual(notFound)
  })

  it("refuses an unknown auction and a malformed change", async () => {
    const { body: saved } = await save(MIATA, "saver_one")
    expect(await update(saved.id, { send_email: false, auction_id: 987_654 }, "saver_one")).toMatchObject({
      status: 404,
      body: { error_code: 2001 }
    })
    expect(await update(saved.id, { send_email: "no" }, "saver_one")).toMatchObject({ status: 400, body: { error_code: 1000 } })
    // a path whose id is no id names a search that cannot exist
    expect((await call("PUT", "/api/v1/saved_searches/abc", { send_email: false }, keys["saver_one"])).status).toBe(404)
    expect((await listOf("saver_one")).saved_searches).toEqual([saved])
    await remove(saved.id, "saver_one")
  })
})

describe("DELETE /api/v1/saved_searches/{id}", () => {
  it("deletes the owner's search; once gone, or for anyone else, it doesn't exist", async () => {
    const { body: saved } = await save(MIATA, "saver_one")
    expect(await remove(saved.id, "saver_two")).toMatchObject({ status: 404, body: { error_code: 5304 } })
    expect((await listOf("saver_one")).saved_searches).toEqual([saved])
    expect(await remove(saved.id, "saver_one")).toEqual({ status: 200, body: { deleted: true } })
    expect((await listOf("saver_one")).saved_searches).toEqual([])
    expect(await remove(saved.id, "saver_one")).toMatchObject({ status: 404, body: { error_code: 5304 } })
    // and it can be saved again
    const again = await save(MIATA, "saver_one")
    expect(again.status).toBe(200)
    await remove(again.body.id, "saver_one")
  })
})

describe("a session", () => {
  it("is needed for every call", async () => {
    for (const [method, path] of [
      ["GET", ""],
      ["POST", ""],
      ["PUT", "/1"],
      ["DELETE", "/1"]
    ] as const) {
      expect(
        await call(method, `/api/v1/saved_searches${path}`, method === "GET" || method === "DELETE" ? undefined : MIATA)
      ).toMatchObject({
        status: 401,
        body: { error_code: 1002 }
      })
    }
  })
})

describe("make_saved_search on the auction page", () => {
  it("is the reader's search for the car's make and model, null for others, visitors and other searches", async () => {
    const auctionId = await createAuction()
    expect((await detail(auctionId, "saver_three")).make_saved_search).toBeNull()
    const { body: filtered } = await save({ ...MIATA, transmission: "manual" }, "saver_three")
    const { body: makeOnly } = await save({ make_slug: "mazda" }, "saver_three")
    expect((await detail(auctionId, "saver_three")).make_saved_search).toBeNull()

    const { body: saved } = await save({ ...MIATA, auction_id: auctionId }, "saver_three")
    expect((await detail(auctionId, "saver_three")).make_saved_search).toBe(saved.id)
    expect((await detail(auctionId, "saver_four")).make_saved_search).toBeNull()
    expect((await detail(auctionId)).make_saved_search).toBeNull()

    await remove(saved.id, "saver_three")
    expect((await detail(auctionId, "saver_three")).make_saved_search).toBeNull()
    await remove(filtered.id, "saver_three")
    await remove(makeOnly.id, "saver_three")
  })
})

describe("alerts", () => {
  it("e-mail each user whose search matches an auction going live, once, and no one else", async () => {
    const searches: ReadonlyArray<readonly [string, object]> = [
      ["saver_one", MIATA], // matches
      ["saver_one", { make_slug: "mazda" }], // matches too: one mail for both
      ["saver_two", { ...MIATA, transmission: "automatic" }], // the car is a manual
      ["saver_three", { search: "miata", start_year: 1995 }], // the car is a 1991
      ["saver_four", { make_slug: "porsche", model_slug: "911" }], // another car
      ["miata_seller", MIATA], // the seller's own car
      ["saver_four", { search: "mazda miata" }] // alerts off, below
    ]
    const saved = await Promise.all(searches.map(async ([who, search]) => [who, (await save(search, who)).body.id as number] as const))
    expect((await update(saved[6]![1], { send_email: false }, "saver_four")).status).toBe(200)

    const before = await lastMailId()
    const auctionId = await createAuction({ title: "1991 Mazda MX-5 Miata Special Edition" })
    expect(await mailAfter(before)).toEqual([
      {
        id: expect.any(Number),
        recipient: "saver_one@example.com",
        subject: "A new Mazda MX-5 Miata is live on Redline",
        body: expect.stringContaining(`http://redline.test/auctions/${auctionId}/1991-mazda-mx-5-miata-special-edition`)
      }
    ])
    expect((await mailAfter(before))[0]!.body).toContain("just went live on Redline: 1991 Mazda MX-5 Miata Special Edition.")

    // an announced auction is never announced again
    await announceDue()
    expect(await mailAfter(before)).toHaveLength(1)

    for (const [who, id] of saved) expect((await remove(id, who)).status).toBe(200)
  })

  it("e-mail for a queued auction when it starts, not when it is created", async () => {
    const { body: saved } = await save({ search: "mazda" }, "saver_two")
    const before = await lastMailId()
    const auctionId = await createAuction({ startInHours: 2 })
    expect(await mailAfter(before)).toEqual([])
    await announceDue()
    expect(await mailAfter(before)).toEqual([])

    // the engine starts it
    await api.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`UPDATE auctions SET status = ${AuctionStatus.live} WHERE id = ${auctionId}`
      })
    )
    await announceDue()
    expect((await mailAfter(before)).map((mail) => [mail.recipient, mail.subject])).toEqual([
      ["saver_two@example.com", "A new Mazda MX-5 Miata is live on Redline"]
    ])
    await announceDue()
    expect(await mailAfter(before)).toHaveLength(1)
    await remove(saved.id, "saver_two")
  })
})
