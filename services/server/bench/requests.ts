/**
 * What one request costs the server: requests per second and the server process's CPU time per
 * request, for a visitor's read of an auction, a signed-in read and a bid, each for a fixed time
 * over keep-alive connections. The server is `pnpm start`'s process on a fresh database and bus
 * namespace; `--roots` runs the same measurements against the servers of several checkouts in
 * turn (say the code before and after a change), alternating them in every run.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test NATS_URL=nats://127.0.0.1:4222 \
 *     pnpm bench:requests --connections 50 --seconds 10 --runs 3 [--roots before=/path/a,after=/path/b] \
 *       [--kinds visitor,signed-in,bid]
 */
import { freshDatabaseUrl, freshNatsNamespace, freePort, RUNNING, startProcess } from "@redline/infra/testing"
import { Effect, Redacted } from "effect"
import * as Fs from "node:fs"
import * as Http from "node:http"
import * as Os from "node:os"
import * as Path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url))

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    seconds: { type: "string", default: "10" },
    runs: { type: "string", default: "1" },
    roots: { type: "string", default: `this=${repoRoot}` },
    kinds: { type: "string", default: "visitor,signed-in,bid" }
  }
})
const connections = Number(values.connections)
const seconds = Number(values.seconds)
const runs = Number(values.runs)
const roots = values.roots.split(",").map((entry) => entry.split("=") as [string, string])
const kinds = new Set(values.kinds.split(","))
const databaseUrl = process.env["DATABASE_URL"]
const natsUrl = process.env["NATS_URL"]
if (!databaseUrl || !natsUrl) throw new Error("pnpm bench:requests needs DATABASE_URL and NATS_URL (real Postgres and NATS)")

const STAFF = { email: "admin@bench.test", password: "Bench-admin-pass-2026" }
const PASSWORD = "Bench-bidder-pass-2026"
const TICKS_PER_SECOND = 100

/** User and system CPU time of a process so far, in microseconds (Linux). */
const cpuMicros = (pid: number) => {
  const fields = Fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1_000_000
}

const agent = new Http.Agent({ keepAlive: true, maxSockets: connections })

const request = (port: number, method: string, path: string, headers: Record<string, string>, body?: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = Http.request({ host: "127.0.0.1", port, method, path, agent, headers }, (response) => {
      let text = ""
      response.setEncoding("utf8")
      response.on("data", (chunk: string) => (text += chunk))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    sent.on("error", reject)
    sent.end(body)
  })

const json = async (port: number, method: string, path: string, body?: unknown, key?: string) => {
  const headers: Record<string, string> = { "content-type": "application/json" }
  if (key !== undefined) headers["authorization"] = `Bearer ${key}`
  const answer = await request(port, method, path, headers, body === undefined ? undefined : JSON.stringify(body))
  return { status: answer.status, body: JSON.parse(answer.body) as Record<string, unknown> }
}

interface Measured {
  readonly perSecond: number
  readonly cpuMicrosPerRequest: number
  readonly p50: number
  readonly p99: number
  readonly failed: number
}

/** `connections` loops, each sending `next()`'s request and waiting for its answer, for `seconds`. */
const measure = async (
  pid: number,
  port: number,
  next: () => { method: string; path: string; headers: Record<string, string>; body?: string }
): Promise<Measured> => {
  const latencies: Array<number> = []
  let failed = 0
  const cpuBefore = cpuMicros(pid)
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const { method, path, headers, body } = next()
        const sent = performance.now()
        const answer = await request(port, method, path, headers, body)
        latencies.push(performance.now() - sent)
        if (answer.status >= 400) failed++
      }
    })
  )
  const elapsed = (performance.now() - started) / 1000
  const cpu = cpuMicros(pid) - cpuBefore
  latencies.sort((a, b) => a - b)
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? Number.NaN
  return { perSecond: latencies.length / elapsed, cpuMicrosPerRequest: cpu / latencies.length, p50: at(0.5), p99: at(0.99), failed }
}

