import { AuctionStatus } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import { type AuctionSeed, caller, insertAuctions, member, staffAccessKey, useApi } from "./harness/index.ts"

const now = new Date()
const api = useApi()
const call = caller(api)

/** A running car at a place; the title names the place. Miles from Portland, OR 97201 in the comments. */
const car = (city: string, location: string, zipCode: string, endInHours: number, status: number = AuctionStatus.live): AuctionSeed => ({
  title: city,
  status,
  endInHours,
  year: 1995,
  transmission: "Manual",
  bodyStyle: "Coupe",
  mileage: 41_000,
  currentBid: 0,
  reserve: null,
  place: { location, zipCode }
})

const seeds = [
  car("Miami", "Miami, FL 33133", "33133", 1), // 2,705
  car("Los Angeles", "Los Angeles, CA 90027", "90027", 2), // 821
  car("Boise", "Boise, ID 83702", "83702", 3), // 344
  car("Seattle", "Seattle, WA 98107", "98107", 4), // 150.3
  car("Bend", "Bend, OR 97701-1234", " 97701-1234", 5), // 119
  car("Portland", "Portland, OR 97201", "97201", 6), // 0
  car("Vancouver", "Vancouver, BC V6B 1A1", "v6b 1a1", 7), // 262
  car("Toronto", "Toronto, ON M5V 3L9", "M5V3L9", 8), // 2,110
  car("Nowhere", "Somewhere, XX 99999", "99999", 9), // not in the table
  car("Sold in Eugene", "Eugene, OR 97401", "97401", -5, AuctionStatus.sold)
]

const titles = async (query: string, key?: string) => {
  const answer = await call("GET", `/api/v1/auctions?${query}`, undefined, key)
  expect(answer.status).toBe(200)
  return (answer.body.auctions as Array<{ title: string }>).map((auction) => auction.title)
}

let staffKey: string

beforeAll(async () => {
  await api.run(insertAuctions(seeds, now))
  staffKey = await staffAccessKey(api)
})

describe("GET /api/v1/auctions sorted Closest to me (sort 5)", () => {
  it("lists the cars within the distance from the zip code, nearest first, by great-circle miles", async () => {
    expect(await titles("sort=5&country=US&zip_code=97201&miles=500")).toEqual(["Portland", "Bend", "Seattle", "Vancouver", "Boise"])
    expect(await titles("sort=5&country=US&zip_code=97201&miles=200")).toEqual(["Portland", "Bend", "Seattle"])
    expect(await titles("sort=5&country=US&zip_code=97201&miles=100")).toEqual(["Portland"])
    expect(await titles("sort=5&country=US&zip_code=33133&miles=1000")).toEqual(["Miami"])
  })

  it("lists every car with no limit (0), the cars no zip code places last, ending soonest first among them", async () => {
    expect(await titles("sort=5&zip_code=97201&miles=0")).toEqual([
      "Portland",
      "Bend",
      "Seattle",
      "Vancouver",
      "Boise",
      "Los Angeles",
      "Toronto",
      "Miami",
      "Nowhere"
    ])
  })

  it("measures 500 miles when the distance is left out or is no choice of the form's", async () => {
    const fiveHundred = ["Portland", "Bend", "Seattle", "Vancouver", "Boise"]
    expect(await titles("sort=5&zip_code=97201")).toEqual(fiveHundred)
    expect(await titles("sort=5&zip_code=97201&miles=650")).toEqual(fiveHundred)
  })

  it("keeps the list's filters and total", async () => {
    const answer = await call("GET", "/api/v1/auctions?sort=5&zip_code=97201&miles=200&limit=2")
    expect(answer.body.total).toBe(3)
    expect(answer.body.auctions.map((auction: { title: string }) => auction.title)).toEqual(["Portland", "Bend"])
    expect(await titles("sort=5&zip_code=97201&miles=200&transmission=automatic")).toEqual([])
  })

  it("lists every Canadian car in Canada, ending soonest first, whatever zip code or distance comes along", async () => {
    expect(await titles("sort=5&country=CA")).toEqual(["Vancouver", "Toronto"])
    expect(await titles("sort=5&country=CA&zip_code=97201&miles=100")).toEqual(["Vancouver", "Toronto"])
  })

  it("refuses a zip code the table doesn't know with 'Invalid zip code'", async () => {
    for (const zip of ["99999", "00000", "M5V", "abcde"]) {
      expect(await call("GET", `/api/v1/auctions?sort=5&country=US&zip_code=${zip}`)).toMatchObject({
        status: 400,
        body: { error_code: 5601, message: "Invalid zip code" }
      })
    }
  })

  it("asks for a zip code when the sort has none to measure from, rather than sorting otherwise", async () => {
    for (const query of ["sort=5", "sort=5&country=US", "sort=5&zip_code=%20", "sort=5&country=MX&zip_code=97201"]) {
      expect(await call("GET", `/api/v1/auctions?${query}`)).toMatchObject({ status: 400, body: { error_code: 5603 } })
    }
  })

  it("leaves the other sorts alone: no zip code needed, nothing left out", async () => {
    expect(await titles("zip_code=99999&country=CA")).toHaveLength(9)
    expect(await titles("sort=1&zip_code=97201&miles=100")).toHaveLength(9)
  })
})

