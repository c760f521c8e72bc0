import { ErrorCode } from "@redline/domain"
import { freshDatabaseUrl, freshNatsNamespace, RUNNING, type RunningServer, startServer } from "@redline/infra/testing"
import { Effect, Exit, Redacted, Scope } from "effect"
import { afterAll, describe, expect, it } from "vitest"

const STAFF = { email: "staff@redline.test", password: "staff-password-1" }
const PASSWORD = "correct-horse-7"

// A cluster in two processes over one Postgres database and NATS: the gateway with the API in one, the engine in the other.
describe.skipIf(!process.env["NATS_URL"] || !process.env["DATABASE_URL"])("one process per role", () => {
  const scope = Effect.runSync(Scope.make())
  const started: Array<RunningServer> = []

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()))
    await Effect.runPromise(Scope.close(scope, Exit.void))
  })

  const call = async (server: RunningServer, method: string, path: string, body?: unknown, key?: string) => {
    const headers: Record<string, string> = { "content-type": "application/json" }
    if (key !== undefined) headers["authorization"] = `Bearer ${key}`
    const response = await fetch(`${server.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
    // Checked field by field by the test.
    return { status: response.status, body: (await response.json()) as any }
  }
  const login = async (server: RunningServer, email: string, password: string) =>
    (await call(server, "POST", "/api/v1/auth/login", { email, password })).body.access_key as string

  it("places a bid through the gateway and API process, decided by the engine process", async () => {
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
    const front = await startServer({ ...cluster, ROLES: "gateway,api" })
    started.push(front)
    await front.printed(RUNNING)
    expect(front.output()).toMatch(/Roles: gateway, api\./)

    const staffKey = await login(front, STAFF.email, STAFF.password)
    for (const username of ["role_seller", "role_bidder"]) {
      const created = await call(
        front,
        "POST",
        "/api/v1/admin/users",
        {
          email: `${username}@example.com`,
          username,
          password: PASSWORD,
          card_on_file: true,
          bidding_agreement: true
        },
        staffKey
      )
      expect(created.status).toBe(200)
    }
    const auction = await call(
      front,
      "POST",
      "/api/v1/admin/auctions",
      {
        title: "1973 Porsche 911 Carrera RS",
        year: 1973,
        make: "Porsche",
        model: "911",
        location: "Monterey, CA 93940",
        body_style: "Coupe",
        transmission: "Manual",
        seller_username: "role_seller",
        reserve: null,
        no_reserve: true,
        auction_end: new Date(Date.now() + 3_600_000).toISOString()
      },
      staffKey
    )
    expect(auction.status).toBe(200)
    const bidderKey = await login(front, "role_bidder@example.com", PASSWORD)
    const bid = (amount: number, key: string) =>
      call(front, "POST", `/api/v1/auctions/${auction.body.id}/bids`, { amount, idempotency_key: key }, bidderKey)

    // No engine runs anywhere yet: nobody takes the bid.
    const untaken = await bid(5_000, "first")
    expect(untaken.status).toBe(503)
    expect(untaken.body.error_code).toBe(ErrorCode.bid_not_taken)

    const engine = await startServer({ ...cluster, ROLES: "engine" })
    started.push(engine)
    await engine.printed(RUNNING)
    expect(engine.output()).toMatch(/Redline is running: engine/)
    // The engine process opens no port of its own.
    await expect(fetch(`${engine.url}/api/health`)).rejects.toThrow()

    // Its partitions are claimed within a lease renewal; until then the bid is still not taken.
    const deadline = Date.now() + 20_000
    let placed = await bid(5_000, "first")
    while (placed.status === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      placed = await bid(5_000, "first")
    }
    expect(placed.status).toBe(200)
    expect(placed.body.bid).toMatchObject({ amount: 5_000, bidder: "role_bidder" })
    expect(placed.body.auction).toMatchObject({ current_bid: 5_000, bids: 1 })

    // Stopped, the engine hands its partitions back and bids go untaken again.
    await engine.stop()
    const afterEngine = await bid(5_500, "second")
    expect(afterEngine.status).toBe(503)
    expect(afterEngine.body.error_code).toBe(ErrorCode.bid_not_taken)
  }, 120_000)
})
