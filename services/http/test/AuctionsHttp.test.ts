import { AuctionStatus } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import { type AuctionSeed, caller, insertAuctions, useApi } from "./harness/index.ts"

const now = new Date()
const api = useApi()
let ids: Array<number>

const seeds: ReadonlyArray<AuctionSeed> = [
  {
    title: "1995 Porsche 911 Carrera Coupe",
    status: AuctionStatus.live,
    endInHours: 5,
    year: 1995,
    transmission: "Manual",
    bodyStyle: "Coupe",
    mileage: 41000,
    currentBid: 52000,
    reserve: 60000,
    featured: true
  },
  {
    title: "1973 Porsche 911T Targa",
    status: AuctionStatus.last_second_bids,
    endInHours: 1,
    year: 1973,
    transmission: "Manual",
    bodyStyle: "Convertible",
    mileage: null,
    currentBid: 80000,
    reserve: null
  },
  {
    title: "2004 Porsche Cayenne Turbo",
    status: AuctionStatus.live,
    endInHours: 48,
    year: 2004,
    transmission: "Automatic",
    bodyStyle: "SUV/Crossover",
    mileage: 98000,
    currentBid: 0,
    reserve: 9000
  },
  {
    title: "1989 Porsche 944 Turbo",
    status: AuctionStatus.sold,
    endInHours: -30,
    year: 1989,
    transmission: "Manual",
    bodyStyle: "Coupe",
    mileage: 120000,
    currentBid: 21000,
    reserve: 20000,
    saleAmount: 21000
  },
  {
    title: "1999 Porsche Boxster",
    status: AuctionStatus.reserve_not_met,
    endInHours: -2,
    year: 1999,
    transmission: "Manual",
    bodyStyle: "Convertible",
    mileage: 64000,
    currentBid: 9000,
    reserve: 12000
  }
]

beforeAll(async () => {
  ids = await api.run(insertAuctions(seeds, now))
})

const json = (path: string) => caller(api)("GET", path)
const titles = (body: { auctions: Array<{ title: string }> }) => body.auctions.map((auction) => auction.title)