/** A server of the checkout at `root` with a staff account, a registered bidder per connection and one auction. */
const measureServer = (root: string) =>
  Effect.gen(function* () {
    const { url } = yield* freshDatabaseUrl
    const namespace = yield* freshNatsNamespace
    const port = yield* Effect.promise(freePort)
    const dataDir = yield* Effect.acquireRelease(
      Effect.sync(() => Fs.mkdtempSync(Path.join(Os.tmpdir(), "redline-bench-"))),
      (dir) => Effect.sync(() => Fs.rmSync(dir, { recursive: true, force: true }))
    )
    const server = yield* Effect.acquireRelease(
      Effect.sync(() =>
        startProcess(Path.join(root, "services/server/src/main.ts"), {
          DATABASE_URL: Redacted.value(url),
          NATS_URL: natsUrl,
          NATS_NAMESPACE: namespace,
          SEED_FIXTURES: "false",
          PORT: String(port),
          HOST: "127.0.0.1",
          S3_ENDPOINT: "",
          DATA_DIR: dataDir,
          ADMIN_EMAIL: STAFF.email,
          ADMIN_PASSWORD: STAFF.password
        })
      ),
      (server) => Effect.promise(() => server.stop())
    )
    yield* Effect.promise(() => server.printed(RUNNING))
    const pid = server.child.pid!
    return yield* Effect.promise(async () => {
      const staff = (await json(port, "POST", "/api/v1/auth/login", STAFF)).body["access_key"] as string
      const keys: Array<string> = []
      for (let n = 0; n < connections; n++) {
        const email = `bidder${n}@bench.test`
        await json(
          port,
          "POST",
          "/api/v1/admin/users",
          { email, username: `bidder_${n}`, password: PASSWORD, card_on_file: true, bidding_agreement: n > 0 },
          staff
        )
        keys.push((await json(port, "POST", "/api/v1/auth/login", { email, password: PASSWORD })).body["access_key"] as string)
      }
      await json(port, "POST", "/api/v1/admin/users", { email: "seller@bench.test", username: "seller", password: PASSWORD }, staff)
      const auction = await json(
        port,
        "POST",
        "/api/v1/admin/auctions",
        {
          title: "Bench car",
          year: 2001,
          make: "BMW",
          model: "M3",
          location: "Austin, TX 78701",
          body_style: "Coupe",
          transmission: "Manual",
          seller_username: "seller",
          reserve: null,
          no_reserve: true,
          auction_end: new Date(Date.now() + 3_600_000).toISOString()
        },
        staff
      )
      const auctionId = auction.body["id"] as number
      let turn = 0
      let amount = 200_000
      const visitor = !kinds.has("visitor")
        ? undefined
        : await measure(pid, port, () => ({ method: "GET", path: `/api/v2/auctions/${auctionId}`, headers: {} }))
      const signedIn = !kinds.has("signed-in")
        ? undefined
        : await measure(pid, port, () => ({
            method: "GET",
            path: "/api/v1/auth/valid_session",
            headers: { authorization: `Bearer ${keys[turn++ % keys.length]}` }
          }))
      // bidder 0 has no bidding agreement: its bids stay out, so every bid of the others is a new high one
      const bids = !kinds.has("bid")
        ? undefined
        : await measure(pid, port, () => ({
            method: "POST",
            path: `/api/v1/auctions/${auctionId}/bids`,
            headers: { "content-type": "application/json", authorization: `Bearer ${keys[1 + (turn++ % (keys.length - 1))]}` },
            body: JSON.stringify({ amount: (amount += 1_000) })
          }))
      return { visitor, signedIn, bids }
    })
  }).pipe(Effect.scoped, Effect.runPromise)

const cell = (value: number, digits = 0) => (Number.isNaN(value) ? "–" : value.toLocaleString("en-US", { maximumFractionDigits: digits }))

console.log(`requests over ${connections} keep-alive connections, ${seconds} s each; Postgres and NATS at DATABASE_URL and NATS_URL`)
console.log("| run | load avg | server | request | requests/s | server CPU µs per request | p50 ms | p99 ms | refused |")
console.log("|---:|---:|---|---|---:|---:|---:|---:|---:|")
for (let run = 1; run <= runs; run++) {
  for (const [name, root] of roots) {
    const load = Os.loadavg()[0]!.toFixed(1)
    const figures = await measureServer(root)
    for (const [label, m] of [
      ["visitor's auction read", figures.visitor],
      ["signed-in read (valid_session)", figures.signedIn],
      ["bid", figures.bids]
    ] as const) {
      if (m === undefined) continue
      console.log(
        `| ${run} | ${load} | ${name} | ${label} | ${cell(m.perSecond)} | ${cell(m.cpuMicrosPerRequest)} | ${cell(m.p50, 1)} | ${cell(m.p99, 1)} | ${m.failed} |`
      )
    }
  }
}
agent.destroy()
