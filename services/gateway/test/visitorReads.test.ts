import { auctionChangeSubject, channelSubject } from "@redline/infra"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningGateway, startGateway } from "./RunningGateway.ts"

/** Stands in for the API: counts the reads that reach it and answers each with its count. */
const reached = new Map<string, number>()
const fakeApi = async (request: Request): Promise<Response> => {
  const { pathname, search } = new URL(request.url)
  const key = `${request.method} ${pathname}${search}`
  const count = (reached.get(key) ?? 0) + 1
  reached.set(key, count)
  if (search === "?slow") await new Promise((resolve) => setTimeout(resolve, 200))
  if (pathname === "/api/v2/auctions/404") return Response.json({ error_code: 1004, message: "No such auction." }, { status: 404 })
  return Response.json({ path: pathname, search, count })
}

describe("visitors' reads of auction pages", () => {
  let gateway: RunningGateway
  beforeAll(async () => {
    gateway = await startGateway({ port: 0, host: "127.0.0.1", webRoot: undefined }, fakeApi)
  })
  afterAll(() => gateway.stop())

  const read = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${gateway.url}${path}`, { headers })
    return { status: response.status, body: (await response.json()) as { count: number; search: string } }
  }
  const reachedFor = (path: string) => reached.get(`GET ${path}`) ?? 0

  it("answers a crowd of visitors with one read of the API", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => read("/api/v2/auctions/7")))
    expect(answers.every((answer) => answer.status === 200 && answer.body.count === 1)).toBe(true)
    expect((await read("/api/v2/auctions/7")).body.count).toBe(1)
    expect(reachedFor("/api/v2/auctions/7")).toBe(1)
  })

  it("passes signed-in readers, other methods and refusals through", async () => {
    await read("/api/v1/auctions/8/stats")
    expect((await read("/api/v1/auctions/8/stats", { authorization: "Bearer some-key" })).body.count).toBe(2)
    expect((await read("/api/v2/auctions/404")).status).toBe(404)
    expect((await read("/api/v2/auctions/404")).status).toBe(404)
    expect(reachedFor("/api/v2/auctions/404")).toBe(2)
    expect((await read("/api/v1/watches")).body.count).toBe(1)
    expect((await read("/api/v1/watches")).body.count).toBe(2)
  })

  it("keeps each query of a list apart", async () => {
    expect((await read("/api/v1/auctions?sort=ending")).body.search).toBe("?sort=ending")
    expect((await read("/api/v1/auctions?sort=newest")).body.search).toBe("?sort=newest")
    expect((await read("/api/v1/auctions?sort=ending")).body.count).toBe(1)
  })

  it("reads again after a change answered by this gateway, of that auction and of the lists", async () => {
    await read("/api/v1/auctions/9/questions")
    await read("/api/v1/auctions/10/questions")
    await read("/api/v1/auctions/closed")
    const asked = await fetch(`${gateway.url}/api/v1/auctions/9/questions`, { method: "POST", body: "{}" })
    expect(asked.status).toBe(200)
    expect((await read("/api/v1/auctions/9/questions")).body.count).toBe(2)
    expect((await read("/api/v1/auctions/closed")).body.count).toBe(2)
    expect((await read("/api/v1/auctions/10/questions")).body.count).toBe(1)
  })

  it("keeps answers through a counted view", async () => {
    await read("/api/v2/auctions/11")
    await fetch(`${gateway.url}/api/v1/auctions/11/views`, { method: "POST", body: "{}" })
    expect((await read("/api/v2/auctions/11")).body.count).toBe(1)
  })

  it("reads again after an auction's event, its thread's or another gateway's change on the bus", async () => {
    await read("/api/v2/auctions/12")
    await read("/api/v2/auctions/13")
    await read("/api/v2/auctions/14")
    await Effect.runPromise(gateway.bus.publish(channelSubject({ type: "auction", id: 12 }), new TextEncoder().encode("{}")))
    await Effect.runPromise(gateway.bus.publish(auctionChangeSubject(13), new Uint8Array()))
    await Effect.runPromise(gateway.bus.publish(channelSubject({ type: "thread", id: 14 }), new TextEncoder().encode("{}")))
    await expect.poll(async () => (await read("/api/v2/auctions/12")).body.count).toBe(2)
    await expect.poll(async () => (await read("/api/v2/auctions/13")).body.count).toBe(2)
    await expect.poll(async () => (await read("/api/v2/auctions/14")).body.count).toBe(2)
  })

  it("does not keep a read that began before a change it would have shown", async () => {
    // the read is begun, then the auction changes while the API answers it
    const slow = fetch(`${gateway.url}/api/v1/auctions/15/stats?slow`).then((response) => response.json())
    await new Promise((resolve) => setTimeout(resolve, 50))
    await fetch(`${gateway.url}/api/v1/auctions/15/bids`, { method: "POST", body: "{}" })
    await slow
    expect((await read("/api/v1/auctions/15/stats?slow")).body.count).toBe(2)
  })
})