describe("GET /api/v1/auctions", () => {
  it("lists running auctions, ending soonest first, with card fields", async () => {
    const { status, body } = await json("/api/v1/auctions")
    expect(status).toBe(200)
    expect(titles(body)).toEqual(["1973 Porsche 911T Targa", "1995 Porsche 911 Carrera Coupe", "2004 Porsche Cayenne Turbo"])
    expect(body.total).toBe(3)
    const card = body.auctions[0]
    expect(card).toMatchObject({
      mileage: null,
      no_reserve: true,
      seller: "garage_find",
      status: AuctionStatus.last_second_bids,
      has_sold: false
    })
    expect(card.auction_url).toBe(`/auctions/${ids[1]}/1973-porsche-911t-targa`)
    expect(card.main_photo).toEqual({ base_url: "/api/v1/images/", path: "photos/missing.jpg", width: 1600, height: 1067 })
  })

  it("filters by years, transmission and body style slugs", async () => {
    expect(titles((await json("/api/v1/auctions?start_year=1990")).body)).toEqual([
      "1995 Porsche 911 Carrera Coupe",
      "2004 Porsche Cayenne Turbo"
    ])
    expect(titles((await json("/api/v1/auctions?transmission=automatic")).body)).toEqual(["2004 Porsche Cayenne Turbo"])
    expect(titles((await json("/api/v1/auctions?body_style=convertible")).body)).toEqual(["1973 Porsche 911T Targa"])
    expect(titles((await json("/api/v1/auctions?end_year=1980")).body)).toEqual(["1973 Porsche 911T Targa"])
  })

  it("tells each card whether its reserve is met, never the reserve", async () => {
    const { body } = await json("/api/v1/auctions")
    const reserveOf = (title: string) => body.auctions.find((auction: { title: string }) => auction.title === title)
    expect(reserveOf("1995 Porsche 911 Carrera Coupe")).toMatchObject({ no_reserve: false, reserve_met: false })
    expect(reserveOf("1973 Porsche 911T Targa")).toMatchObject({ no_reserve: true, reserve_met: true })
    expect(reserveOf("2004 Porsche Cayenne Turbo")).toMatchObject({ no_reserve: false, reserve_met: false })
    expect(JSON.stringify(body)).not.toMatch(/60000|"reserve"/)
    const ended = await json("/api/v1/auctions/closed")
    expect(ended.body.auctions.map((auction: { reserve_met: boolean }) => auction.reserve_met)).toEqual([false, true])
  })

  it("narrows to no-reserve auctions with no_reserve=true, and ignores any other value", async () => {
    expect(titles((await json("/api/v1/auctions?no_reserve=true")).body)).toEqual(["1973 Porsche 911T Targa"])
    expect((await json("/api/v1/auctions?no_reserve=true")).body.total).toBe(1)
    expect(titles((await json("/api/v1/auctions?no_reserve=true&transmission=automatic")).body)).toEqual([])
    expect(titles((await json("/api/v1/auctions?no_reserve=false")).body)).toHaveLength(3)
    expect(titles((await json("/api/v1/auctions?no_reserve=yes")).body)).toHaveLength(3)
    // the sort 'No reserve' stays a sort: every car, no-reserve ones first
    expect(titles((await json("/api/v1/auctions?sort=4")).body)).toEqual([
      "1973 Porsche 911T Targa",
      "1995 Porsche 911 Carrera Coupe",
      "2004 Porsche Cayenne Turbo"
    ])
  })

  it("sorts by a known key and ignores an unknown one", async () => {
    expect(titles((await json("/api/v1/auctions?sort=7")).body)).toEqual([
      "1995 Porsche 911 Carrera Coupe",
      "2004 Porsche Cayenne Turbo",
      "1973 Porsche 911T Targa"
    ])
    expect(titles((await json("/api/v1/auctions?sort=99")).body)[0]).toBe("1973 Porsche 911T Targa")
  })

  it("shows featured auctions with their hero photos", async () => {
    const { body } = await json("/api/v1/auctions?featured=true")
    expect(titles(body)).toEqual(["1995 Porsche 911 Carrera Coupe"])
    expect(body.auctions[0].featured_photos).toHaveLength(1)
  })
})

describe("GET /api/v1/auctions/closed", () => {
  it("lists ended auctions, most recently ended first, and pages by offset", async () => {
    const { body } = await json("/api/v1/auctions/closed")
    expect(titles(body)).toEqual(["1999 Porsche Boxster", "1989 Porsche 944 Turbo"])
    expect(body.auctions[1]).toMatchObject({ has_sold: true, sale_amount: 21000 })
    const second = await json("/api/v1/auctions/closed?limit=1&offset=1")
    expect(titles(second.body)).toEqual(["1989 Porsche 944 Turbo"])
    expect(second.body.total).toBe(2)
  })

  it("sorts by highest price", async () => {
    expect(titles((await json("/api/v1/auctions/closed?sort=10")).body)).toEqual(["1989 Porsche 944 Turbo", "1999 Porsche Boxster"])
  })
})

