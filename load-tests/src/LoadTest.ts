import { audit } from "./Audit.ts"
import { awaitAuctionEnd } from "./AuctionEnd.ts"
import { BidderCrowd } from "./BidderCrowd.ts"
import { measureGeneratorLoad } from "./GeneratorLoad.ts"
import { playPhases } from "./PhasePlayer.ts"
import { createAuction, createSeller, newRunId, provisionBidders } from "./Provisioning.ts"
import { login, rewindAll } from "./RedlineApi.ts"
import { assembleResults, type Results } from "./Results.ts"
import type { Phase, Scenario } from "./Scenario.ts"
import { type PoolProgress, WatcherPool } from "./WatcherPool.ts"

export interface LoadTestOptions {
  readonly target: string
  readonly scenario: Scenario
  readonly watchers: number
  readonly bidders: number
  /** Worker threads holding the watchers. */
  readonly threads: number
  readonly staff: { readonly email: string; readonly password: string }
  readonly onProgress?: (snapshot: ProgressSnapshot) => void
}

/** What the progress line shows, taken a few times a second. */
export interface ProgressSnapshot {
  readonly stage: string
  readonly startedAt: number
  readonly watchers: PoolProgress | null
  readonly bidders: { readonly ready: number; readonly wanted: number }
  readonly bids: { readonly sent: number; readonly answered: number; readonly accepted: number }
  /** The end in force as the bidders know it; null before the auction exists. */
  readonly end: number | null
  readonly ended: boolean
}

const PROGRESS_EVERY_MS = 250
// Every watcher has this long after the end event to hold the whole channel.
const SETTLE_TIMEOUT_MS = 20_000
// Registration ran at 450 to 600 a second on a busy 2-core machine; the scheduled end leaves room for it at a bit less.
const REGISTRATIONS_PER_SECOND = 400
const MARGIN_MS = 3_000
const LOG_READ_ATTEMPTS = 5

/** How long before the scheduled end the first phase wants to start. */
const leadOf = (phase: Phase): number => {
  switch (phase.kind) {
    case "steady":
      return phase.from_seconds_left * 1000
    case "war":
      return phase.at_seconds_left * 1000
    case "storm":
      return phase.last_seconds * 1000
    case "closing_shots":
      return phase.spread_ms
  }
}

/** The whole log, asked for again a few times: a target that just survived the ending may still be catching its breath. */
const readEventLog = async (target: string, auctionId: number) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await rewindAll(target, auctionId)
    } catch (error) {
      if (attempt === LOG_READ_ATTEMPTS) throw error
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
    }
  }
}

/** Provisions, connects, plays the scenario, waits for the end and audits: the whole run. */
export const runLoadTest = async (options: LoadTestOptions): Promise<Results> => {
  const { target } = options
  // The run's own numbers, so the results say what was played, not what the file suggested.
  const scenario: Scenario = { ...options.scenario, watchers: options.watchers, bidders: options.bidders }
  const startedAt = Date.now()
  const runId = newRunId()
  let stage = "signing in"
  let pool: WatcherPool | null = null
  let crowd: BidderCrowd | null = null
  let biddersReady = 0
  let end: number | null = null
  let ended = false
  const report = () =>
    options.onProgress?.({
      stage,
      startedAt,
      watchers: pool?.progress() ?? null,
      bidders: { ready: biddersReady, wanted: options.bidders },
      bids: {
        sent: crowd?.sent ?? 0,
        answered: crowd?.attempts.length ?? 0,
        accepted: crowd?.attempts.filter((attempt) => attempt.outcome === "accepted").length ?? 0
      },
      end: end === null ? null : Math.max(end, crowd?.knownEnd ?? end),
      ended
    })
  const ticker = setInterval(report, PROGRESS_EVERY_MS)
  try {
    const staffKey = await login(target, options.staff.email, options.staff.password)
    stage = "provisioning bidders"
    const seller = await createSeller(target, staffKey, runId)
    const bidders = await provisionBidders(target, staffKey, runId, options.bidders, (ready) => (biddersReady = ready))

    stage = "connecting watchers"
    pool = WatcherPool.start(target, options.watchers, options.threads)
    await pool.connect()

    const lead = leadOf(scenario.phases[0]!)
    const registration = (options.watchers / REGISTRATIONS_PER_SECOND) * 1000
    const auction = await createAuction(target, staffKey, {
      runId,
      scenario,
      seller,
      scheduledEnd: Date.now() + registration + lead + MARGIN_MS
    })
    end = auction.scheduledEnd
    stage = "registering watchers"
    await pool.register(auction.id)

    crowd = new BidderCrowd(target, auction.id, bidders, auction.scheduledEnd, scenario.auction.opening_bid)
    stage = "bidding"
    const generatorLoad = measureGeneratorLoad(pool)
    pool.churn(scenario.churn)
    await playPhases(crowd, scenario.phases, (step) => (stage = step))
    pool.churn(null)

    stage = "waiting for the end"
    const final = await awaitAuctionEnd(target, auction.id, crowd.knownEnd, (stats) => (end = Date.parse(stats.auction_end)))
    ended = final.ended
    const troubles = final.problem === null ? [] : [final.problem]
    const generator = generatorLoad()
    stage = "reading the event log"
    const log = await readEventLog(target, auction.id).catch((error: Error) => {
      troubles.push(`the event log could not be read: ${error.message}`)
      return []
    })
    stage = "settling watchers"
    const threads = await pool.settle(log.at(-1)?.seq ?? 0, SETTLE_TIMEOUT_MS)
    stage = "auditing"
    const attempts = [...crowd.attempts].sort((a, b) => a.sentAt - b.sentAt)
    const verdict = audit({
      attempts,
      log,
      scheduledEnd: auction.scheduledEnd,
      softCloseSeconds: auction.softCloseSeconds,
      reserve: scenario.auction.reserve,
      stats: final.stats,
      ended: final.ended,
      troubles,
      watchers: threads.flatMap((thread) => thread.watchers)
    })
    return assembleResults({
      runId,
      target,
      startedAt,
      scenario,
      auction,
      stats: final.stats,
      log,
      attempts,
      threads,
      generator,
      audit: verdict
    })
  } finally {
    clearInterval(ticker)
    await pool?.stop()
  }
}
