import { ErrorCode } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import { caller, member, type Member, staffAccessKey, staffAuction, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)

let staffKey: string
let bidder: Member
let auctionId: number

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  await member(api, staffKey, "miata_seller")
  bidder = await member(api, staffKey, "id_bidder", { card_on_file: true, bidding_agreement: true })
  auctionId = (await staffAuction(api, staffKey)).body.id
})

// Ids a client may send that name nothing that can exist: past Postgres' integer, signed, hex, exponents, padded.
const NOT_IDS = ["0", "-1", "2147483648", "9007199254740993", "99999999999999999999", "0x1A", "1e3", "+7", "007", "2.0", "%20"]

const expectNotFound = ({ status, body }: { status: number; body: any }, what: string) => {
  expect(status, what).toBe(404)
  expect(body.error_code, what).toEqual(expect.any(Number))
  expect(body.message, what).toEqual(expect.any(String))
}

describe("ids in paths", () => {
  it("read an auction by its decimal id only: /api/v2/auctions/0x1A names no auction", async () => {
    expect((await call("GET", `/api/v2/auctions/${auctionId}`)).status).toBe(200)
    const hex = await call("GET", `/api/v2/auctions/0x${auctionId.toString(16)}`)
    expect(hex).toMatchObject({ status: 404, body: { error_code: ErrorCode.auction_not_found, message: "This auction doesn't exist." } })
  })

  it("answer 404, never 503, for a resource that cannot exist, to a visitor or a member", async () => {
    for (const id of NOT_IDS) {
      expectNotFound(await call("GET", `/api/v2/auctions/${id}`), `auction ${id}`)
      expectNotFound(await call("GET", `/api/v1/auctions/${id}/stats`), `stats ${id}`)
      expectNotFound(await call("POST", `/api/v1/auctions/${id}/check_end`), `check_end ${id}`)
      expectNotFound(await call("GET", `/api/v1/auctions/${id}/questions`), `questions ${id}`)
      expectNotFound(await call("POST", `/api/v1/auctions/${id}/bids`, { amount: 500 }, bidder.key), `bid ${id}`)
      expectNotFound(await call("POST", `/api/v1/auctions/${id}/watch`, { watch: true }, bidder.key), `watch ${id}`)
      expectNotFound(await call("DELETE", `/api/v1/saved_searches/${id}`, undefined, bidder.key), `saved search ${id}`)
      expectNotFound(await call("GET", `/api/v1/videos/${id}`, undefined, bidder.key), `video ${id}`)
      expectNotFound(
        await call("PUT", `/api/v1/auctions/${auctionId}/questions/${id}`, { text: "Any rust?" }, bidder.key),
        `question ${id}`
      )
      const comment = await call("DELETE", `/api/v1/auctions/${auctionId}/comments/${id}`, undefined, bidder.key)
      expect(comment, `comment ${id}`).toMatchObject({ status: 404, body: { error_code: ErrorCode.comment_not_found } })
    }
  })

  it("answer 404 for a bid on an auction that doesn't exist", async () => {
    const { status, body } = await call("POST", "/api/v1/auctions/2147483647/bids", { amount: 500, idempotency_key: "nowhere" }, bidder.key)
    expect(status).toBe(404)
    expect(body.error_code).toBe(ErrorCode.auction_not_found)
  })
})

describe("ids in bodies", () => {
  it("answer 400 naming the request's fault when one is past the database's range", async () => {
    for (const auction_id of [0, -1, 2_147_483_648, 2 ** 53 + 2, 1.5]) {
      const { status, body } = await call("POST", "/api/v1/realtime/register", {
        connection_id: "nobody_1",
        type: "public",
        channel: "auction",
        auction_id
      })
      expect(status, String(auction_id)).toBe(400)
      expect(body.error_code).toBe(ErrorCode.bad_request)
    }
  })
})

describe("a bid's amount", () => {
  const bid = (amount: unknown, key: string) =>
    call("POST", `/api/v1/auctions/${auctionId}/bids`, { amount, idempotency_key: key }, bidder.key)

  it("is at most $1,000,000,000, and the refusal says so", async () => {
    for (const amount of [1_000_000_001, 2_147_483_648, 9_007_199_254_740_991]) {
      expect(await bid(amount, `high-${amount}`)).toMatchObject({
        status: 400,
        body: { error_code: ErrorCode.bid_too_high, message: "Bids must be at most $1,000,000,000" }
      })
    }
  })

  it("is whole dollars", async () => {
    for (const amount of [500.5, "500", null, 1e300]) {
      const { status, body } = await bid(amount, `odd-${String(amount)}`)
      expect(status).toBe(400)
      expect(body.error_code).toBe(amount === 1e300 ? ErrorCode.bid_too_high : ErrorCode.bid_not_whole_dollars)
    }
  })

  it("up to the ceiling is a bid like any other", async () => {
    const { status, body } = await bid(1_000_000_000, "ceiling")
    expect(status).toBe(200)
    expect(body.auction.current_bid).toBe(1_000_000_000)
  })
})

describe("a value past the database's range", () => {
  it("is the request's fault, not an outage", async () => {
    // The admin form takes any mileage; Postgres' integer ends at 2,147,483,647.
    const { status, body } = await staffAuction(api, staffKey, { mileage: 3_000_000_000 })
    expect({ status, body }).toMatchObject({ status: 400, body: { error_code: ErrorCode.bad_request } })
  })
})
