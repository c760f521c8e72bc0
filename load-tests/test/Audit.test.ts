import { AuctionStatus } from "@redline/domain"
import { describe, expect, it } from "vitest"
import { ackedMissing, audit, type AuditInput, logGaps, rejectedTimely, replayEnds } from "../src/Audit.ts"
import type { BidAttempt } from "../src/BidderCrowd.ts"
import type { AuctionStats, Envelope } from "../src/RedlineApi.ts"
import type { WatcherOutcome } from "../src/WatcherMessages.ts"

const END = Date.parse("2026-06-01T18:00:00.000Z")
const WINDOW = 10
const iso = (ms: number) => new Date(ms).toISOString()

/** A bid event as the engine logs it: the end after it is the soft-close end of its receive time. */
const bidEvent = (seq: number, amount: number, bidder: string, receivedAt: number, endAfter: number): Envelope => ({
  channel: "auction:1",
  seq,
  kind: "bid",
  data: {
    bid: { id: 100 + seq, amount, bidder, received_at: iso(receivedAt), comment_id: 200 + seq },
    auction: {
      current_bid: amount,
      current_bidder: bidder,
      auction_end: iso(endAfter),
      status: endAfter > END ? AuctionStatus.last_second_bids : AuctionStatus.live,
      bids: seq,
      reserve_met: false
    }
  }
})

// Two bids: one early, one in the window that moves the end to its receive time + 10 s; then the close.
const LOG: ReadonlyArray<Envelope> = [
  bidEvent(1, 20_000, "ann", END - 30_000, END),
  bidEvent(2, 20_250, "bob", END - 2_000, END + 8_000),
  {
    channel: "auction:1",
    seq: 3,
    kind: "auction_end",
    data: { status: AuctionStatus.sold, auction_end: iso(END + 8_000), current_bid: 20_250, sale_amount: 20_250, winner: "bob" }
  }
]
const STATS: AuctionStats = {
  auction_end: iso(END + 8_000),
  bids: 2,
  current_bid: { amount: 20_250, bidder: "bob" },
  status: AuctionStatus.sold
}

const attempt = (fields: Partial<BidAttempt>): BidAttempt => ({
  phase: 0,
  bidder: "ann",
  amount: 20_000,
  sentAt: END - 30_010,
  answeredAt: END - 29_990,
  outcome: "accepted",
  httpStatus: 200,
  errorCode: null,
  receivedAt: END - 30_000,
  bidId: 101,
  endAfter: END,
  retries: 0,
  lastTryAt: END - 30_010,
  message: null,
  ...fields
})
const ACCEPTED = [attempt({}), attempt({ bidder: "bob", amount: 20_250, receivedAt: END - 2_000, bidId: 102, endAfter: END + 8_000 })]

const watcher = (fields: Partial<WatcherOutcome>): WatcherOutcome => ({
  registered: true,
  baseSeq: 0,
  lastSeq: 3,
  liveFrames: 3,
  rewoundEvents: 0,
  rewinds: 0,
  rejoins: 0,
  unexpectedCloses: 0,
  duplicated: 0,
  outOfOrder: 0,
  lost: 0,
  lastEvent: LOG[2]!,
  failure: null,
  ...fields
})

const input = (fields: Partial<AuditInput> = {}): AuditInput => ({
  attempts: ACCEPTED,
  log: LOG,
  scheduledEnd: END,
  softCloseSeconds: WINDOW,
  reserve: null,
  stats: STATS,
  ended: true,
  troubles: [],
  watchers: [watcher({}), watcher({})],
  ...fields
})

describe("the audit", () => {
  it("passes a clean ending", () => {
    const result = audit(input())
    expect(result.failed).toEqual([])
    expect(result.final).toEqual({ consistent: true, ended: true, watchers_disagreeing: 0, problems: [] })
  })

  it("counts an 'ended' refusal received before the final end, and one without its stamp", () => {
    const refusals = [
      attempt({ outcome: "ended", receivedAt: END + 8_000 }),
      attempt({ outcome: "ended", receivedAt: END + 7_999 }),
      attempt({ outcome: "ended", receivedAt: null })
    ]
    expect(rejectedTimely(refusals, END + 8_000)).toBe(2)
  })

  it("counts a bid accepted at the very millisecond of the end in force as late", () => {
    const late = [...LOG.slice(0, 2), bidEvent(3, 20_500, "cy", END + 8_000, END + 18_000)]
    expect(replayEnds(late, END, WINDOW)).toEqual({ acceptedLate: 1, wrongEnd: 0 })
  })

  it("counts a bid whose recorded end is not its soft-close end", () => {
    const wrong = [LOG[0]!, bidEvent(2, 20_250, "bob", END - 2_000, END + 10_000)]
    expect(replayEnds(wrong, END, WINDOW)).toEqual({ acceptedLate: 0, wrongEnd: 1 })
  })

  it("counts an acknowledged bid the log lacks or tells differently", () => {
    expect(ackedMissing([...ACCEPTED, attempt({ bidId: 999 })], LOG)).toBe(1)
    expect(ackedMissing([attempt({ amount: 19_900 })], LOG)).toBe(1)
  })

  it("counts sequence numbers missing from the log", () => {
    expect(logGaps([LOG[0]!, LOG[2]!])).toBe(1)
  })

  it("sums the watchers' own counts", () => {
    const result = audit(
      input({ watchers: [watcher({ lost: 2, duplicated: 1 }), watcher({ outOfOrder: 3 }), watcher({ registered: false, lost: 9 })] })
    )
    expect(result.events).toEqual({ lost: 2, duplicated: 1, out_of_order: 3, log_gaps: 0 })
    expect(result.failed).toEqual(["events.lost", "events.duplicated", "events.out_of_order"])
  })

  it("finds a watcher whose last event is not the log's last", () => {
    const result = audit(input({ watchers: [watcher({}), watcher({ lastSeq: 2, lastEvent: LOG[1]! })] }))
    expect(result.final.watchers_disagreeing).toBe(1)
    expect(result.failed).toEqual(["final.consistent"])
  })

  it("finds stats that disagree with the last accepted bid and the closing rule", () => {
    const result = audit(input({ stats: { ...STATS, current_bid: { amount: 20_000, bidder: "ann" } } }))
    expect(result.final.consistent).toBe(false)
    expect(result.final.problems.join("\n")).toContain("the last accepted bid is 20250 by bob")
    expect(audit(input({ reserve: 50_000 })).final.problems).toContain(
      `status ${AuctionStatus.sold}, the closing rule gives ${AuctionStatus.reserve_not_met}`
    )
  })

  it("fails an auction that never ended, and a target that stopped answering", () => {
    const stuck = audit(
      input({ ended: false, stats: { ...STATS, status: AuctionStatus.last_second_bids }, troubles: ["the auction did not end"] })
    )
    expect(stuck.final.ended).toBe(false)
    expect(stuck.failed).toContain("final.consistent")
    const gone = audit(input({ ended: false, stats: null, log: [], troubles: ["the event log could not be read: ECONNREFUSED"] }))
    expect(gone.final.problems[0]).toBe("the event log could not be read: ECONNREFUSED")
    expect(gone.final.watchers_disagreeing).toBe(2)
  })
})
