import { ErrorCode } from "@redline/domain"
import { RUNNING, type RunningServer, startServer } from "@redline/infra/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const STAFF = { email: "staff@redline.test", password: "staff-password-1" }
const PASSWORD = "correct-horse-7"

// Bids with a bearer key and a plain body are answered by the bid lane, the rest by the API's handler: the same answers either way.
describe("bids through the gateway", () => {
  let server: RunningServer
  let auctionId: number
  const keys: Record<string, string> = {}

  const call = async (method: string, path: string, options: { body?: string; key?: string } = {}) => {
    const headers: Record<string, string> = { "content-type": "application/json" }
    if (options.key !== undefined) headers["authorization"] = `Bearer ${options.key}`
    const init: RequestInit = { method, headers }
    if (options.body !== undefined) init.body = options.body
    const response = await fetch(`${server.url}${path}`, init)
    // Checked field by field by the test.
    return { status: response.status, type: response.headers.get("content-type"), body: (await response.json()) as any }
  }
  const signIn = async (email: string, password: string) =>
    (await call("POST", "/api/v1/auth/login", { body: JSON.stringify({ email, password }) })).body.access_key as string
  const bid = (amount: unknown, who = "bidder", auction = auctionId) =>
    call("POST", `/api/v1/auctions/${auction}/bids`, { key: keys[who]!, body: JSON.stringify({ amount }) })

  beforeAll(async () => {
    server = await startServer({ SEED_FIXTURES: "false", ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password })
    await server.printed(RUNNING)
    keys["staff"] = await signIn(STAFF.email, STAFF.password)
    for (const [username, registered] of [
      ["lane_seller", false],
      ["lane_bidder", true],
      ["lane_unregistered", false]
    ] as const) {
      const created = await call("POST", "/api/v1/admin/users", {
        key: keys["staff"],
        body: JSON.stringify({
          email: `${username}@example.com`,
          username,
          password: PASSWORD,
          card_on_file: registered,
          bidding_agreement: registered
        })
      })
      expect(created.status).toBe(200)
      keys[username.slice("lane_".length)] = await signIn(`${username}@example.com`, PASSWORD)
    }
    const created = await call("POST", "/api/v1/admin/auctions", {
      key: keys["staff"],
      body: JSON.stringify({
        title: "1995 Porsche 993 Carrera",
        year: 1995,
        make: "Porsche",
        model: "911",
        location: "Austin, TX 78701",
        body_style: "Coupe",
        transmission: "Manual",
        seller_username: "lane_seller",
        reserve: null,
        no_reserve: true,
        auction_end: new Date(Date.now() + 3_600_000).toISOString()
      })
    })
    auctionId = created.body.id
  }, 120_000)

  afterAll(() => server.stop())

  it("accepts a bid with the API's answer, and a visitor's next read shows it", async () => {
    expect((await call("GET", `/api/v2/auctions/${auctionId}`)).body.bids).toBe(0)
    const placed = await bid(10_000)
    expect(placed.status).toBe(200)
    expect(placed.type).toBe("application/json")
    expect(Object.keys(placed.body)).toEqual(["bid", "auction"])
    expect(placed.body.bid).toMatchObject({ amount: 10_000, bidder: "lane_bidder" })
    expect(Object.keys(placed.body.bid)).toEqual(["id", "amount", "bidder", "received_at", "comment_id"])
    expect(placed.body.auction).toEqual({
      current_bid: 10_000,
      current_bidder: "lane_bidder",
      auction_end: expect.any(String),
      status: 1,
      bids: 1,
      reserve_met: true
    })
    const read = await call("GET", `/api/v2/auctions/${auctionId}`)
    expect(read.body).toMatchObject({ current_bid: 10_000, bids: 1 })
  })

  it("watches the auction for the bidder, as the API's handler does; a bidder who stops watching stays so through later bids", async () => {
    const watchOf = async () => {
      const { body } = await call("GET", `/api/v2/auctions/${auctionId}`, { key: keys["bidder"]! })
      return { watching: body.watching, watchers: body.watchers }
    }
    // the first test's bid, written beside its answer
    await expect.poll(watchOf).toEqual({ watching: true, watchers: 1 })
    const unwatched = await call("POST", `/api/v1/auctions/${auctionId}/watch`, {
      key: keys["bidder"]!,
      body: JSON.stringify({ watch: false })
    })
    expect(unwatched.body).toEqual({ watching: false, watchers: 0 })
    expect((await bid(10_500)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await watchOf()).toEqual({ watching: false, watchers: 0 })
  })

  it("answers the engine's refusals as the API does", async () => {
    const low = await bid(10_500)
    expect(low.status).toBe(400)
    expect(low.body).toEqual({ _tag: "BidTooLow", error_code: ErrorCode.bid_too_low, message: "Bid at least $10,600", min_bid: 10_600 })
    const nowhere = await bid(10_000, "bidder", 2_000_000)
    expect(nowhere.status).toBe(404)
    expect(nowhere.body.error_code).toBe(ErrorCode.auction_not_found)
    const seller = await bid(20_000, "seller")
    expect(seller.status).toBe(403)
  })

  it("leaves everything else to the API's handler", async () => {
    expect((await bid(20_000, "unregistered")).body.error_code).toBe(ErrorCode.not_registered_to_bid)
    expect((await call("POST", `/api/v1/auctions/${auctionId}/bids`, { body: JSON.stringify({ amount: 20_000 }) })).status).toBe(401)
    expect((await bid("20000")).body.error_code).toBe(ErrorCode.bid_not_whole_dollars)
    expect((await call("POST", `/api/v1/auctions/${auctionId}/bids`, { key: keys["bidder"]!, body: "{" })).status).toBeGreaterThanOrEqual(
      400
    )
  })
})
