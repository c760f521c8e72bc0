import { beforeAll, describe, expect, it } from "vitest"
import { caller, member, staffAccessKey, staffAuction, staffUser, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)
const REGISTERED = { card_on_file: true, bidding_agreement: true }

let staffKey: string
let oneKey: string
let twoKey: string
let newcomerKey: string

const createAuction = async () => (await staffAuction(api, staffKey)).body.id as number

const bid = (auctionId: number, amount: number, key: string) => call("POST", `/api/v1/auctions/${auctionId}/bids`, { amount }, key)

const watch = (auctionId: number, watching: boolean, key: string) =>
  call("POST", `/api/v1/auctions/${auctionId}/watch`, { watch: watching }, key)

/** The watch as the auction page tells it to the holder of `key`. */
const watchOf = async (auctionId: number, key: string) => {
  const { body } = await call("GET", `/api/v2/auctions/${auctionId}`, undefined, key)
  return { watching: body.watching, watchers: body.watchers }
}

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  await staffUser(api, staffKey, "miata_seller")
  oneKey = (await member(api, staffKey, "bidder_one", REGISTERED)).key
  twoKey = (await member(api, staffKey, "bidder_two", REGISTERED)).key
  newcomerKey = (await member(api, staffKey, "newcomer")).key
})

// The watch is written beside the bid's answer, not before it: the tests wait for it.
describe("a bid watches the car", () => {
  it("adds the auction to the bidder's watch list, and the bidder can still stop watching it", async () => {
    const auctionId = await createAuction()
    expect((await bid(auctionId, 5_000, oneKey)).status).toBe(200)
    await expect.poll(() => watchOf(auctionId, oneKey)).toEqual({ watching: true, watchers: 1 })

    expect(await watch(auctionId, false, oneKey)).toEqual({ status: 200, body: { watching: false, watchers: 0 } })
    expect(await watchOf(auctionId, oneKey)).toEqual({ watching: false, watchers: 0 })
  })

  it("keeps a watch that already exists, counted once however often the bidder bids", async () => {
    const auctionId = await createAuction()
    expect((await watch(auctionId, true, oneKey)).body).toEqual({ watching: true, watchers: 1 })
    expect((await bid(auctionId, 5_000, oneKey)).status).toBe(200)
    expect((await bid(auctionId, 5_100, twoKey)).status).toBe(200)
    expect((await bid(auctionId, 5_200, oneKey)).status).toBe(200)
    // the second bidder's watch is written after the first bidder's first bid was answered
    await expect.poll(() => watchOf(auctionId, twoKey)).toEqual({ watching: true, watchers: 2 })
    expect(await watchOf(auctionId, oneKey)).toEqual({ watching: true, watchers: 2 })
  })

  it("watches nothing for a bid that was refused", async () => {
    const auctionId = await createAuction()
    expect((await bid(auctionId, 5_000, oneKey)).status).toBe(200)
    expect((await bid(auctionId, 5_000, twoKey)).body.error_code).toBe(2003)
    expect((await bid(auctionId, 9_000, newcomerKey)).body.error_code).toBe(2005)
    await expect.poll(() => watchOf(auctionId, oneKey)).toEqual({ watching: true, watchers: 1 })
    expect(await watchOf(auctionId, twoKey)).toEqual({ watching: false, watchers: 1 })
    expect(await watchOf(auctionId, newcomerKey)).toEqual({ watching: false, watchers: 1 })
  })
})
