import { AuctionStatus } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import { type AuctionSeed, caller, insertAuctions, member, staffAccessKey, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)

let oneKey: string
let twoKey: string
const idOf = new Map<string, number>()
const titleOf = new Map<number, string>()

const seed = (title: string, fields: Partial<AuctionSeed>): AuctionSeed => ({
  title,
  status: AuctionStatus.live,
  endInHours: 24,
  year: 1995,
  transmission: "Manual",
  bodyStyle: "Coupe",
  mileage: 40_000,
  currentBid: 10_000,
  reserve: null,
  ...fields
})

/**
 * Not ended: A to E, watched by the first user, and F by the second alone; E is queued. Ended:
 * P to S, watched by the first user. Each sort orders them differently.
 */
const SEEDS = [
  seed("A", { endInHours: 10, year: 1995, reserve: null }),
  seed("B", { endInHours: 5, year: 1989, reserve: 30_000 }),
  seed("C", { endInHours: 20, year: 2005, reserve: null }),
  seed("D", { endInHours: 1, year: 1995, reserve: 50_000 }),
  seed("E", { endInHours: 30, year: 1972, reserve: 10_000, status: AuctionStatus.queued, currentBid: 0 }),
  seed("F", { endInHours: 3, year: 2001 }),
  seed("P", { endInHours: -2, status: AuctionStatus.sold, mileage: 50_000, currentBid: 40_000, reserve: 30_000, saleAmount: 40_000 }),
  seed("Q", { endInHours: -30, status: AuctionStatus.reserve_not_met, mileage: null, currentBid: 20_000, reserve: 25_000 }),
  seed("R", { endInHours: -10, status: AuctionStatus.no_bids, mileage: 10_000, currentBid: 0 }),
  seed("S", { endInHours: -50, status: AuctionStatus.sold, mileage: 90_000, currentBid: 60_000, saleAmount: 60_000 })
]

const watch = (title: string, key: string) => call("POST", `/api/v1/auctions/${idOf.get(title)}/watch`, { watch: true }, key)

const watchList = (query: string, key?: string) => call("GET", `/api/v1/watch_list?${query}`, undefined, key)

/** Every page of a section in a sort, `limit` at a time, as titles; each page but the last says more follow. */
const walk = async (status: "live" | "closed", sort: number | undefined, key: string, limit = 2) => {
  const titles: Array<string> = []
  let after: number | undefined
  for (let pages = 0; pages < 10; pages++) {
    const query = new URLSearchParams({ status, limit: String(limit) })
    if (sort !== undefined) query.set("sort", String(sort))
    if (after !== undefined) query.set("after_id", String(after))
    const { status: code, body } = await watchList(query.toString(), key)
    expect(code).toBe(200)
    const ids: Array<number> = body.auctions.map((auction: { id: number }) => auction.id)
    titles.push(...ids.map((id) => titleOf.get(id)!))
    if (!body.has_more) return titles
    expect(ids).toHaveLength(limit)
    after = ids.at(-1)
  }
  throw new Error("The watch list never ended")
}

beforeAll(async () => {
  const staffKey = await staffAccessKey(api)
  oneKey = (await member(api, staffKey, "list_watcher_one")).key
  twoKey = (await member(api, staffKey, "list_watcher_two")).key
  const ids = await api.run(insertAuctions(SEEDS, new Date()))
  SEEDS.forEach(({ title }, index) => {
    idOf.set(title, ids[index]!)
    titleOf.set(ids[index]!, title)
  })
  for (const title of ["A", "B", "C", "D", "E", "P", "Q", "R", "S"]) await watch(title, oneKey)
  for (const title of ["F", "A"]) await watch(title, twoKey)
})

