import { SqlClient } from "@effect/sql"
import { AuctionStatus } from "@redline/domain"
import { hashPassword } from "@redline/infra"
import { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { accessKey, type AuctionSeed, caller, insertAccount, insertAuctions, MEMBER_PASSWORD, useApi } from "./harness/index.ts"

const now = new Date()
const api = useApi()
let winner: string
let other: string

const car = (title: string, status: number, endInHours: number): AuctionSeed => ({
  title,
  status,
  endInHours,
  year: 1995,
  transmission: "Manual",
  bodyStyle: "Coupe",
  mileage: 41_000,
  currentBid: 30_000,
  reserve: null
})

// Every listing of the harness stands in Portland, OR 97201.
const AUCTIONS = {
  live: car("1995 Porsche 911 Carrera", AuctionStatus.live, 48),
  soldYesterday: car("1989 Porsche 944 Turbo", AuctionStatus.sold, -24),
  soldLastMonth: car("1987 Porsche 928 S4", AuctionStatus.sold, -24 * 30),
  soldToBook: car("1991 Porsche 964 C2", AuctionStatus.sold, -2),
  soldToRebook: car("1986 Porsche 930 Turbo", AuctionStatus.sold, -3),
  unsoldLastWeek: car("1999 Porsche Boxster", AuctionStatus.reserve_not_met, -24 * 6),
  unsoldEightDaysAgo: car("2001 Porsche Boxster S", AuctionStatus.reserve_not_met, -24 * 8),
  canceled: car("2004 Porsche Cayenne", AuctionStatus.canceled, -1),
  inAlaska: car("1997 Porsche 993 C4S", AuctionStatus.live, 48)
}
type AuctionName = keyof typeof AUCTIONS
const id = {} as Record<AuctionName, number>

// Each call comes from its own address, so only the rate-limit test meets the limit.
let nextAddress = 1
const call = (method: string, path: string, body?: unknown, key?: string, address = `203.0.113.${nextAddress++ % 250}`) =>
  caller(api)(method, path, body, { key, address })

const quote = (auction: AuctionName, body: unknown, key?: string) =>
  call("POST", `/api/v1/auctions/${id[auction]}/shipping_quote`, body, key)
const order = (auction: AuctionName, key?: string) => call("GET", `/api/v1/auctions/${id[auction]}/shipping_order`, undefined, key)
const book = (auction: AuctionName, body: unknown, key?: string) =>
  call("POST", `/api/v1/auctions/${id[auction]}/shipping_order`, body, key)

const AUSTIN = { street_number: "1200", street: "Congress Ave", city: "Austin", state: "TX", zip_code: "78701" }

beforeAll(async () => {
  await api.run(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const ids = yield* insertAuctions(Object.values(AUCTIONS), now)
      Object.keys(AUCTIONS).forEach((name, index) => {
        id[name as AuctionName] = ids[index]!
      })
      const passwordHash = yield* hashPassword(MEMBER_PASSWORD)
      const buyer = yield* insertAccount({ email: "winner@example.com", username: "car_winner", passwordHash, verified: true })
      yield* insertAccount({ email: "other@example.com", username: "other_bidder", passwordHash, verified: true })
      yield* sql`UPDATE auctions SET winner_id = ${buyer} WHERE status = ${AuctionStatus.sold}`
      yield* sql`UPDATE listings SET location = 'Anchorage, AK 99501', zip_code = '99501'
                WHERE id = (SELECT listing_id FROM auctions WHERE id = ${id.inAlaska})`
    })
  )
  winner = await accessKey(api, "winner@example.com", MEMBER_PASSWORD)
  other = await accessKey(api, "other@example.com", MEMBER_PASSWORD)
})

describe("the auction detail", () => {
  it("says whether the car stands where instant quotes reach", async () => {
    expect((await call("GET", `/api/v2/auctions/${id.live}`)).body.shipping_quote_eligible).toBe(true)
    expect((await call("GET", `/api/v2/auctions/${id.inAlaska}`)).body.shipping_quote_eligible).toBe(false)
  })
})

