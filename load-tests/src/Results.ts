import { type Audit, finalEndOf } from "./Audit.ts"
import type { BidAttempt, BidOutcome } from "./BidderCrowd.ts"
import type { GeneratorLoad } from "./GeneratorLoad.ts"
import { LatencyHistogram, type LatencySummary } from "./LatencyHistogram.ts"
import { summarize } from "./Percentiles.ts"
import type { Auction } from "./Provisioning.ts"
import type { AuctionStats, Envelope } from "./RedlineApi.ts"
import type { Scenario } from "./Scenario.ts"
import type { ThreadReport } from "./WatcherMessages.ts"

/** Per second: the mean over the busy span and the busiest single second. */
export interface Rate {
  readonly mean: number
  readonly peak: number
}

/** Everything `results.json` holds; the report and the summary are drawn from it alone. */
export interface Results {
  readonly run_id: string
  readonly target: string
  readonly started_at: string
  readonly finished_at: string
  readonly scenario: Scenario
  readonly auction: {
    readonly id: number
    readonly url: string
    readonly scheduled_end: string
    readonly final_end: string
    readonly extensions: number
    /** null when the target stopped answering before the end. */
    readonly status: number | null
    readonly final_bid: number
    readonly winner: string | null
    readonly events: number
  }
  readonly audit: { readonly passed: boolean; readonly failed: ReadonlyArray<string> }
  readonly bids: Audit["bids"] & {
    readonly sent: number
    readonly retried_not_taken: number
    /** Sent before the final end, received after it and refused: not a fault (bids count by receive time) but what the bidder felt. */
    readonly ended_sent_before_end: number
    /** Answered 'not taken, retry', yet the retry's acceptance carries an earlier try's receive stamp: it had been placed. */
    readonly not_taken_but_placed: number
    /** The other refusals and failures by what they were: "HTTP 500 1099", "no answer", ... */
    readonly other_answers: Readonly<Record<string, number>>
  } & Record<BidOutcome, number>
  readonly events: Audit["events"] & { readonly live_frames: number; readonly rewound: number; readonly rewinds: number }
  readonly final: Audit["final"]
  readonly latency: {
    readonly ack_ms: LatencySummary
    readonly refusal_ms: LatencySummary
    /** From the bidder sending to the gateway stamping received_at: how late a busy gateway reads its clock. */
    readonly stamp_ms: LatencySummary
    readonly fanout_ms: LatencySummary & { readonly negative: number }
  }
  readonly throughput: {
    readonly bids_per_second: Rate
    readonly accepted_per_second: Rate
    readonly frames_per_second: Rate
  }
  readonly watchers: {
    readonly requested: number
    readonly threads: number
    readonly registered: number
    readonly failed: number
    readonly rejoins: number
    readonly unexpected_closes: number
    readonly failures: ReadonlyArray<string>
  }
  /** From the first phase to the end: how busy the harness itself was. */
  readonly generator: GeneratorLoad
  /** Raw material of the charts. */
  readonly timeline: {
    /** [sent_at, answered_at, amount, outcome, received_at (null unless stamped), phase] */
    readonly attempts: ReadonlyArray<readonly [number, number, number, BidOutcome, number | null, number]>
    /** The log's bids: [received_at, amount, end after it] */
    readonly accepted: ReadonlyArray<readonly [number, number, number]>
    readonly fanout_cdf: ReadonlyArray<readonly [ms: number, share: number]>
  }
}

const rateOf = (perSecond: ReadonlyMap<number, number>): Rate => {
  if (perSecond.size === 0) return { mean: 0, peak: 0 }
  const seconds = [...perSecond.keys()]
  const span = Math.max(...seconds) - Math.min(...seconds) + 1
  const total = [...perSecond.values()].reduce((sum, n) => sum + n, 0)
  return { mean: Math.round((total / span) * 10) / 10, peak: Math.max(...perSecond.values()) }
}

const countBySecond = (times: ReadonlyArray<number>) => {
  const counts = new Map<number, number>()
  for (const time of times) counts.set(Math.floor(time / 1000), (counts.get(Math.floor(time / 1000)) ?? 0) + 1)
  return counts
}

const countOtherAnswers = (attempts: ReadonlyArray<BidAttempt>) => {
  const counts: Record<string, number> = {}
  for (const attempt of attempts) {
    if (attempt.outcome !== "refused" && attempt.outcome !== "failed") continue
    const kind =
      attempt.outcome === "failed" ? (attempt.message ?? "failed") : `HTTP ${attempt.httpStatus} ${attempt.errorCode ?? ""}`.trim()
    counts[kind] = (counts[kind] ?? 0) + 1
  }
  return counts
}

const OUTCOMES: ReadonlyArray<BidOutcome> = ["accepted", "too_low", "ended", "not_taken", "refused", "failed"]

// The most distinct failure messages kept: past that they only repeat.
const FAILURES_KEPT = 20

