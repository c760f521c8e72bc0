import { AuctionStatus } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import { accessKey, caller, staffAccessKey, staffAuction, staffUser, tokenizeCard, useApi } from "./harness/index.ts"

const api = useApi()
let staffKey: string

const call = caller(api)

const login = (email: string, password: string) => accessKey(api, email, password)

const createUser = (username: string, registered: boolean) =>
  staffUser(api, staffKey, username, { card_on_file: registered, bidding_agreement: registered })

const createAuction = async (endInSeconds: number, overrides: Record<string, unknown> = {}) => {
  const { body } = await staffAuction(api, staffKey, {
    reserve: 5_000,
    no_reserve: false,
    auction_end: new Date(Date.now() + endInSeconds * 1000).toISOString(),
    ...overrides
  })
  return body.id as number
}

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  await createUser("miata_seller", true)
  await createUser("bidder_one", true)
  await createUser("bidder_two", true)
  await createUser("newcomer", false)
})

describe("POST /api/v1/auth/login", () => {
  it("opens a session with an access key", async () => {
    const { status, body } = await call("POST", "/api/v1/auth/login", { email: "Bidder_One@example.com", password: "correct-horse-7" })
    expect(status).toBe(200)
    expect(body.user.username).toBe("bidder_one")
    expect(body.access_key).toMatch(/^[\w-]{40,}$/)
    expect(body.details).toMatchObject({ card_on_file: true, bidding_agreement: true })
  })

  it("refuses a wrong password and an unknown e-mail alike", async () => {
    for (const email of ["bidder_one@example.com", "nobody@example.com"]) {
      const { status, body } = await call("POST", "/api/v1/auth/login", { email, password: "wrong" })
      expect(status).toBe(401)
      expect(body).toMatchObject({ error_code: 3001, message: "Incorrect email or password" })
    }
  })
})

describe("staff provisioning", () => {
  it("is for admins only", async () => {
    const key = await login("bidder_one@example.com", "correct-horse-7")
    const { status, body } = await call(
      "POST",
      "/api/v1/admin/users",
      { email: "x@example.com", username: "x_x", password: "long-enough" },
      key
    )
    expect(status).toBe(403)
    expect(body.error_code).toBe(1003)
  })

  it("refuses a taken username and an unknown seller", async () => {
    expect((await createUser("bidder_one", true)).body.error_code).toBe(3201)
    const { status, body } = await call(
      "POST",
      "/api/v1/admin/auctions",
      {
        title: "x",
        year: 1991,
        make: "Mazda",
        model: "Miata",
        location: "Austin, TX",
        body_style: "Convertible",
        transmission: "Manual",
        seller_username: "ghost",
        reserve: null,
        no_reserve: true,
        auction_end: new Date(Date.now() + 60_000).toISOString()
      },
      staffKey
    )
    expect([status, body.error_code]).toEqual([400, 3202])
  })
})

describe("register to bid", () => {
  it("names the card of an account staff made registered by its brand and last four digits", async () => {
    const key = await login("bidder_one@example.com", "correct-horse-7")
    expect((await call("GET", "/api/v1/auth/payment", undefined, key)).body).toMatchObject({
      card_on_file: true,
      brand: "Visa",
      last4: "4242",
      bidding_agreement: true
    })
  })

  it("takes a card and the bidding agreement, refusing declined and invalid cards", async () => {
    const key = await login("newcomer@example.com", "correct-horse-7")
    const auctionId = await createAuction(600)
    expect((await call("POST", `/api/v1/auctions/${auctionId}/bids`, { amount: 500 }, key)).body.error_code).toBe(2005)

    const declined = { payment_method_id: await tokenizeCard(api, "4000 0000 0000 0002") }
    expect(await call("POST", "/api/v1/auth/payment", declined, key)).toMatchObject({ status: 402, body: { error_code: 3101 } })
    expect(await call("POST", "/api/v1/auth/payment", { payment_method_id: "pm_unknown" }, key)).toMatchObject({
      status: 400,
      body: { error_code: 3102 }
    })
    const visa = { payment_method_id: await tokenizeCard(api, { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030 }) }
    expect(await call("POST", "/api/v1/auth/payment", visa, key)).toMatchObject({
      status: 200,
      body: {
        card_on_file: true,
        brand: "Visa",
        last4: "4242",
        exp_month: 12,
        exp_year: 2030,
        bidding_agreement: false,
        authentication: null
      }
    })
    expect((await call("POST", "/api/v1/auth/bidding_agreement", undefined, key)).status).toBe(200)
    expect((await call("GET", "/api/v1/auth/payment", undefined, key)).body).toMatchObject({
      card_on_file: true,
      brand: "Visa",
      last4: "4242",
      exp_month: 12,
      exp_year: 2030,
      bidding_agreement: true,
      authentication: null
    })
    expect((await call("POST", `/api/v1/auctions/${auctionId}/bids`, { amount: 500 }, key)).status).toBe(200)
  })
})