describe("GET /api/v1/watch_list", () => {
  it("pages through the live section in each of its sorts, the queued car included", async () => {
    expect(await walk("live", undefined, oneKey)).toEqual(["D", "B", "A", "C", "E"])
    expect(await walk("live", 1, oneKey)).toEqual(["D", "B", "A", "C", "E"])
    expect(await walk("live", 2, oneKey)).toEqual(["C", "D", "A", "B", "E"])
    expect(await walk("live", 3, oneKey)).toEqual(["E", "B", "D", "A", "C"])
    expect(await walk("live", 4, oneKey)).toEqual(["A", "C", "D", "B", "E"])
  })

  it("pages through the ended section in the ended list's sorts, unknown mileage last both ways", async () => {
    expect(await walk("closed", undefined, oneKey)).toEqual(["P", "R", "Q", "S"])
    expect(await walk("closed", 7, oneKey)).toEqual(["R", "P", "S", "Q"])
    expect(await walk("closed", 8, oneKey)).toEqual(["S", "P", "R", "Q"])
    expect(await walk("closed", 9, oneKey)).toEqual(["R", "Q", "P", "S"])
    expect(await walk("closed", 10, oneKey)).toEqual(["S", "P", "Q", "R"])
  })

  it("reads a sort that isn't the section's as its default", async () => {
    expect(await walk("live", 7, oneKey, 3)).toEqual(["D", "B", "A", "C", "E"])
    expect(await walk("closed", 2, oneKey, 3)).toEqual(["P", "R", "Q", "S"])
  })

  it("answers the auctions as the lists do, each watched", async () => {
    const { body } = await watchList("status=closed&limit=1", oneKey)
    expect(body.has_more).toBe(true)
    expect(body.auctions[0]).toMatchObject({
      id: idOf.get("P"),
      title: "P",
      status: AuctionStatus.sold,
      watching: true,
      watchers: 1,
      has_sold: true,
      sale_amount: 40_000,
      auction_url: expect.stringContaining(`/auctions/${idOf.get("P")}/`)
    })
  })

  it("shows each user their own watches and no one else's", async () => {
    expect(await walk("live", undefined, twoKey)).toEqual(["F", "A"])
    expect(await walk("closed", undefined, twoKey)).toEqual([])
    expect(await walk("live", undefined, oneKey, 10)).not.toContain("F")
  })

  it("goes on after an auction unwatched since its page was read", async () => {
    const { body } = await watchList("status=live&limit=2", twoKey)
    expect(body.auctions.map((auction: { id: number }) => titleOf.get(auction.id))).toEqual(["F", "A"])
    await call("POST", `/api/v1/auctions/${idOf.get("F")}/watch`, { watch: false }, twoKey)
    expect((await watchList(`status=live&after_id=${idOf.get("F")}`, twoKey)).body).toEqual({
      auctions: [expect.objectContaining({ id: idOf.get("A") })],
      has_more: false
    })
    expect((await watchList(`status=live&after_id=${idOf.get("A")}`, twoKey)).body).toEqual({ auctions: [], has_more: false })
  })

  it("needs a session", async () => {
    expect(await watchList("status=live")).toMatchObject({ status: 401, body: { error_code: 1002 } })
    expect(await watchList("status=live", "no-such-key")).toMatchObject({ status: 401, body: { error_code: 1002 } })
  })

  it("refuses a query it can't read, naming the field", async () => {
    for (const query of [
      "",
      "status=ended",
      "status=live&limit=0",
      "status=live&limit=101",
      "status=live&limit=2.5",
      "status=live&after_id=0x1A"
    ]) {
      const answer = await watchList(query, oneKey)
      expect(answer, query).toMatchObject({ status: 400, body: { error_code: 1000 } })
      const field = query.includes("limit") ? "limit" : query.includes("after_id") ? "after_id" : "status"
      expect(answer.body.message, query).toContain(field)
    }
  })

  it("refuses a cursor that names no auction", async () => {
    expect(await watchList("status=closed&after_id=987654", oneKey)).toMatchObject({
      status: 400,
      body: { error_code: 5501, message: "after_id must be the id of an auction." }
    })
  })
})
