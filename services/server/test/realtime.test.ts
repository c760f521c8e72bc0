import { channelName } from "@redline/domain"
import { freshDatabaseUrl, freshNatsNamespace, RUNNING, type RunningServer, startServer } from "@redline/infra/testing"
import { Effect, Exit, Redacted, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { stalledSocket } from "./StalledSocket.ts"
import { mergeInOrder, oneTo, Watcher } from "./Watcher.ts"

const STAFF = { email: "staff@redline.test", password: "staff-password-1" }
const BIDDERS = 20
const WATCHERS = 500
const ACCEPTED_BIDS = 200

const rewindPath = (auctionId: number, since: number) =>
  `/api/v1/realtime/rewind?channel=${channelName({ type: "auction", id: auctionId })}&since=${since}`

interface Gateway {
  readonly base: string
  readonly port: number
  readonly server: RunningServer
}

// Two whole servers (gateway, API and engine each) over one Postgres database and NATS.
describe.skipIf(!process.env["NATS_URL"] || !process.env["DATABASE_URL"])("realtime across two gateways", () => {
  const scope = Effect.runSync(Scope.make())
  let a: Gateway
  let b: Gateway
  let staffKey: string

  const call = async (gateway: Gateway, method: string, path: string, body?: unknown, key?: string) => {
    const headers: Record<string, string> = { "content-type": "application/json" }
    if (key !== undefined) headers["authorization"] = `Bearer ${key}`
    const response = await fetch(`${gateway.base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    // Checked field by field by the callers.
    return { status: response.status, body: (await response.json()) as any }
  }
  const login = async (gateway: Gateway, email: string, password: string) =>
    (await call(gateway, "POST", "/api/v1/auth/login", { email, password })).body.access_key as string

  const startGateway = async (databaseUrl: string, namespace: string): Promise<Gateway> => {
    const server = await startServer({
      DATABASE_URL: databaseUrl,
      NATS_URL: process.env["NATS_URL"]!,
      NATS_NAMESPACE: namespace,
      SEED_FIXTURES: "false",
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password
    })
    await server.printed(RUNNING)
    return { base: server.url, port: server.port, server }
  }

  beforeAll(async () => {
    const { url } = await Effect.runPromise(Scope.extend(freshDatabaseUrl, scope))
    // The two servers' subjects and leases, apart from any other test's on the same NATS server.
    const namespace = await Effect.runPromise(Scope.extend(freshNatsNamespace, scope))
    a = await startGateway(Redacted.value(url), namespace)
    b = await startGateway(Redacted.value(url), namespace)
    staffKey = await login(a, STAFF.email, STAFF.password)
    for (const username of ["war_seller", ...oneTo(BIDDERS).map((n) => `bidder_${n}`)]) {
      await call(
        a,
        "POST",
        "/api/v1/admin/users",
        {
          email: `${username}@example.com`,
          username,
          password: "correct-horse-7",
          card_on_file: true,
          bidding_agreement: true
        },
        staffKey
      )
    }
  }, 120_000)

  afterAll(async () => {
    await Promise.all([a?.server.stop(), b?.server.stop()])
    await Effect.runPromise(Scope.close(scope, Exit.void))
  })

  const createAuction = async () =>
    (
      await call(
        a,
        "POST",
        "/api/v1/admin/auctions",
        {
          title: "1989 Porsche 911 Speedster",
          year: 1989,
          make: "Porsche",
          model: "911",
          location: "Monterey, CA 93940",
          body_style: "Convertible",
          transmission: "Manual",
          seller_username: "war_seller",
          reserve: null,
          no_reserve: true,
          auction_end: new Date(Date.now() + 15 * 60_000).toISOString()
        },
        staffKey
      )
    ).body.id as number

  const register = (gateway: Gateway, connectionId: string, auctionId: number) =>
    call(gateway, "POST", "/api/v1/realtime/register", {
      connection_id: connectionId,
      type: "public",
      channel: "auction",
      auction_id: auctionId
    })

  /** BIDDERS bidders, half through each gateway, bid the minimum until ACCEPTED_BIDS were accepted. */
  const biddingWar = async (auctionId: number, duringWar: () => Promise<void> = async () => {}) => {
    const keys = await Promise.all(oneTo(BIDDERS).map((n) => login(n % 2 === 0 ? a : b, `bidder_${n}@example.com`, "correct-horse-7")))
    let accepted = 0
    let next = 100
    const bidder = async (n: number) => {
      const gateway = n % 2 === 0 ? a : b
      while (accepted < ACCEPTED_BIDS) {
        const { status, body } = await call(gateway, "POST", `/api/v1/auctions/${auctionId}/bids`, { amount: next }, keys[n - 1])
        if (status === 200) {
          accepted++
          next = Math.max(next, body.auction.current_bid + (body.auction.current_bid < 15_000 ? 100 : 250))
        } else if (body.min_bid !== undefined) next = Math.max(next, body.min_bid)
        else throw new Error(`Unexpected refusal ${status}: ${JSON.stringify(body)}`)
      }
    }
    await Promise.all([...oneTo(BIDDERS).map(bidder), duringWar()])
    const stats = await call(a, "GET", `/api/v1/auctions/${auctionId}/stats`)
    return stats.body.bids as number
  }

  const until = async (done: () => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs
    while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25))
    return done()
  }

  it("delivers a bidding war to 500 watchers on both gateways in order, without gaps or duplicates, while a client stalls", async () => {
    const auctionId = await createAuction()
    const watchers = await Promise.all(oneTo(WATCHERS).map((n) => Watcher.connect(n % 2 === 0 ? a.base : b.base)))
    // Half register through the other gateway than the one holding their socket.
    await Promise.all(
      watchers.map(async (watcher, index) => {
        const { status, body } = await register(index % 4 < 2 ? a : b, await watcher.connectionId, auctionId)
        expect([status, body.seq]).toEqual([200, 0])
      })
    )
    const stalled = await stalledSocket(a.port)
    expect((await register(b, stalled.connectionId, auctionId)).status).toBe(200)

    const n = await biddingWar(auctionId)
    expect(n).toBeGreaterThanOrEqual(ACCEPTED_BIDS)
    // The last bid was acknowledged when the war returned: every watcher has it moments later.
    expect(await until(() => watchers.every((watcher) => watcher.last === n), 2_000)).toBe(true)
    for (const watcher of watchers) expect(watcher.received).toEqual(oneTo(n))

    const rewind = await call(b, "GET", rewindPath(auctionId, 0))
    expect(rewind.body.events.map((event: { seq: number }) => event.seq)).toEqual(oneTo(n))
    stalled.close()
    for (const watcher of watchers) watcher.close()
  }, 180_000)

  it("lets a client that reconnects mid-war end with exactly the server's sequence, by rewinding", async () => {
    const auctionId = await createAuction()
    let before: Array<number> = []
    let after: Watcher | undefined
    let filled: Array<number> = []
    const n = await biddingWar(auctionId, async () => {
      const first = await Watcher.connect(b.base)
      const joined = await register(a, await first.connectionId, auctionId)
      // Bids placed before it joined come from the log, as for any late joiner.
      const earlier = await call(a, "GET", rewindPath(auctionId, 0))
      await until(() => first.last >= 30, 30_000)
      first.close()
      before = [
        ...earlier.body.events.map((event: { seq: number }) => event.seq).filter((seq: number) => seq <= joined.body.seq),
        ...first.received
      ]
      await new Promise((resolve) => setTimeout(resolve, 300))
      after = await Watcher.connect(a.base)
      const registered = await register(b, await after.connectionId, auctionId)
      const rewind = await call(a, "GET", rewindPath(auctionId, before.at(-1) ?? 0))
      filled = rewind.body.events.map((event: { seq: number }) => event.seq)
      expect(filled.at(-1) ?? before.at(-1)).toBeGreaterThanOrEqual(registered.body.seq)
    })
    expect(await until(() => after!.last === n, 10_000)).toBe(true)
    expect(mergeInOrder(before, filled, after!.received)).toEqual(oneTo(n))
    after!.close()
  }, 180_000)
})
