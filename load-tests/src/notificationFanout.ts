/**
 * Outbid notifications in a bidding war, through the public API of any Redline: `--bidders`
 * signed-in bidders, each with a socket on their private `notifications` channel, war on one
 * auction, `--concurrency` bids in flight at a time, each the minimum over the last current bid
 * known, by a bidder other than the leader, until `--bids` were accepted. It reports the bid's
 * ack (send → answer) and, for each bid that passed another bidder, the time from sending it until
 * that bidder's socket had its 'You've been outbid' (type 17) notification: p50, p99 and max.
 *
 *   pnpm bench:notifications [--target http://127.0.0.1:3000] [--bidders 200] [--bids 1000] [--concurrency 20]
 *
 * Without `--target` it runs twice on fresh databases: a server without the notifier role (the
 * bid ack before notifications) and one with every role (after), real Postgres and NATS at
 * DATABASE_URL and NATS_URL, else the embedded defaults. Staff credentials come from
 * `ADMIN_EMAIL` / `ADMIN_PASSWORD`.
 */
import {
  type BidEvent,
  connectionIdQuestion,
  minimumNextBid,
  type NotificationEvent,
  NotificationType,
  readServerFrame
} from "@redline/domain"
import { freshDatabaseUrl, freshNatsNamespace, RUNNING, startServer } from "@redline/infra/testing"
import { Effect, Redacted } from "effect"
import { loadavg } from "node:os"
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import { inParallel } from "./InParallel.ts"
import { summarize } from "./Percentiles.ts"
import { type Bidder, createAuction, createSeller, newRunId, provisionBidders } from "./Provisioning.ts"
import { apiCall, describeRefusal, login, succeeded } from "./RedlineApi.ts"

const { values } = parseArgs({
  options: {
    target: { type: "string" },
    bidders: { type: "string", default: "200" },
    bids: { type: "string", default: "1000" },
    concurrency: { type: "string", default: "20" }
  }
})
const bidderCount = Number(values.bidders)
const bidCount = Number(values.bids)
const concurrency = Number(values.concurrency)
const staff = {
  ADMIN_EMAIL: process.env["ADMIN_EMAIL"] ?? "admin@bench.test",
  ADMIN_PASSWORD: process.env["ADMIN_PASSWORD"] ?? "Bench-admin-pass-2026"
}
const EVERY_ROLE_BUT_THE_NOTIFIER = "gateway,api,engine,mail,alerts"

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A server on a fresh database running `roles`; stopped at the end. */
const withServer = (roles: string, work: (target: string) => Promise<void>) =>
  Effect.gen(function* () {
    const databaseUrl = process.env["DATABASE_URL"]
    const natsUrl = process.env["NATS_URL"]
    const env: Record<string, string> = { SEED_FIXTURES: "false", ROLES: roles, ...staff }
    if (databaseUrl) env["DATABASE_URL"] = Redacted.value((yield* freshDatabaseUrl).url)
    if (natsUrl) Object.assign(env, { NATS_URL: natsUrl, NATS_NAMESPACE: yield* freshNatsNamespace })
    const server = yield* Effect.acquireRelease(
      Effect.promise(() => startServer(env)),
      (server) => Effect.promise(() => server.stop())
    )
    yield* Effect.promise(() => server.printed(RUNNING))
    yield* Effect.promise(() => work(server.url))
  }).pipe(Effect.scoped, Effect.runPromise)

/** A bidder's open tab: its socket on the bidder's `notifications` channel, and when each outbid reached it. */
class NotificationsTab {
  /** When an outbid notification arrived, and the highest bid it told of. */
  readonly outbids: Array<{ readonly at: number; readonly highestBid: number }> = []
  #socket: WebSocket | null = null

  constructor(readonly bidder: Bidder) {}

  async open(target: string) {
    const url = new URL("/ws", target)
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:"
    const socket = new WebSocket(url)
    this.#socket = socket
    const connectionId = await new Promise<string>((resolve, reject) => {
      socket.addEventListener("open", () => socket.send(connectionIdQuestion()))
      socket.addEventListener("error", () => reject(new Error("a bidder's socket failed to open")))
      socket.addEventListener("message", (event) => {
        const at = performance.now()
        const frame = readServerFrame(String(event.data))
        if (frame?.frame === "connection_id") resolve(frame.connectionId)
        else if (frame?.frame === "envelope" && frame.envelope.kind === "notification") {
          const { notification } = frame.envelope.data as NotificationEvent
          if (notification.notification_type === NotificationType.outbid && notification.related_to.highest_bid !== null) {
            this.outbids.push({ at, highestBid: notification.related_to.highest_bid })
          }
        }
      })
    })
    const answer = await apiCall(target, "POST", "/api/v1/realtime/register", {
      key: this.bidder.key,
      body: { connection_id: connectionId, type: "private", channel: "notifications" }
    })
    if (!succeeded(answer)) throw new Error(describeRefusal("Registering a bidder's notifications", answer))
  }

