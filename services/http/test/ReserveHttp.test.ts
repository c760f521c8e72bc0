import { beforeAll, describe, expect, it } from "vitest"
import { caller, member, staffAccessKey, staffAuction, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)
let staffKey: string
let sellerKey: string
let bidderKey: string

const liveAuction = async (reserve: number | null) => {
  const { body } = await staffAuction(api, staffKey, {
    seller_username: "reserve_seller",
    reserve,
    no_reserve: reserve === null,
    auction_end: new Date(Date.now() + 3_600_000).toISOString()
  })
  return body.id as number
}

const reserveOf = (auctionId: number, key: string) => call("GET", `/api/v1/auctions/${auctionId}/reserve`, undefined, key)
const lower = (auctionId: number, amount: unknown, key: string) => call("POST", `/api/v1/auctions/${auctionId}/reserve`, { amount }, key)
const bid = (auctionId: number, amount: number) => call("POST", `/api/v1/auctions/${auctionId}/bids`, { amount }, bidderKey)

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  sellerKey = (await member(api, staffKey, "reserve_seller")).key
  bidderKey = (await member(api, staffKey, "reserve_bidder", { card_on_file: true, bidding_agreement: true })).key
})

describe("the seller's reserve", () => {
  it("shows its seller the amount and the steps down to the current bid, and lowering to the bid meets it for every watcher", async () => {
    const auctionId = await liveAuction(15_500)
    expect((await bid(auctionId, 14_600)).status).toBe(200)
    const { status, body } = await reserveOf(auctionId, sellerKey)
    expect(status).toBe(200)
    expect(body).toEqual({
      reserve: 15_500,
      no_reserve: false,
      reserve_met: false,
      options: [15_250, 15_000, 14_900, 14_800, 14_700, 14_600]
    })

    const lowered = await lower(auctionId, 15_000, sellerKey)
    expect(lowered.status).toBe(200)
    expect(lowered.body).toMatchObject({ reserve: 15_000, reserve_met: false, options: [14_900, 14_800, 14_700, 14_600] })

    const met = await lower(auctionId, 14_600, sellerKey)
    expect(met.body).toEqual({ reserve: 14_600, no_reserve: false, reserve_met: true, options: [] })
    const detail = await call("GET", `/api/v2/auctions/${auctionId}`)
    expect(detail.body.reserve).toEqual({ no_reserve: false, reserve_met: true })

    // the lowerings are the auction's events, in order with its bids: what watchers are sent and a rewind gives
    const rewind = await call("GET", `/api/v1/realtime/rewind?channel=${encodeURIComponent(`auction:${auctionId}`)}&since=0`)
    const kinds = rewind.body.events.map((event: { kind: string; data: { reserve_met?: boolean } }) => [event.kind, event.data.reserve_met])
    expect(kinds).toEqual([
      ["bid", undefined],
      ["auction", false],
      ["auction", true]
    ])

    const again = await lower(auctionId, 14_600, sellerKey)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ error_code: 2012, message: "The reserve is met: there is nothing to lower." })
  })

  it("refuses an amount off the steps, naming it, and leaves the reserve as it was", async () => {
    const auctionId = await liveAuction(20_000)
    for (const amount of [19_900, 25_000, 50]) {
      const { status, body } = await lower(auctionId, amount, sellerKey)
      expect(status).toBe(400)
      expect(body).toMatchObject({ error_code: 2013 })
      expect(body.message).toMatch(/^amount /)
    }
    expect((await lower(auctionId, "a lot", sellerKey)).status).toBe(400)
    expect((await reserveOf(auctionId, sellerKey)).body.reserve).toBe(20_000)
  })

  it("is the seller's alone: a bidder is forbidden, a visitor must sign in, an unknown auction is not found", async () => {
    const auctionId = await liveAuction(20_000)
    expect((await reserveOf(auctionId, bidderKey)).status).toBe(403)
    expect((await lower(auctionId, 19_750, bidderKey)).body).toMatchObject({ error_code: 1003 })
    expect((await call("POST", `/api/v1/auctions/${auctionId}/reserve`, { amount: 19_750 })).status).toBe(401)
    expect((await reserveOf(999_999, sellerKey)).status).toBe(404)
    expect((await reserveOf(auctionId, sellerKey)).body.reserve).toBe(20_000)
  })

  it("can't be lowered before the auction starts: the seller is told it hasn't started, and the reserve stays", async () => {
    const { body } = await staffAuction(api, staffKey, {
      seller_username: "reserve_seller",
      reserve: 20_000,
      no_reserve: false,
      auction_start: new Date(Date.now() + 86_400_000).toISOString(),
      auction_end: new Date(Date.now() + 8 * 86_400_000).toISOString()
    })
    const refused = await lower(body.id, 19_750, sellerKey)
    expect([refused.status, refused.body.error_code, refused.body.message]).toEqual([
      409,
      2015,
      "This auction hasn't started: its reserve can be lowered once it is live."
    ])
    expect((await reserveOf(body.id, sellerKey)).body.reserve).toBe(20_000)
  })

  it("has nothing to lower without a reserve", async () => {
    const auctionId = await liveAuction(null)
    expect((await reserveOf(auctionId, sellerKey)).body).toEqual({ reserve: null, no_reserve: true, reserve_met: true, options: [] })
    expect((await lower(auctionId, 1_000, sellerKey)).status).toBe(409)
  })
})
