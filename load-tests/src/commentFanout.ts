/**
 * Comment → last watcher, through the public API of any Redline: `--watchers` sockets registered
 * on an auction's `thread` channel, as its open pages are, and `--comments` comments posted one
 * after another (`--pace` ms apart); for each, the time from sending the comment until the last
 * watcher has its `comment` event, p50, p99 and max, and the same for every delivery.
 * (`pnpm bench:thread` times reading the thread.)
 *
 *   pnpm bench:comment-fanout [--target http://127.0.0.1:3000] [--watchers 2000] [--comments 100] [--pace 200]
 *
 * Without `--target` it starts a server on a fresh database: real Postgres and NATS at
 * DATABASE_URL and NATS_URL, else the embedded defaults. Staff credentials come from
 * `ADMIN_EMAIL` / `ADMIN_PASSWORD`.
 */
import { connectionIdQuestion, readServerFrame, type ThreadEntry } from "@redline/domain"
import { freshDatabaseUrl, freshNatsNamespace, RUNNING, startServer } from "@redline/infra/testing"
import { Effect, Redacted } from "effect"
import { loadavg } from "node:os"
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import { inParallel } from "./InParallel.ts"
import { summarize } from "./Percentiles.ts"
import { createAuction, createSeller, newRunId, provisionBidders } from "./Provisioning.ts"
import { apiCall, describeRefusal, login, succeeded } from "./RedlineApi.ts"

const { values } = parseArgs({
  options: {
    target: { type: "string" },
    watchers: { type: "string", default: "2000" },
    comments: { type: "string", default: "100" },
    pace: { type: "string", default: "200" }
  }
})
const watcherCount = Number(values.watchers)
const commentCount = Number(values.comments)
const paceMs = Number(values.pace)
const staff = {
  ADMIN_EMAIL: process.env["ADMIN_EMAIL"] ?? "admin@bench.test",
  ADMIN_PASSWORD: process.env["ADMIN_PASSWORD"] ?? "Bench-admin-pass-2026"
}
// A commenter may post 30 comments in 10 minutes: enough commenters that none is held back.
const COMMENTS_PER_COMMENTER = 25

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A server on a fresh database when no target is given; stopped at the end. */
const withTarget = async (work: (target: string) => Promise<void>) => {
  if (values.target !== undefined) return work(values.target)
  return Effect.gen(function* () {
    const databaseUrl = process.env["DATABASE_URL"]
    const natsUrl = process.env["NATS_URL"]
    const env: Record<string, string> = { SEED_FIXTURES: "false", ...staff }
    if (databaseUrl) env["DATABASE_URL"] = Redacted.value((yield* freshDatabaseUrl).url)
    if (natsUrl) Object.assign(env, { NATS_URL: natsUrl, NATS_NAMESPACE: yield* freshNatsNamespace })
    const server = yield* Effect.acquireRelease(
      Effect.promise(() => startServer(env)),
      (server) => Effect.promise(() => server.stop())
    )
    yield* Effect.promise(() => server.printed(RUNNING))
    yield* Effect.promise(() => work(server.url))
  }).pipe(Effect.scoped, Effect.runPromise)
}

const postComment = async (target: string, key: string, auctionId: number, text: string) => {
  const answer = await apiCall<ThreadEntry>(target, "POST", `/api/v1/auctions/${auctionId}/comments`, { key, body: { text } })
  if (!succeeded(answer)) throw new Error(describeRefusal("Posting a comment", answer))
  return answer.body.id
}

/** A page on the auction's thread channel: when each comment reached it. */
class ThreadWatcher {
  readonly received = new Map<number, number>()
  #socket: WebSocket | null = null

  async open(target: string, auctionId: number) {
    const url = new URL("/ws", target)
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:"
    const socket = new WebSocket(url)
    this.#socket = socket
    const connectionId = await new Promise<string>((resolve, reject) => {
      socket.addEventListener("open", () => socket.send(connectionIdQuestion()))
      socket.addEventListener("error", () => reject(new Error("a watcher's socket failed to open")))
      socket.addEventListener("message", (event) => {
        const at = performance.now()
        const frame = readServerFrame(String(event.data))
        if (frame?.frame === "connection_id") resolve(frame.connectionId)
        else if (frame?.frame === "envelope" && frame.envelope.kind === "comment") {
          const id = (frame.envelope.data as ThreadEntry).id
          if (!this.received.has(id)) this.received.set(id, at)
        }
      })
    })
    const answer = await apiCall(target, "POST", "/api/v1/realtime/register", {
      body: { connection_id: connectionId, type: "public", channel: "thread", auction_id: auctionId }
    })
    if (!succeeded(answer)) throw new Error(describeRefusal("Registering a watcher", answer))
  }

  close() {
    this.#socket?.close()
  }
}

const row = (what: string, s: { p50: number; p99: number; max: number; count: number }) =>
  `| ${what} | ${s.count} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.max.toFixed(1)} |`

await withTarget(async (target) => {
  const staffKey = await login(target, staff.ADMIN_EMAIL, staff.ADMIN_PASSWORD)
  const runId = newRunId()
  const seller = await createSeller(target, staffKey, runId)
  const commenters = await provisionBidders(target, staffKey, runId, Math.ceil(commentCount / COMMENTS_PER_COMMENTER), () => {})
  const { id: auctionId } = await createAuction(target, staffKey, {
    runId,
    scenario: { name: "comment fan-out", auction: { soft_close_seconds: 120, opening_bid: 20_000, reserve: null } },
    seller,
    scheduledEnd: Date.now() + 3 * 3600_000
  })
  const commenterOf = (index: number) => commenters[Math.floor(index / COMMENTS_PER_COMMENTER)]!
  const watchers = Array.from({ length: watcherCount }, () => new ThreadWatcher())
  await inParallel(watchers, 32, (watcher) => watcher.open(target, auctionId))
  const sent = new Map<number, number>()
  for (let index = 0; index < commentCount; index++) {
    const started = performance.now()
    const id = await postComment(target, commenterOf(index).key, auctionId, `Live comment ${index + 1}`)
    sent.set(id, started)
    await sleep(paceMs)
  }
  // Let the last ones arrive.
  const deadline = performance.now() + 10_000
  while (performance.now() < deadline && watchers.some((watcher) => [...sent.keys()].some((id) => !watcher.received.has(id))))
    await sleep(100)
  const lastWatcher: Array<number> = []
  const everyDelivery: Array<number> = []
  let missing = 0
  for (const [id, started] of sent) {
    let last = 0
    for (const watcher of watchers) {
      const at = watcher.received.get(id)
      if (at === undefined) missing++
      else {
        everyDelivery.push(at - started)
        last = Math.max(last, at - started)
      }
    }
    lastWatcher.push(last)
  }
  for (const watcher of watchers) watcher.close()
  console.log()
  console.log(
    `comment → watchers: ${watcherCount} watchers on thread:${auctionId}, ${commentCount} comments ${paceMs} ms apart; load avg ${loadavg()[0]!.toFixed(1)}`
  )
  console.log("| measure | samples | p50 ms | p99 ms | max ms |")
  console.log("|---|---:|---:|---:|---:|")
  console.log(row("send → last watcher", summarize(lastWatcher)))
  console.log(row("send → each watcher", summarize(everyDelivery)))
  console.log(`missing deliveries: ${missing}`)
})
