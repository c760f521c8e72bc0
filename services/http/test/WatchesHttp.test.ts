import { AuctionStatus } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import { caller, insertAuctions, member, staffAccessKey, staffAuction, useApi } from "./harness/index.ts"

const api = useApi()
let staffKey: string
let sellerKey: string
let oneKey: string
let twoKey: string

const call = caller(api)

const createAuction = async () => (await staffAuction(api, staffKey)).body.id as number

const watch = (auctionId: number, watching: boolean, key?: string) =>
  call("POST", `/api/v1/auctions/${auctionId}/watch`, { watch: watching }, key)

/** The auction as the live list shows it to the holder of `key` (a visitor without one). */
const listed = async (auctionId: number, key?: string) =>
  (await call("GET", "/api/v1/auctions", undefined, key)).body.auctions.find((auction: { id: number }) => auction.id === auctionId)

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  sellerKey = (await member(api, staffKey, "miata_seller")).key
  oneKey = (await member(api, staffKey, "watcher_one")).key
  twoKey = (await member(api, staffKey, "watcher_two")).key
})

describe("POST /api/v1/auctions/{id}/watch", () => {
  it("watches and unwatches, answering the watch state and the auction's count", async () => {
    const auctionId = await createAuction()
    expect(await watch(auctionId, true, oneKey)).toEqual({ status: 200, body: { watching: true, watchers: 1 } })
    expect(await watch(auctionId, true, twoKey)).toEqual({ status: 200, body: { watching: true, watchers: 2 } })
    expect(await watch(auctionId, false, oneKey)).toEqual({ status: 200, body: { watching: false, watchers: 1 } })
    const detail = await call("GET", `/api/v2/auctions/${auctionId}`)
    expect([detail.body.watchers, detail.body.stats.watchers]).toEqual([1, 1])
  })

  it("counts a watch once however often it is asked for, at once or in turn", async () => {
    const auctionId = await createAuction()
    const together = await Promise.all([watch(auctionId, true, oneKey), watch(auctionId, true, oneKey)])
    expect(together.map((answer) => answer.body)).toEqual([
      { watching: true, watchers: 1 },
      { watching: true, watchers: 1 }
    ])
    expect((await watch(auctionId, true, oneKey)).body).toEqual({ watching: true, watchers: 1 })
    expect((await watch(auctionId, false, oneKey)).body).toEqual({ watching: false, watchers: 0 })
    expect((await watch(auctionId, false, oneKey)).body).toEqual({ watching: false, watchers: 0 })
    expect((await call("GET", `/api/v2/auctions/${auctionId}`)).body.watchers).toBe(0)
  })

  it("refuses the auction's seller, changing nothing", async () => {
    const auctionId = await createAuction()
    expect(await watch(auctionId, true, sellerKey)).toMatchObject({
      status: 403,
      body: { error_code: 2009, message: "You can't watch your own auction." }
    })
    const detail = await call("GET", `/api/v2/auctions/${auctionId}`, undefined, sellerKey)
    expect([detail.body.watchers, detail.body.watching]).toEqual([0, false])
  })

  it("needs a session", async () => {
    const auctionId = await createAuction()
    expect(await watch(auctionId, true)).toMatchObject({ status: 401, body: { error_code: 1002 } })
    expect(await watch(auctionId, true, "no-such-key")).toMatchObject({ status: 401, body: { error_code: 1002 } })
  })

  it("refuses an unknown auction with 404 and a malformed request with 400", async () => {
    expect(await watch(987_654, true, oneKey)).toMatchObject({ status: 404, body: { error_code: 2001 } })
    const auctionId = await createAuction()
    expect(await call("POST", `/api/v1/auctions/${auctionId}/watch`, { watch: "yes" }, oneKey)).toMatchObject({
      status: 400,
      body: { error_code: 1000 }
    })
  })
})

describe("watching, as the lists and the auction page tell it", () => {
  it("is true for the user who watches, and for no one else", async () => {
    const auctionId = await createAuction()
    await watch(auctionId, true, oneKey)

    expect(await listed(auctionId, oneKey)).toMatchObject({ watching: true, watchers: 1 })
    expect(await listed(auctionId, twoKey)).toMatchObject({ watching: false, watchers: 1 })
    expect(await listed(auctionId)).toMatchObject({ watching: false, watchers: 1 })

    expect((await call("GET", `/api/v2/auctions/${auctionId}`, undefined, oneKey)).body).toMatchObject({ watching: true, watchers: 1 })
    expect((await call("GET", `/api/v2/auctions/${auctionId}`, undefined, twoKey)).body).toMatchObject({ watching: false, watchers: 1 })
    expect((await call("GET", `/api/v2/auctions/${auctionId}`)).body).toMatchObject({ watching: false, watchers: 1 })

    await watch(auctionId, false, oneKey)
    expect(await listed(auctionId, oneKey)).toMatchObject({ watching: false, watchers: 0 })
  })

  it("is told on past results too", async () => {
    const [endedId] = await api.run(
      insertAuctions(
        [
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
          }
        ],
        new Date()
      )
    )
    await watch(endedId!, true, twoKey)
    const closed = async (key?: string) =>
      (await call("GET", "/api/v1/auctions/closed", undefined, key)).body.auctions.find((auction: { id: number }) => auction.id === endedId)
    expect(await closed(twoKey)).toMatchObject({ watching: true, watchers: 1 })
    expect(await closed(oneKey)).toMatchObject({ watching: false, watchers: 1 })
  })

  it("answers a read with an unknown key as a visitor's, rather than refusing it", async () => {
    const auctionId = await createAuction()
    await watch(auctionId, true, oneKey)
    expect(await listed(auctionId, "no-such-key")).toMatchObject({ watching: false, watchers: 1 })
    const detail = await call("GET", `/api/v2/auctions/${auctionId}`, undefined, "no-such-key")
    expect(detail).toMatchObject({ status: 200, body: { watching: false } })
  })
})