  close() {
    this.#socket?.close()
  }
}

interface Accepted {
  readonly amount: number
  readonly bidder: string
  readonly sentAt: number
}

const row = (what: string, s: { p50: number; p99: number; max: number; count: number }) =>
  `| ${what} | ${s.count} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.max.toFixed(1)} |`

/** One war on a new auction of `target`; answers the acks and the outbid lags, in ms. */
const war = async (target: string) => {
  const staffKey = await login(target, staff.ADMIN_EMAIL, staff.ADMIN_PASSWORD)
  const runId = newRunId()
  const seller = await createSeller(target, staffKey, runId)
  const bidders = await provisionBidders(target, staffKey, runId, bidderCount, () => {})
  const { id: auctionId } = await createAuction(target, staffKey, {
    runId,
    scenario: { name: "outbid fan-out", auction: { soft_close_seconds: 120, opening_bid: 100, reserve: null } },
    seller,
    scheduledEnd: Date.now() + 3 * 3600_000
  })
  const tabs = bidders.map((bidder) => new NotificationsTab(bidder))
  await inParallel(tabs, 32, (tab) => tab.open(target))

  let current: number | null = null
  let leader: string | null = null
  let serial = 0
  const acks: Array<number> = []
  const accepted: Array<Accepted> = []
  let refused = 0
  const bidOnce = async () => {
    const candidates = bidders.filter((bidder) => bidder.username !== leader)
    const bidder = candidates[Math.floor(Math.random() * candidates.length)]!
    const sentAt = performance.now()
    const amount = minimumNextBid(current)
    const answer = await apiCall<BidEvent>(target, "POST", `/api/v1/auctions/${auctionId}/bids`, {
      key: bidder.key,
      body: { amount, idempotency_key: `${runId}-${++serial}` }
    })
    acks.push(performance.now() - sentAt)
    if (!succeeded(answer)) {
      refused++
      return
    }
    accepted.push({ amount, bidder: bidder.username, sentAt })
    if (current === null || answer.body.auction.current_bid > current) {
      current = answer.body.auction.current_bid
      leader = answer.body.auction.current_bidder
    }
  }
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (accepted.length < bidCount) await bidOnce()
    })
  )
  // Let the last notifications arrive.
  await sleep(5_000)
  for (const tab of tabs) tab.close()

  const tabOf = new Map(tabs.map((tab) => [tab.bidder.username, tab]))
  const lags: Array<number> = []
  let missing = 0
  const inOrder = [...accepted].sort((a, b) => a.amount - b.amount)
  for (let index = 1; index < inOrder.length; index++) {
    const [passed, bid] = [inOrder[index - 1]!, inOrder[index]!]
    if (passed.bidder === bid.bidder) continue
    const told = tabOf.get(passed.bidder)!.outbids.find((outbid) => outbid.highestBid >= bid.amount && outbid.at >= bid.sentAt)
    if (told === undefined) missing++
    else lags.push(told.at - bid.sentAt)
  }
  return { auctionId, acks, lags, missing, refused }
}

const report = (what: string, figures: Awaited<ReturnType<typeof war>>, notified: boolean) => {
  console.log()
  console.log(
    `${what}: ${bidderCount} bidders, ${bidCount} accepted bids on auction ${figures.auctionId}, ${concurrency} in flight (${figures.refused} refused as too low in the race); load avg ${loadavg()[0]!.toFixed(1)}`
  )
  console.log("| measure | samples | p50 ms | p99 ms | max ms |")
  console.log("|---|---:|---:|---:|---:|")
  console.log(row("bid ack", summarize(figures.acks)))
  if (notified) {
    console.log(row("bid sent → outbid bidder's socket", summarize(figures.lags)))
    console.log(`outbids never told: ${figures.missing}`)
  }
}

if (values.target !== undefined) {
  report(`${values.target}`, await war(values.target), true)
} else {
  await withServer(EVERY_ROLE_BUT_THE_NOTIFIER, async (target) => report("without the notifier", await war(target), false))
  await withServer("all", async (target) => report("with the notifier", await war(target), true))
}