describe("GET /api/v2/auctions/{id}", () => {
  it("answers the auction with whether the reserve is met, never its amount", async () => {
    const { status, body } = await json(`/api/v2/auctions/${ids[0]}`)
    expect(status).toBe(200)
    expect(body.reserve).toEqual({ no_reserve: false, reserve_met: false })
    expect(JSON.stringify(body)).not.toContain("60000")
    expect(body.listing).toMatchObject({ make: "Porsche", mileage_text: "41,000 Miles", transmission: "Manual" })
    expect(body.photos.total_count).toBe(1)
    expect(body.stats).toMatchObject({ bids: 3, current_bid: { amount: 52000, bidder: null }, ended_over_one_day_ago: false })
  })

  it("flags an auction ended over a day ago", async () => {
    const { body } = await json(`/api/v2/auctions/${ids[3]}`)
    expect(body.stats.ended_over_one_day_ago).toBe(true)
    expect(body.reserve.reserve_met).toBe(true)
  })

  it("refuses an unknown auction with 404 and its error code", async () => {
    const { status, body } = await json("/api/v2/auctions/999999")
    expect(status).toBe(404)
    expect(body).toMatchObject({ error_code: 2001, message: "This auction doesn't exist." })
  })

  it("answers a malformed id as an auction that cannot exist", async () => {
    const { status, body } = await json("/api/v2/auctions/abc")
    expect(status).toBe(404)
    expect(body).toMatchObject({ error_code: 2001, message: "This auction doesn't exist." })
  })
})

describe("POST /api/v1/auctions/{id}/views", () => {
  const view = (id: number | string, address: string) => caller(api)("POST", `/api/v1/auctions/${id}/views`, undefined, { address })
  const views = async (id: number) => (await json(`/api/v2/auctions/${id}`)).body.views as number

  it("counts a page view without a session", async () => {
    const before = await views(ids[2]!)
    expect(await view(ids[2]!, "198.51.100.20")).toEqual({ status: 200, body: { counted: true } })
    expect(await views(ids[2]!)).toBe(before + 1)
  })

  it("counts the same address and auction once however often it reloads, while other readers and auctions still count", async () => {
    const before = await views(ids[4]!)
    expect((await view(ids[4]!, "198.51.100.21")).body).toEqual({ counted: true })
    for (let i = 0; i < 5; i++) expect((await view(ids[4]!, "198.51.100.21")).body).toEqual({ counted: false })
    expect((await view(ids[4]!, "198.51.100.22")).body).toEqual({ counted: true })
    expect(await views(ids[4]!)).toBe(before + 2)
    expect((await view(ids[3]!, "198.51.100.21")).body).toEqual({ counted: true })
  })

  it("refuses an unknown auction and a malformed id alike, with 404", async () => {
    for (const id of [999999, "abc"]) {
      const unknown = await view(id, "198.51.100.23")
      expect(unknown.status).toBe(404)
      expect(unknown.body).toMatchObject({ error_code: 2001, message: "This auction doesn't exist." })
    }
  })
})

describe("the API", () => {
  it("serves its OpenAPI document", async () => {
    const { status, body } = await json("/api/openapi.json")
    expect(status).toBe(200)
    expect(Object.keys(body.paths)).toContain("/api/v1/auctions")
  })

  it("documents whether the reserve is met on cards and the no-reserve filter", async () => {
    const { body } = await json("/api/openapi.json")
    const operation = body.paths["/api/v1/auctions"].get
    const listItem = operation.responses["200"].content["application/json"].schema.properties.auctions.items
    expect(listItem.required).toContain("reserve_met")
    expect(listItem.properties.reserve_met).toMatchObject({ type: "boolean", description: expect.stringContaining("never told") })
    const parameters: Array<{ name: string; description?: string }> = operation.parameters
    expect(parameters.find((parameter) => parameter.name === "no_reserve")?.description).toContain("without a reserve")
  })

  it("answers unknown paths with 404 and an error code", async () => {
    const { status, body } = await json("/api/v1/nothing-here")
    expect(status).toBe(404)
    expect(body).toMatchObject({ error_code: 1001 })
  })
})

describe("GET /api/v1/bootstrap", () => {
  it("gives the buyer's commission and the soft-close window", async () => {
    const { status, body } = await json("/api/v1/bootstrap")
    expect(status).toBe(200)
    expect(body).toMatchObject({
      buyer_commission_rate: 0.05,
      buyer_commission_min: 250,
      buyer_commission_max: 7500,
      soft_close_seconds: 120
    })
    expect(body.feature_flags.leaderboard).toBe(true)
  })
})
