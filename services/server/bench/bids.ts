/**
 * Bids into one hot auction, side by side: the engine alone (`services/engine/bench/hot-auction.ts
 * --engine-process`), Redline through its public contract (`pnpm start`'s process on a fresh
 * database, driven by the peer's `bid-throughput.mjs`) and, when told where it runs, the peer.
 * The three alternate within each run, so a busy minute on a shared machine hits all of them.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test NATS_URL=nats://127.0.0.1:4222 \
 *     pnpm bench:bids --bidders 50,200 --seconds 15 --runs 5 [--peer http://127.0.0.1:3900]
 *
 * A fourth line, 'client ceiling', is the same client against a server that answers every call at
 * once without doing anything: what the client itself can drive on this machine at that moment.
 *
 * The peer must have been started with the staff account of `ADMIN_EMAIL` / `ADMIN_PASSWORD`
 * (defaults below); Redline is started with the same.
 */
import { freshDatabaseUrl, freshNatsNamespace, RUNNING, startServer } from "@redline/infra/testing"
import { Effect, Redacted } from "effect"
import { spawn } from "node:child_process"
import * as Fs from "node:fs"
import * as Http from "node:http"
import type * as Net from "node:net"
import { loadavg } from "node:os"
import * as Path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url))

const { values } = parseArgs({
  options: {
    bidders: { type: "string", default: "50,200" },
    seconds: { type: "string", default: "15" },
    runs: { type: "string", default: "1" },
    peer: { type: "string" },
    client: { type: "string", default: Path.join(repoRoot, "../shared/peer/bid-throughput.mjs") },
    only: { type: "string", default: "engine,redline,peer,ceiling" }
  }
})
const bidderCounts = values.bidders.split(",").map(Number)
const seconds = Number(values.seconds)
const runs = Number(values.runs)
const only = new Set(values.only.split(","))
const staff = {
  ADMIN_EMAIL: process.env["ADMIN_EMAIL"] ?? "admin@bench.test",
  ADMIN_PASSWORD: process.env["ADMIN_PASSWORD"] ?? "Bench-admin-pass-2026"
}
const databaseUrl = process.env["DATABASE_URL"]
const natsUrl = process.env["NATS_URL"]
if (!databaseUrl || !natsUrl) throw new Error("pnpm bench:bids needs DATABASE_URL and NATS_URL (real Postgres and NATS)")
if (!Fs.existsSync(values.client)) throw new Error(`No bid client at ${values.client}: pass --client <path to bid-throughput.mjs>`)

interface Figures {
  readonly acceptedPerSecond: number
  readonly decisionsPerSecond: number | undefined
  readonly p50: number
  readonly p99: number
  readonly errors: number
}

/** Runs a command to its end and answers what it printed on standard output. */
const run = (command: string, args: ReadonlyArray<string>, env: Record<string, string>) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk))
    child.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} exited ${code}:\n${output}`))
    )
  })

/** The peer's client against a server; its last line is a JSON summary. */
const throughput = async (url: string, bidders: number): Promise<Figures> => {
  const output = await run(process.execPath, [values.client, url, String(bidders), String(seconds)], staff)
  const summary = JSON.parse(output.trim().split("\n").at(-1)!) as {
    accepted_per_s: number
    decisions_per_s: number
    errors: number
    ack_ms: { p50: number; p99: number }
  }
  return {
    acceptedPerSecond: summary.accepted_per_s,
    decisionsPerSecond: summary.decisions_per_s,
    p50: summary.ack_ms.p50,
    p99: summary.ack_ms.p99,
    errors: summary.errors
  }
}

/** Redline as `pnpm start` runs it, on a database and bus namespace of its own. */
const redline = (bidders: number) =>
  Effect.gen(function* () {
    const { url } = yield* freshDatabaseUrl
    const namespace = yield* freshNatsNamespace
    const server = yield* Effect.acquireRelease(
      Effect.promise(() =>
        startServer({ DATABASE_URL: Redacted.value(url), NATS_URL: natsUrl, NATS_NAMESPACE: namespace, SEED_FIXTURES: "false", ...staff })
      ),
      (server) => Effect.promise(() => server.stop())
    )
    yield* Effect.promise(() => server.printed(RUNNING))
    return yield* Effect.promise(() => throughput(server.url, bidders))
  }).pipe(Effect.scoped, Effect.runPromise)

/** The engine alone, in a process of its own, its bidders calling it over NATS as the API does. */
const engineOnly = async (bidders: number): Promise<Figures> => {
  const output = await run(
    process.execPath,
    [
      "--import",
      "tsx",
      "services/engine/bench/hot-auction.ts",
      "--bidders",
      String(bidders),
      "--seconds",
      String(seconds),
      "--engine-process",
      "--batches",
      "256"
    ],
    {}
  )
  // | max batch | accepted | bids/s | too low | not taken | ack p50 | ack p99 | …
  const row = output
    .trim()
    .split("\n")
    .at(-1)!
    .split("|")
    .map((cell) => cell.trim())
  return {
    acceptedPerSecond: Number(row[3]),
    decisionsPerSecond: undefined,
    p50: Number(row[6]),
    p99: Number(row[7]),
    errors: Number(row[5])
  }
}

/** A server that speaks the client's calls and does nothing: every bid is accepted at once. */
const clientCeiling = async (bidders: number): Promise<Figures> => {
  let bids = 0
  const server = Http.createServer((request, response) => {
    request.resume()
    request.on("end", () => {
      response.setHeader("content-type", "application/json")
      if (request.url === "/api/v1/auth/login") response.end(JSON.stringify({ access_key: "key" }))
      else if (request.url === "/api/v1/admin/auctions") response.end(JSON.stringify({ id: 1 }))
      else response.end(JSON.stringify({ bid: { id: ++bids } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  try {
    return await throughput(`http://127.0.0.1:${(server.address() as Net.AddressInfo).port}`, bidders)
  } finally {
    server.closeAllConnections()
    server.close()
  }
}

const cell = (value: number | undefined, digits = 0) => (value === undefined || Number.isNaN(value) ? "–" : value.toFixed(digits))

console.log(`bids into one hot auction, ${seconds} s per measurement, ${runs} run(s); Postgres and NATS at DATABASE_URL and NATS_URL`)
console.log("| run | load avg | bidders | server | accepted bids/s | decisions/s | ack p50 ms | ack p99 ms | errors |")
console.log("|---:|---:|---:|---|---:|---:|---:|---:|---:|")
for (let round = 1; round <= runs; round++) {
  for (const bidders of bidderCounts) {
    const servers: Array<[string, () => Promise<Figures>]> = []
    if (only.has("redline")) servers.push(["Redline (HTTP)", () => redline(bidders)])
    if (only.has("peer") && values.peer !== undefined) servers.push(["peer (HTTP)", () => throughput(values.peer!, bidders)])
    if (only.has("engine")) servers.push(["engine only", () => engineOnly(bidders)])
    if (only.has("ceiling")) servers.push(["client ceiling", () => clientCeiling(bidders)])
    for (const [name, measure] of servers) {
      const load = loadavg()[0]!.toFixed(1)
      const m = await measure()
      console.log(
        `| ${round} | ${load} | ${bidders} | ${name} | ${cell(m.acceptedPerSecond)} | ${cell(m.decisionsPerSecond)} | ` +
          `${cell(m.p50, 1)} | ${cell(m.p99, 1)} | ${m.errors} |`
      )
    }
  }
}
