import { acceptsBidAt, AuctionStatus, closingStatus, softCloseEnd } from "@redline/domain"
import type { BidAttempt } from "./BidderCrowd.ts"
import type { AuctionStats, Envelope } from "./RedlineApi.ts"
import type { WatcherOutcome } from "./WatcherMessages.ts"

/** The run's correctness, as numbers that must be zero and a verdict that must be true. */
export interface Audit {
  readonly bids: {
    /** Refused as ended though the gateway received them before the final end. */
    readonly rejected_timely: number
    /** Accepted though received at or after the end in force before them (replayed from the event log). */
    readonly accepted_late: number
    /** Acknowledged to a bidder but absent from the event log, or different there. */
    readonly acked_missing: number
    /** Bids whose recorded end is not the soft-close end of their receive time. */
    readonly wrong_end: number
  }
  readonly events: {
    readonly lost: number
    readonly duplicated: number
    readonly out_of_order: number
    /** Sequence numbers missing from the log itself. */
    readonly log_gaps: number
  }
  readonly final: {
    readonly consistent: boolean
    readonly ended: boolean
    readonly watchers_disagreeing: number
    readonly problems: ReadonlyArray<string>
  }
  /** The names of the checks that failed; empty when the run passed. */
  readonly failed: ReadonlyArray<string>
}

export interface AuditInput {
  readonly attempts: ReadonlyArray<BidAttempt>
  readonly log: ReadonlyArray<Envelope>
  readonly scheduledEnd: number
  readonly softCloseSeconds: number
  readonly reserve: number | null
  /** The last stats read; null when the target stopped answering them. */
  readonly stats: AuctionStats | null
  readonly ended: boolean
  /** What kept the run from a full account: the end not confirmed, the log unreadable. */
  readonly troubles: ReadonlyArray<string>
  readonly watchers: ReadonlyArray<WatcherOutcome>
}

type BidEvent = Extract<Envelope, { kind: "bid" }>
type EndEvent = Extract<Envelope, { kind: "auction_end" }>

const bidEvents = (log: ReadonlyArray<Envelope>) => log.filter((event): event is BidEvent => event.kind === "bid")

export const rejectedTimely = (attempts: ReadonlyArray<BidAttempt>, finalEnd: number): number =>
  // An 'ended' refusal without its receive stamp cannot be cleared, so it counts against the server.
  attempts.filter((attempt) => attempt.outcome === "ended" && (attempt.receivedAt === null || attempt.receivedAt < finalEnd)).length

/** Replays the log in sequence order: each bid against the end in force before it. */
export const replayEnds = (log: ReadonlyArray<Envelope>, scheduledEnd: number, softCloseSeconds: number) => {
  let end = scheduledEnd
  let acceptedLate = 0
  let wrongEnd = 0
  for (const event of [...log].sort((a, b) => a.seq - b.seq)) {
    if (event.kind !== "bid") continue
    const receivedAt = new Date(event.data.bid.received_at)
    if (!acceptsBidAt(new Date(end), receivedAt)) acceptedLate++
    const expected = softCloseEnd({ currentEnd: new Date(end), receivedAt, windowSeconds: softCloseSeconds }).getTime()
    const recorded = Date.parse(event.data.auction.auction_end)
    if (recorded !== expected) wrongEnd++
    end = recorded
  }
  return { acceptedLate, wrongEnd }
}

export const ackedMissing = (attempts: ReadonlyArray<BidAttempt>, log: ReadonlyArray<Envelope>): number => {
  const logged = new Map(bidEvents(log).map((event) => [event.data.bid.id, event.data.bid]))
  return attempts.filter((attempt) => {
    if (attempt.outcome !== "accepted") return false
    const bid = logged.get(attempt.bidId!)
    return (
      bid === undefined ||
      bid.amount !== attempt.amount ||
      bid.bidder !== attempt.bidder ||
      Date.parse(bid.received_at) !== attempt.receivedAt
    )
  }).length
}

export const logGaps = (log: ReadonlyArray<Envelope>): number => {
  const seqs = new Set(log.map((event) => event.seq))
  const last = Math.max(0, ...seqs)
  return last - seqs.size
}

/** Two copies of one event (live, rewound, logged) say the same thing. */
export const sameEvent = (a: Envelope, b: Envelope): boolean => {
  if (a.seq !== b.seq || a.kind !== b.kind) return false
  if (a.kind === "bid" && b.kind === "bid") {
    return (
      a.data.bid.id === b.data.bid.id &&
      a.data.bid.amount === b.data.bid.amount &&
      a.data.bid.bidder === b.data.bid.bidder &&
      Date.parse(a.data.bid.received_at) === Date.parse(b.data.bid.received_at) &&
      Date.parse(a.data.auction.auction_end) === Date.parse(b.data.auction.auction_end)
    )
  }
  if (a.kind === "comment" && b.kind === "comment") return a.data.id === b.data.id && a.data.text === b.data.text
  if (a.kind !== "auction_end" || b.kind !== "auction_end") return false
  const [x, y] = [a.data, b.data]
  return (
    x.status === y.status &&
    Date.parse(x.auction_end) === Date.parse(y.auction_end) &&
    x.current_bid === y.current_bid &&
    x.sale_amount === y.sale_amount &&
    x.winner === y.winner
  )
}