describe("POST /api/v1/auctions/{id}/bids", () => {
  it("needs a session", async () => {
    const { status, body } = await call("POST", "/api/v1/auctions/1/bids", { amount: 100 })
    expect([status, body.error_code]).toEqual([401, 1002])
  })

  it("takes a good bid, refuses the rest with their codes, and answers a retry with the first answer", async () => {
    const auctionId = await createAuction(600)
    const one = await login("bidder_one@example.com", "correct-horse-7")
    const two = await login("bidder_two@example.com", "correct-horse-7")
    const seller = await login("miata_seller@example.com", "correct-horse-7")
    const bids = `/api/v1/auctions/${auctionId}/bids`

    expect(await call("POST", bids, { amount: 50 }, one)).toMatchObject({
      status: 400,
      body: { error_code: 2003, min_bid: 100, message: "Bid at least $100" }
    })
    expect(await call("POST", bids, { amount: "lots" }, one)).toMatchObject({ status: 400, body: { error_code: 2004 } })
    expect(await call("POST", bids, { amount: 100.5 }, one)).toMatchObject({ status: 400, body: { error_code: 2004 } })
    expect(await call("POST", bids, { amount: 200 }, seller)).toMatchObject({ status: 403, body: { error_code: 2006 } })

    const first = await call("POST", bids, { amount: 1_000, idempotency_key: "k-1" }, one)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      bid: { amount: 1_000, bidder: "bidder_one" },
      auction: { current_bid: 1_000, bids: 1, status: AuctionStatus.live }
    })
    const retry = await call("POST", bids, { amount: 1_000, idempotency_key: "k-1" }, one)
    expect(retry.body.bid).toEqual(first.body.bid)

    expect(await call("POST", bids, { amount: 1_050 }, two)).toMatchObject({ status: 400, body: { min_bid: 1_100 } })
    expect((await call("POST", bids, { amount: 1_100 }, two)).body.auction).toMatchObject({
      current_bid: 1_100,
      current_bidder: "bidder_two",
      bids: 2
    })

    const stats = await call("GET", `/api/v1/auctions/${auctionId}/stats`)
    expect(stats.body).toMatchObject({
      bids: 2,
      current_bid: { amount: 1_100, bidder: "bidder_two" },
      status: AuctionStatus.live,
      ended_over_one_day_ago: false
    })
  })

  it("refuses unknown auctions with 404", async () => {
    const key = await login("bidder_one@example.com", "correct-horse-7")
    expect(await call("POST", "/api/v1/auctions/987654/bids", { amount: 100 }, key)).toMatchObject({
      status: 404,
      body: { error_code: 2001 }
    })
  })
})

describe("the reader's own bid on the auction page", () => {
  it("tells each bidder their highest bid, and a visitor and a non-bidder none", async () => {
    const auctionId = await createAuction(3_600)
    const one = await login("bidder_one@example.com", "correct-horse-7")
    const two = await login("bidder_two@example.com", "correct-horse-7")
    const newcomer = await login("newcomer@example.com", "correct-horse-7")
    expect((await call("POST", `/api/v1/auctions/${auctionId}/bids`, { amount: 1_000 }, one)).status).toBe(200)
    expect((await call("POST", `/api/v1/auctions/${auctionId}/bids`, { amount: 1_100 }, two)).status).toBe(200)
    expect((await call("POST", `/api/v1/auctions/${auctionId}/bids`, { amount: 1_200 }, one)).status).toBe(200)
    expect((await call("POST", `/api/v1/auctions/${auctionId}/bids`, { amount: 1_300 }, two)).status).toBe(200)
    const myBid = async (key?: string) => (await call("GET", `/api/v2/auctions/${auctionId}`, undefined, key)).body.my_bid
    expect(await myBid(one)).toBe(1_200)
    expect(await myBid(two)).toBe(1_300)
    expect(await myBid(newcomer)).toBeNull()
    expect(await myBid()).toBeNull()
  })
})

describe("the end of an auction", () => {
  it("closes at its end with its outcome; later bids are refused as ended; check_end says so", async () => {
    const auctionId = await createAuction(2, { reserve: null, no_reserve: true })
    const key = await login("bidder_one@example.com", "correct-horse-7")
    const placed = await call("POST", `/api/v1/auctions/${auctionId}/bids`, { amount: 300 }, key)
    // Inside the two-minute window: the end moved to receive time + 120 s and the status is last_second_bids.
    expect(placed.body.auction.status).toBe(AuctionStatus.last_second_bids)
    expect(await call("POST", `/api/v1/auctions/${auctionId}/check_end`)).toMatchObject({
      status: 200,
      body: { ended: false, status: AuctionStatus.last_second_bids }
    })
  })

  it("closes an auction without bids as no_bids", async () => {
    const auctionId = await createAuction(1)
    await new Promise((resolve) => setTimeout(resolve, 4_500))
    expect(await call("POST", `/api/v1/auctions/${auctionId}/check_end`)).toMatchObject({
      body: { ended: true, status: AuctionStatus.no_bids }
    })
    const key = await login("bidder_one@example.com", "correct-horse-7")
    expect(await call("POST", `/api/v1/auctions/${auctionId}/bids`, { amount: 300 }, key)).toMatchObject({
      status: 409,
      body: { error_code: 2002 }
    })
  })

  it("rate-limits clients that ask too often", async () => {
    const auctionId = await createAuction(600)
    const statuses: Array<number> = []
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push((await call("POST", `/api/v1/auctions/${auctionId}/check_end`)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
  })
})