describe("POST /api/v1/auctions/{id}/shipping_quote by zip code", () => {
  it("quotes anyone, by distance from the car's state, open and enclosed, with the transit time", async () => {
    const { status, body } = await quote("live", { zip_code: "78701" })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      auction_id: id.live,
      origin: { location: "Portland, OR", state: "OR" },
      destination: { zip_code: "78701", state: "TX" },
      places: null
    })
    // about 1,440 miles between the two states' centers, a fifth more by road
    expect(body.distance_miles).toBeGreaterThan(1_650)
    expect(body.distance_miles).toBeLessThan(1_800)
    expect(body.open_shipping_quote).toBe(Math.ceil((250 + 0.65 * body.distance_miles) / 5) * 5)
    expect(body.closed_shipping_quote).toBeGreaterThan(body.open_shipping_quote)
    expect(body.transit_days.max - body.transit_days.min).toBe(2)
    expect(body.id).toEqual(expect.any(Number))
  })

  it("charges at least the floor within one state, and more the farther the car goes", async () => {
    const near = (await quote("live", { zip_code: "97214" }, other)).body
    expect(near).toMatchObject({ distance_miles: 0, open_shipping_quote: 450, transit_days: { min: 1, max: 3 } })
    const far = (await quote("live", { zip_code: "04101" })).body
    expect(far.destination.state).toBe("ME")
    expect(far.open_shipping_quote).toBeGreaterThan((await quote("live", { zip_code: "60614" })).body.open_shipping_quote)
  })

  it.each([
    ["Alaska", "99501"],
    ["Hawaii", "96813"],
    ["Puerto Rico", "00901"],
    ["the Virgin Islands", "00802"],
    ["Guam", "96910"],
    ["military mail", "09012"],
    ["military mail in the Americas", "34002"]
  ])("refuses %s as outside instant-quote coverage (107)", async (_, zip_code) => {
    const { status, body } = await quote("live", { zip_code })
    expect([status, body]).toEqual([
      400,
      { _tag: "ShippingDestinationInvalid", error_code: 107, message: "Outside instant-quote coverage", outside_coverage: true }
    ])
  })

  it.each([
    ["an unused prefix", "00012"],
    ["letters", "ABCDE"],
    ["too few digits", "7870"]
  ])("refuses %s as an invalid zip code (107)", async (_, zip_code) => {
    const { status, body } = await quote("live", { zip_code })
    expect([status, body]).toEqual([
      400,
      { _tag: "ShippingDestinationInvalid", error_code: 107, message: "Invalid zip code", outside_coverage: false }
    ])
  })

  it("needs a zip code", async () => {
    for (const body of [{}, { zip_code: " " }]) {
      expect(await quote("live", body)).toMatchObject({ status: 400, body: { error_code: 1000, message: "Please enter a zip code" } })
    }
  })

  it("is open to everyone for seven days after the end, then to the winner only", async () => {
    expect((await quote("unsoldLastWeek", { zip_code: "78701" })).status).toBe(200)
    expect((await quote("soldYesterday", { zip_code: "78701" }, other)).status).toBe(200)
    const late = await quote("unsoldEightDaysAgo", { zip_code: "78701" })
    expect(late).toMatchObject({
      status: 422,
      body: { error_code: 2201, message: "This vehicle isn't eligible for instant shipping quotes." }
    })
    expect((await quote("soldLastMonth", { zip_code: "78701" }, other)).body.error_code).toBe(2201)
    expect((await quote("soldLastMonth", { address: AUSTIN }, winner)).status).toBe(200)
  })

  it("refuses a canceled auction, a car outside the contiguous states and an unknown auction", async () => {
    expect((await quote("canceled", { zip_code: "78701" })).body.error_code).toBe(2201)
    expect((await quote("inAlaska", { zip_code: "78701" })).body.error_code).toBe(2201)
    const missing = await call("POST", "/api/v1/auctions/999999/shipping_quote", { zip_code: "78701" })
    expect([missing.status, missing.body.error_code]).toEqual([404, 2001])
  })

  it("checks a key it is given instead of taking the caller for a visitor", async () => {
    expect(await quote("live", { zip_code: "78701" }, "not-a-key")).toMatchObject({ status: 401, body: { error_code: 1002 } })
  })

  it("limits how many quotes one address asks for", async () => {
    const path = `/api/v1/auctions/${id.live}/shipping_quote`
    const answers = []
    for (let attempt = 0; attempt < 31; attempt++)
      answers.push((await call("POST", path, { zip_code: "78701" }, undefined, "198.51.100.99")).status)
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(answers[30]).toBe(429)
  })
})

describe("POST /api/v1/auctions/{id}/shipping_quote by address", () => {
  it("is the winner's: a visitor is asked to sign in, anyone else refused", async () => {
    expect(await quote("soldYesterday", { address: AUSTIN })).toMatchObject({ status: 401, body: { error_code: 1002 } })
    expect(await quote("soldYesterday", { address: AUSTIN }, other)).toMatchObject({
      status: 403,
      body: { error_code: 1003, message: "Only the winner can book shipping for this car." }
    })
    expect((await quote("live", { address: AUSTIN }, winner)).status).toBe(403)
  })

  it("quotes the winner's address and keeps it with the quote", async () => {
    const { status, body } = await quote("soldYesterday", { address: { ...AUSTIN, street: "  Congress Ave " } }, winner)
    expect(status).toBe(200)
    expect(body.places).toEqual(AUSTIN)
    expect(body.destination).toEqual({ zip_code: "78701", state: "TX" })
  })

  it.each(["street_number", "street", "city", "state", "zip_code"])("needs the %s", async (field) => {
    expect(await quote("soldYesterday", { address: { ...AUSTIN, [field]: "" } }, winner)).toMatchObject({
      status: 400,
      body: { error_code: 1000, message: "Please select a valid address" }
    })
  })

  it("refuses an address outside the contiguous states as outside coverage, and one whose zip code lies in another state as invalid (107)", async () => {
    const alaska = { street_number: "1", street: "Main St", city: "Anchorage", state: "AK", zip_code: "99501" }
    expect(await quote("soldYesterday", { address: alaska }, winner)).toMatchObject({
      status: 400,
      body: { error_code: 107, message: "Outside instant-quote coverage", outside_coverage: true }
    })
    expect(await quote("soldYesterday", { address: { ...AUSTIN, state: "CA" } }, winner)).toMatchObject({
      status: 400,
      body: { error_code: 107, message: "Invalid address", outside_coverage: false }
    })
  })
})