/** The stats against the log: the last accepted bid, the closing rule and the auction_end event. */
const statsProblems = (stats: AuctionStats, input: AuditInput): Array<string> => {
  const problems: Array<string> = []
  const bids = bidEvents(input.log)
  const lastBid = bids.at(-1)
  const lastEvent = input.log.at(-1)
  if (stats.bids !== bids.length) problems.push(`stats count ${stats.bids} bids, the log ${bids.length}`)
  if ((lastBid?.data.bid.amount ?? 0) !== stats.current_bid.amount || (lastBid?.data.bid.bidder ?? null) !== stats.current_bid.bidder) {
    problems.push(
      `stats show ${stats.current_bid.amount} by ${stats.current_bid.bidder}, the last accepted bid is ${lastBid?.data.bid.amount} by ${lastBid?.data.bid.bidder}`
    )
  }
  if (!input.ended) return problems
  const reserve = input.reserve
  const expectedStatus = closingStatus({
    bidCount: bids.length,
    currentBid: lastBid?.data.bid.amount ?? null,
    reserve,
    noReserve: reserve === null
  })
  if (stats.status !== expectedStatus) problems.push(`status ${stats.status}, the closing rule gives ${expectedStatus}`)
  if (lastEvent?.kind !== "auction_end") return [...problems, "the log does not end with an auction_end event"]
  const end = lastEvent.data
  const winner = stats.status === AuctionStatus.sold ? stats.current_bid.bidder : null
  if (
    end.status !== stats.status ||
    Date.parse(end.auction_end) !== Date.parse(stats.auction_end) ||
    end.current_bid !== stats.current_bid.amount ||
    end.winner !== winner
  ) {
    problems.push(`the auction_end event (${JSON.stringify(end)}) disagrees with the stats (${JSON.stringify(stats)})`)
  }
  return problems
}

/** Final stats, the log's last bid and last event, the closing rule and every watcher's last event must agree. */
export const finalProblems = (input: AuditInput): { problems: Array<string>; watchersDisagreeing: number } => {
  const problems = [...input.troubles, ...(input.stats === null ? [] : statsProblems(input.stats, input))]
  const lastEvent = input.log.at(-1)
  let watchersDisagreeing = 0
  for (const watcher of input.watchers) {
    if (!watcher.registered) continue
    const last = watcher.lastEvent
    // A watcher that registered after the last event owes nothing and shows nothing.
    if (watcher.baseSeq === lastEvent?.seq && last === null) continue
    if (last === null || lastEvent === undefined || !sameEvent(last, lastEvent)) watchersDisagreeing++
  }
  if (watchersDisagreeing > 0) problems.push(`${watchersDisagreeing} watchers' last event is not the log's last event`)
  return { problems, watchersDisagreeing }
}

/** The end the auction closed at, from the best witness still standing. */
export const finalEndOf = ({ stats, log, scheduledEnd }: Pick<AuditInput, "stats" | "log" | "scheduledEnd">): number => {
  if (stats !== null) return Date.parse(stats.auction_end)
  const last = log.findLast((event): event is BidEvent | EndEvent => event.kind !== "comment")
  if (last === undefined) return scheduledEnd
  return Date.parse(last.kind === "bid" ? last.data.auction.auction_end : last.data.auction_end)
}

export const audit = (input: AuditInput): Audit => {
  const finalEnd = finalEndOf(input)
  const { acceptedLate, wrongEnd } = replayEnds(input.log, input.scheduledEnd, input.softCloseSeconds)
  const registered = input.watchers.filter((watcher) => watcher.registered)
  const sum = (key: "lost" | "duplicated" | "outOfOrder") => registered.reduce((total, watcher) => total + watcher[key], 0)
  const { problems, watchersDisagreeing } = finalProblems(input)
  const result = {
    bids: {
      rejected_timely: rejectedTimely(input.attempts, finalEnd),
      accepted_late: acceptedLate,
      acked_missing: ackedMissing(input.attempts, input.log),
      wrong_end: wrongEnd
    },
    events: { lost: sum("lost"), duplicated: sum("duplicated"), out_of_order: sum("outOfOrder"), log_gaps: logGaps(input.log) },
    final: { consistent: problems.length === 0, ended: input.ended, watchers_disagreeing: watchersDisagreeing, problems }
  }
  const failed = [
    ...Object.entries(result.bids)
      .filter(([, n]) => n !== 0)
      .map(([name]) => `bids.${name}`),
    ...Object.entries(result.events)
      .filter(([, n]) => n !== 0)
      .map(([name]) => `events.${name}`),
    ...(result.final.consistent ? [] : ["final.consistent"])
  ]
  return { ...result, failed }
}