describe("distance settings", () => {
  const save = (body: unknown, key?: string) => call("PUT", "/api/v1/distance_settings", body, key)
  const read = (key?: string) => call("GET", "/api/v1/distance_settings", undefined, key)

  it("are null until saved, then the user's own, and the distance sort measures from them", async () => {
    const one = await member(api, staffKey, "near_portland")
    const two = await member(api, staffKey, "near_miami")
    expect(await read(one.key)).toEqual({ status: 200, body: { distance_setting: null } })
    expect(await call("GET", "/api/v1/auctions?sort=5", undefined, one.key)).toMatchObject({ status: 400, body: { error_code: 5603 } })

    expect(await save({ country: "US", zip_code: " 972 01", max_distance: 200 }, one.key)).toEqual({
      status: 200,
      body: { distance_setting: { country: "US", zip_code: "97201", max_distance: 200 } }
    })
    await save({ country: "US", zip_code: "33133", max_distance: 1000 }, two.key)
    expect((await read(one.key)).body.distance_setting).toEqual({ country: "US", zip_code: "97201", max_distance: 200 })
    expect(await titles("sort=5", one.key)).toEqual(["Portland", "Bend", "Seattle"])
    expect(await titles("sort=5", two.key)).toEqual(["Miami"])
    // the query's own setting comes first: what the page shows is what it asked for
    expect(await titles("sort=5&country=CA", one.key)).toEqual(["Vancouver", "Toronto"])

    expect(await save({ country: "CA", zip_code: "97201", max_distance: 100 }, one.key)).toEqual({
      status: 200,
      body: { distance_setting: { country: "CA", zip_code: null, max_distance: null } }
    })
    expect(await titles("sort=5", one.key)).toEqual(["Vancouver", "Toronto"])
  })

  it("refuse a US setting without a zip code, with one the table doesn't know, or with a distance not offered, keeping the one saved", async () => {
    const user = await member(api, staffKey, "careful_saver")
    await save({ country: "US", zip_code: "97201", max_distance: 200 }, user.key)
    expect(await save({ country: "US", zip_code: "  " }, user.key)).toMatchObject({
      status: 400,
      body: { error_code: 5602, message: "Please enter a zip code" }
    })
    expect(await save({ country: "US", zip_code: "99999", max_distance: 200 }, user.key)).toMatchObject({
      status: 400,
      body: { error_code: 5601, message: "Invalid zip code" }
    })
    expect(await save({ country: "US", zip_code: "97201", max_distance: 250 }, user.key)).toMatchObject({
      status: 400,
      body: { error_code: 5602, message: expect.stringContaining("max_distance") }
    })
    expect(await save({ country: "FR" }, user.key)).toMatchObject({
      status: 400,
      body: { error_code: 5602, message: expect.stringContaining("country") }
    })
    expect(await save({ zip_code: "97201" }, user.key)).toMatchObject({ status: 400, body: { error_code: 1000 } })
    expect((await read(user.key)).body.distance_setting).toEqual({ country: "US", zip_code: "97201", max_distance: 200 })
  })

  it("need a session: a visitor's setting stays in their browser", async () => {
    expect(await read()).toMatchObject({ status: 401, body: { error_code: 1002 } })
    expect(await save({ country: "CA" })).toMatchObject({ status: 401, body: { error_code: 1002 } })
  })
})