describe("the winner's shipping order", () => {
  const quoteFor = async (auction: AuctionName, address = AUSTIN) => (await quote(auction, { address }, winner)).body

  it("is the winner's alone to see", async () => {
    expect((await order("soldToBook")).status).toBe(401)
    expect(await order("soldToBook", other)).toMatchObject({ status: 403, body: { error_code: 1003 } })
    expect((await order("live", winner)).status).toBe(403)
    expect(await order("soldToBook", winner)).toEqual({ status: 200, body: { shipping_order: null } })
  })

  it("is booked by the winner only, once the auction sold", async () => {
    const quoted = await quoteFor("soldToBook")
    const booking = { quote_id: quoted.id, transport: "open", ...AUSTIN }
    expect((await book("soldToBook", booking)).status).toBe(401)
    expect(await book("soldToBook", booking, other)).toMatchObject({ status: 403, body: { error_code: 1003 } })
    expect((await book("live", booking, winner)).status).toBe(403)
  })

  it("books a quote of the winner's for the address it was made for", async () => {
    const visitors = (await quote("soldToBook", { zip_code: "78701" })).body
    expect(await book("soldToBook", { quote_id: visitors.id, transport: "open", ...AUSTIN }, winner)).toMatchObject({
      status: 404,
      body: { error_code: 2202 }
    })
    const otherAuctions = await quoteFor("soldYesterday")
    expect((await book("soldToBook", { quote_id: otherAuctions.id, transport: "open", ...AUSTIN }, winner)).body.error_code).toBe(2202)

    const quoted = await quoteFor("soldToBook")
    const elsewhere = { ...AUSTIN, zip_code: "78702" }
    expect(await book("soldToBook", { quote_id: quoted.id, transport: "open", ...elsewhere }, winner)).toMatchObject({
      status: 400,
      body: { error_code: 1000, message: "This address isn't the one you got the quote for. Please get a new quote." }
    })
    expect((await book("soldToBook", { quote_id: quoted.id, transport: "open", ...AUSTIN, city: "" }, winner)).body.message).toBe(
      "Please select a valid address"
    )

    const booked = await book("soldToBook", { quote_id: quoted.id, transport: "enclosed", ...AUSTIN }, winner)
    expect(booked.status).toBe(200)
    expect(booked.body).toMatchObject({
      auction_id: id.soldToBook,
      quote_id: quoted.id,
      transport: "enclosed",
      price: quoted.closed_shipping_quote,
      ...AUSTIN,
      transit_days: quoted.transit_days
    })
    expect((await order("soldToBook", winner)).body.shipping_order).toEqual(booked.body)
  })

  it("moves a booking within its zip code, and answers 157 with the paid zip code for any other", async () => {
    const quoted = await quoteFor("soldToRebook")
    const first = await book("soldToRebook", { quote_id: quoted.id, transport: "open", ...AUSTIN }, winner)
    expect(first.body.price).toBe(quoted.open_shipping_quote)

    const moved = await book("soldToRebook", { quote_id: quoted.id, transport: "open", ...AUSTIN, street_number: "1100" }, winner)
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ id: first.body.id, street_number: "1100", booked_at: first.body.booked_at })

    const dallas = { street_number: "500", street: "Main St", city: "Dallas", state: "TX", zip_code: "75201" }
    expect(await book("soldToRebook", { quote_id: quoted.id, transport: "open", ...dallas }, winner)).toMatchObject({
      status: 409,
      body: { error_code: 157, destination_zip_code: "78701" }
    })
    expect((await order("soldToRebook", winner)).body.shipping_order.zip_code).toBe("78701")
  })

  it("answers a new quote of paid shipping with 157 and the paid zip code", async () => {
    for (const address of [AUSTIN, { ...AUSTIN, zip_code: "78702" }]) {
      expect(await quote("soldToRebook", { address }, winner)).toMatchObject({
        status: 409,
        body: { error_code: 157, destination_zip_code: "78701" }
      })
    }
    // Anyone else still gets quotes for their own interest.
    expect((await quote("soldToRebook", { zip_code: "10001" }, other)).status).toBe(200)
  })
})
