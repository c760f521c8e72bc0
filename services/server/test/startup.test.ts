import * as Net from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { RUNNING, type RunningServer, startServer } from "@redline/infra/testing"

const running: Array<RunningServer> = []

const start = async (env: Record<string, string>) => {
  const server = await startServer(env)
  running.push(server)
  return server
}

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()))
})

describe("start-up", () => {
  it("serves the seeded marketplace, its photos and the OpenAPI document from a fresh DATA_DIR", async () => {
    const server = await start({})
    await server.printed(RUNNING)
    const base = server.url
    expect(server.output()).toMatch(/Demo accounts/)
    expect(server.output()).toMatch(/Staff account: admin@redline\.local/)

    expect(server.output()).toMatch(
      /Stand-ins for development \(STAND_INS=false turns them off\): sign-in with Google, Facebook and Apple \(any e-mail address signs in\), Stripe \(cards on file and charges, with Stripe's test cards\), shipping quotes, financing rates, video host, texts \(the dev SMS outbox\)\./
    )

    const openapi = await fetch(`${base}/api/openapi.json`)
    expect(openapi.status).toBe(200)
    // The policy names the embedded store, which browsers upload photos to.
    expect(openapi.headers.get("content-security-policy")).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+ http:\/\/127\.0\.0\.1:\d+ /)
    expect(openapi.headers.get("x-content-type-options")).toBe("nosniff")
    expect(((await openapi.json()) as { paths: object }).paths).toHaveProperty("/api/v1/auctions")

    // Checked field by field below.
    const live: any = await (await fetch(`${base}/api/v1/auctions`)).json()
    expect(live.auctions.length).toBeGreaterThanOrEqual(60)
    const past: any = await (await fetch(`${base}/api/v1/auctions/closed?limit=100`)).json()
    expect(past.total).toBe(200)

    const photo = live.auctions[0].main_photo
    const image = await fetch(`${base}${photo.base_url}${photo.path}?w=384&q=70`)
    expect(image.status).toBe(200)
    expect(image.headers.get("content-type")).toBe("image/jpeg")
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000)

    // The seeded thread reads newest first in time, bids among the comments, and its bid events name their entries.
    const busy = live.auctions.find((auction: any) => auction.bids > 1)
    const thread: any = await (await fetch(`${base}/api/v1/auctions/${busy.id}/comments?limit=100`)).json()
    const times = thread.comments.map((entry: any) => Date.parse(entry.timestamp))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(thread.comments.map((entry: any) => entry.type))).toEqual(new Set([1, 2]))
    const log: any = await (await fetch(`${base}/api/v1/realtime/rewind?channel=auction:${busy.id}&since=0`)).json()
    const bidEntries = thread.comments.filter((entry: any) => entry.type === 2).map((entry: any) => entry.id)
    expect(bidEntries).toContain(log.events.at(-1).data.bid.comment_id)
    expect(log.events.at(-1).data.auction.bids).toBe(busy.bids)

    server.child.kill("SIGTERM")
    expect(await server.exited).toBe(0)
  }, 120_000)

  it("stops with one clear line when DATABASE_URL does not answer", async () => {
    const server = await start({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/redline" })
    expect(await server.exited).not.toBe(0)
    const lines = server
      .output()
      .trim()
      .split("\n")
      .filter((line) => line.trim() !== "")
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/Redline could not start\. Cannot reach the database at DATABASE_URL \(127\.0\.0\.1:1\/redline\)/)
  }, 60_000)

  it("stops with one clear line when the port is in use", async () => {
    const holder = Net.createServer()
    const port = await new Promise<number>((resolve) =>
      holder.listen(0, "127.0.0.1", () => resolve((holder.address() as Net.AddressInfo).port))
    )
    try {
      const server = await start({ PORT: String(port), SEED_FIXTURES: "false" })
      expect(await server.exited).not.toBe(0)
      const lines = server
        .output()
        .trim()
        .split("\n")
        .filter((line) => line.trim() !== "")
      expect(lines.map((line) => line.trim())).toEqual([
        `Redline could not start. Port ${port} is already in use: stop what holds it or set PORT to another port.`
      ])
    } finally {
      holder.close()
    }
  }, 60_000)

  it("stops with one clear line when ROLES names no role", async () => {
    const server = await start({ ROLES: "gateway,web", SEED_FIXTURES: "false" })
    expect(await server.exited).not.toBe(0)
    const lines = server
      .output()
      .trim()
      .split("\n")
      .filter((line) => line.trim() !== "")
    expect(lines.map((line) => line.trim())).toEqual([
      "Redline could not start. ROLES names 'web', which is not a role: the roles are gateway, api, engine, mail, alerts, notifier, sms, digest."
    ])
  }, 60_000)

  it("serves no stand-in when told so, offering no sign-in provider that is not configured", async () => {
    const server = await start({ STAND_INS: "false", SEED_FIXTURES: "false" })
    await server.printed(RUNNING)
    expect(server.output()).toMatch(/No stand-ins \(STAND_INS=false\): providers that are not configured are not offered\./)
    const bootstrap = (await (await fetch(`${server.url}/api/v1/bootstrap`)).json()) as { sign_in_providers: ReadonlyArray<string> }
    expect(bootstrap.sign_in_providers).toEqual([])
    await server.stop()
  }, 60_000)

  it("runs a gateway alone, which leaves the API to other processes", async () => {
    const server = await start({ ROLES: "gateway", SEED_FIXTURES: "false" })
    await server.printed(RUNNING)
    expect(server.output()).toMatch(/Roles: gateway\./)
    expect(server.output()).not.toMatch(/Staff account/)
    const health = await fetch(`${server.url}/api/health`)
    expect(health.status).toBe(404)
    expect(await health.json()).toEqual({ error_code: 1001, message: "This server does not answer the API." })
    await server.stop()
  }, 60_000)
})
