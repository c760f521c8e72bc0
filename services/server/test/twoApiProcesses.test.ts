import { ErrorCode } from "@redline/domain"
import { freshDatabaseUrl, freshNatsNamespace, RUNNING, type RunningServer, startServer } from "@redline/infra/testing"
import { Effect, Exit, Redacted, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const STAFF = { email: "staff@redline.test", password: "staff-password-1" }
const PASSWORD = "correct-horse-7"

// Two API processes over one database and NATS: each keeps the sessions it read and visitors' reads of auction pages,
// and forgets them when either changes them.
describe.skipIf(!process.env["NATS_URL"] || !process.env["DATABASE_URL"])("what every API process keeps", () => {
  const scope = Effect.runSync(Scope.make())
  const started: Array<RunningServer> = []
  let first: RunningServer
  let second: RunningServer
  let staffKey: string

  const call = async (
    server: RunningServer,
    method: string,
    path: string,
    options: { body?: unknown; key?: string; refresh?: string } = {}
  ) => {
    const headers: Record<string, string> = { "content-type": "application/json" }
    if (options.key !== undefined) headers["authorization"] = `Bearer ${options.key}`
    if (options.refresh !== undefined) headers["x-refresh-key"] = options.refresh
    const init: RequestInit = { method, headers }
    if (options.body !== undefined) init.body = JSON.stringify(options.body)
    const response = await fetch(`${server.url}${path}`, init)
    // Checked field by field by the test.
    return { status: response.status, body: (await response.json()) as any }
  }
  const signIn = async (server: RunningServer, email: string, password: string) =>
    (await call(server, "POST", "/api/v1/auth/login", { body: { email, password } })).body as { access_key: string; refresh_key: string }
  const validOn = async (server: RunningServer, key: string) => (await call(server, "GET", "/api/v1/auth/valid_session", { key })).status

  beforeAll(async () => {
    const { url } = await Effect.runPromise(Scope.extend(freshDatabaseUrl, scope))
    const namespace = await Effect.runPromise(Scope.extend(freshNatsNamespace, scope))
    const cluster = {
      DATABASE_URL: Redacted.value(url),
      NATS_URL: process.env["NATS_URL"]!,
      NATS_NAMESPACE: namespace,
      SEED_FIXTURES: "false",
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password
    }
    first = await startServer({ ...cluster, ROLES: "gateway,api,engine" })
    started.push(first)
    await first.printed(RUNNING)
    second = await startServer({ ...cluster, ROLES: "gateway,api" })
    started.push(second)
    await second.printed(RUNNING)
    staffKey = (await signIn(first, STAFF.email, STAFF.password)).access_key
    for (const [username, bidder] of [
      ["kept_one", false],
      ["kept_two", false],
      ["kept_seller", false],
      ["kept_bidder", true]
    ] as const) {
      const created = await call(first, "POST", "/api/v1/admin/users", {
        key: staffKey,
        body: { email: `${username}@example.com`, username, password: PASSWORD, card_on_file: bidder, bidding_agreement: bidder }
      })
      expect(created.status).toBe(200)
    }
  }, 120_000)

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()))
    await Effect.runPromise(Scope.close(scope, Exit.void))
  })

  it("refuses a signed-out key at once in the other process", async () => {
    const session = await signIn(first, "kept_one@example.com", PASSWORD)
    expect(await validOn(first, session.access_key)).toBe(200)
    expect(await validOn(second, session.access_key)).toBe(200)

    expect((await call(first, "POST", "/api/v1/auth/logout", { key: session.access_key })).status).toBe(200)

    const refused = await call(second, "GET", "/api/v1/auth/valid_session", { key: session.access_key })
    expect(refused.status).toBe(401)
    expect(refused.body.error_code).toBe(ErrorCode.unauthorized)
    expect(await validOn(first, session.access_key)).toBe(401)
  })

  it("refuses the replaced key of a refresh at once in the other process", async () => {
    const session = await signIn(second, "kept_two@example.com", PASSWORD)
    expect(await validOn(first, session.access_key)).toBe(200)

    const refreshed = await call(second, "POST", "/api/v1/auth/refresh", { refresh: session.refresh_key })
    expect(refreshed.status).toBe(200)

    expect(await validOn(first, session.access_key)).toBe(401)
    expect(await validOn(first, refreshed.body.access_key)).toBe(200)
  })

  it("shows a bid to the next visitor's read of the auction in both processes", async () => {
    const created = await call(first, "POST", "/api/v1/admin/auctions", {
      key: staffKey,
      body: {
        title: "1989 BMW M3",
        year: 1989,
        make: "BMW",
        model: "M3",
        location: "Austin, TX 78701",
        body_style: "Coupe",
        transmission: "Manual",
        seller_username: "kept_seller",
        reserve: null,
        no_reserve: true,
        auction_end: new Date(Date.now() + 3_600_000).toISOString()
      }
    })
    expect(created.status).toBe(200)
    const path = `/api/v2/auctions/${created.body.id}`
    const bidsOn = async (server: RunningServer) => (await call(server, "GET", path)).body.bids as number
    expect(await bidsOn(first)).toBe(0)
    expect(await bidsOn(second)).toBe(0)

    const bidder = await signIn(second, "kept_bidder@example.com", PASSWORD)
    const placed = await call(second, "POST", `/api/v1/auctions/${created.body.id}/bids`, {
      key: bidder.access_key,
      body: { amount: 5_000 }
    })
    expect(placed.status).toBe(200)

    expect(await bidsOn(second)).toBe(1)
    await expect.poll(() => bidsOn(first), { timeout: 2_000 }).toBe(1)
  })

  it("shows a comment to the next visitor's read of the thread in both processes", async () => {
    const created = await call(first, "POST", "/api/v1/admin/auctions", {
      key: staffKey,
      body: {
        title: "1991 Nissan Figaro",
        year: 1991,
        make: "Nissan",
        model: "Figaro",
        location: "Austin, TX 78701",
        body_style: "Convertible",
        transmission: "Automatic",
        seller_username: "kept_seller",
        reserve: null,
        no_reserve: true,
        auction_end: new Date(Date.now() + 3_600_000).toISOString()
      }
    })
    expect(created.status).toBe(200)
    const path = `/api/v1/auctions/${created.body.id}/comments`
    const textsOn = async (server: RunningServer) =>
      ((await call(server, "GET", path)).body.comments as ReadonlyArray<{ text: string }>).map((comment) => comment.text)
    expect(await textsOn(first)).toEqual([])
    expect(await textsOn(second)).toEqual([])

    const bidder = await signIn(second, "kept_bidder@example.com", PASSWORD)
    const posted = await call(second, "POST", path, { key: bidder.access_key, body: { text: "What a lovely little car." } })
    expect(posted.status).toBe(201)

    expect(await textsOn(second)).toEqual(["What a lovely little car."])
    await expect.poll(() => textsOn(first), { timeout: 2_000 }).toEqual(["What a lovely little car."])
  })
})