export const assembleResults = (run: {
  readonly runId: string
  readonly target: string
  readonly startedAt: number
  readonly scenario: Scenario
  readonly auction: Auction
  readonly stats: AuctionStats | null
  readonly log: ReadonlyArray<Envelope>
  readonly attempts: ReadonlyArray<BidAttempt>
  readonly threads: ReadonlyArray<ThreadReport>
  readonly generator: GeneratorLoad
  readonly audit: Audit
}): Results => {
  const { auction, stats, log, attempts, audit } = run
  const watchers = run.threads.flatMap((thread) => thread.watchers)
  const fanout = new LatencyHistogram()
  const framesPerSecond = new Map<number, number>()
  for (const thread of run.threads) {
    fanout.merge(thread.fanout)
    for (const [second, frames] of thread.framesPerSecond) framesPerSecond.set(second, (framesPerSecond.get(second) ?? 0) + frames)
  }
  const accepted = log.flatMap((event) =>
    event.kind === "bid"
      ? [[Date.parse(event.data.bid.received_at), event.data.bid.amount, Date.parse(event.data.auction.auction_end)] as const]
      : []
  )
  let end = auction.scheduledEnd
  let extensions = 0
  for (const [, , after] of accepted) {
    if (after > end) extensions++
    end = Math.max(end, after)
  }
  const outcomeCounts = Object.fromEntries(
    OUTCOMES.map((outcome) => [outcome, attempts.filter((a) => a.outcome === outcome).length])
  ) as Record<BidOutcome, number>
  const sum = (pick: (watcher: (typeof watchers)[number]) => number) => watchers.reduce((total, watcher) => total + pick(watcher), 0)
  const finalEnd = finalEndOf({ stats, log, scheduledEnd: auction.scheduledEnd })
  const lastEvent = log.at(-1)
  return {
    run_id: run.runId,
    target: run.target,
    started_at: new Date(run.startedAt).toISOString(),
    finished_at: new Date().toISOString(),
    scenario: run.scenario,
    auction: {
      id: auction.id,
      url: auction.url,
      scheduled_end: new Date(auction.scheduledEnd).toISOString(),
      final_end: new Date(finalEnd).toISOString(),
      extensions,
      status: stats?.status ?? null,
      final_bid: stats?.current_bid.amount ?? accepted.at(-1)?.[1] ?? 0,
      winner: lastEvent?.kind === "auction_end" ? lastEvent.data.winner : null,
      events: log.length
    },
    audit: { passed: audit.failed.length === 0, failed: audit.failed },
    bids: {
      sent: attempts.length,
      ...outcomeCounts,
      retried_not_taken: attempts.reduce((total, attempt) => total + attempt.retries, 0),
      ended_sent_before_end: attempts.filter(
        (a) => a.outcome === "ended" && a.sentAt < finalEnd && a.receivedAt !== null && a.receivedAt >= finalEnd
      ).length,
      other_answers: countOtherAnswers(attempts),
      not_taken_but_placed: attempts.filter((a) => a.outcome === "accepted" && a.retries > 0 && a.receivedAt! < a.lastTryAt).length,
      ...audit.bids
    },
    events: {
      live_frames: sum((watcher) => watcher.liveFrames),
      rewound: sum((watcher) => watcher.rewoundEvents),
      rewinds: sum((watcher) => watcher.rewinds),
      ...audit.events
    },
    final: audit.final,
    latency: {
      ack_ms: summarize(attempts.filter((a) => a.outcome === "accepted").map((a) => a.answeredAt - a.sentAt)),
      refusal_ms: summarize(attempts.filter((a) => a.outcome !== "accepted" && a.outcome !== "failed").map((a) => a.answeredAt - a.sentAt)),
      stamp_ms: summarize(attempts.flatMap((a) => (a.receivedAt === null ? [] : [a.receivedAt - a.sentAt]))),
      fanout_ms: { ...fanout.summary(), negative: fanout.negative }
    },
    throughput: {
      bids_per_second: rateOf(countBySecond(attempts.map((attempt) => attempt.sentAt))),
      accepted_per_second: rateOf(countBySecond(accepted.map(([receivedAt]) => receivedAt))),
      frames_per_second: rateOf(framesPerSecond)
    },
    watchers: {
      requested: watchers.length,
      threads: run.threads.length,
      registered: watchers.filter((watcher) => watcher.registered).length,
      failed: watchers.filter((watcher) => watcher.failure !== null).length,
      rejoins: sum((watcher) => watcher.rejoins),
      unexpected_closes: sum((watcher) => watcher.unexpectedCloses),
      failures: [...new Set(watchers.flatMap((watcher) => (watcher.failure === null ? [] : [watcher.failure])))].slice(0, FAILURES_KEPT)
    },
    generator: run.generator,
    timeline: {
      attempts: attempts.map((a) => [a.sentAt, a.answeredAt, a.amount, a.outcome, a.receivedAt, a.phase] as const),
      accepted,
      fanout_cdf: fanout.cdf().map(({ ms, share }) => [ms, share] as const)
    }
  }
}
