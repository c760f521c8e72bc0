import { type BidEvent, minimumNextBid } from "@redline/domain"
import { randomUUID } from "node:crypto"
import type { Bidder } from "./Provisioning.ts"
import { apiCall, ErrorCodes, type Refusal, succeeded } from "./RedlineApi.ts"

export type BidOutcome = "accepted" | "too_low" | "ended" | "not_taken" | "refused" | "failed"

/** One bid as its bidder saw it: what was sent, when, and the answer. */
export interface BidAttempt {
  readonly phase: number
  readonly bidder: string
  readonly amount: number
  readonly sentAt: number
  readonly answeredAt: number
  readonly outcome: BidOutcome
  readonly httpStatus: number
  readonly errorCode: number | null
  /** The gateway's receive stamp, from the acceptance or the 'ended' refusal. */
  readonly receivedAt: number | null
  readonly bidId: number | null
  /** The end the acceptance reported. */
  readonly endAfter: number | null
  /** 'Not taken, retry' answers retried with the same idempotency key. */
  readonly retries: number
  /** When the last try went out: an acceptance received before it was given to an earlier try. */
  readonly lastTryAt: number
  readonly message: string | null
}

// A bid the engine could not take is retried with its key; past this, the bidder gives up.
const NOT_TAKEN_RETRIES = 10
const NOT_TAKEN_PAUSE_MS = 50

/**
 * The bidders, bidding through the real bid endpoint. The crowd learns the
 * auction as its bidders do, from their answers: the end in force, the
 * leader and the next minimum. Snipers often go a step or two above the
 * minimum, so some racing bids still land.
 */
export class BidderCrowd {
  readonly attempts: Array<BidAttempt> = []
  readonly #inFlight = new Set<Promise<BidAttempt>>()
  knownEnd: number
  leader: string | null = null
  currentBid = 0
  nextMinimum: number
  sent = 0

  constructor(
    readonly target: string,
    readonly auctionId: number,
    readonly bidders: ReadonlyArray<Bidder>,
    scheduledEnd: number,
    openingBid: number
  ) {
    this.knownEnd = scheduledEnd
    this.nextMinimum = Math.max(openingBid, minimumNextBid(null))
  }

  /** Anyone but the current leader, who would not outbid themselves. */
  pickBidder(): Bidder {
    for (;;) {
      const bidder = this.bidders[Math.floor(Math.random() * this.bidders.length)]!
      if (bidder.username !== this.leader || this.bidders.length === 1) return bidder
    }
  }

  /** A share of the crowd in random order, the leader left out. */
  pickShare(share: number): Array<Bidder> {
    const others = this.bidders.filter((bidder) => bidder.username !== this.leader)
    for (let index = others.length - 1; index > 0; index--) {
      const swap = Math.floor(Math.random() * (index + 1))
      ;[others[index], others[swap]] = [others[swap]!, others[index]!]
    }
    return others.slice(0, Math.max(1, Math.round(share * this.bidders.length)))
  }

  /** A valid bid as far as the crowd knows: the minimum, sometimes a step or two above it. */
  validAmount(): number {
    let amount = this.nextMinimum
    const extraSteps = Math.random() < 0.6 ? 0 : Math.random() < 0.6 ? 1 : 2
    for (let step = 0; step < extraSteps; step++) amount = minimumNextBid(amount)
    return amount
  }

  bid(
    phase: number,
    { bidder = this.pickBidder(), amount = this.validAmount() }: { bidder?: Bidder; amount?: number } = {}
  ): Promise<BidAttempt> {
    const attempt = this.#place(phase, bidder, amount)
    this.#inFlight.add(attempt)
    this.sent++
    void attempt.then((done) => {
      this.#inFlight.delete(attempt)
      this.attempts.push(done)
    })
    return attempt
  }

  /** Resolves once every bid sent so far has its answer. */
  async settled(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight])
  }

  async #place(phase: number, bidder: Bidder, amount: number): Promise<BidAttempt> {
    const key = randomUUID()
    const sentAt = Date.now()
    let lastTryAt = sentAt
    const attempt = (fields: Partial<BidAttempt> & Pick<BidAttempt, "outcome" | "httpStatus">): BidAttempt => ({
      phase,
      bidder: bidder.username,
      amount,
      sentAt,
      answeredAt: Date.now(),
      errorCode: null,
      receivedAt: null,
      bidId: null,
      endAfter: null,
      retries: 0,
      lastTryAt,
      message: null,
      ...fields
    })
    for (let retries = 0; ; retries++) {
      if (retries > 0) lastTryAt = Date.now()
      let answer
      try {
        answer = await apiCall<BidEvent | Refusal>(this.target, "POST", `/api/v1/auctions/${this.auctionId}/bids`, {
          key: bidder.key,
          body: { amount, idempotency_key: key }
        })
      } catch (error) {
        return attempt({ outcome: "failed", httpStatus: 0, retries, message: (error as Error).message })
      }
      if (succeeded(answer)) {
        const placed = answer.body as BidEvent
        this.#learn(placed)
        return attempt({
          outcome: "accepted",
          httpStatus: 200,
          retries,
          receivedAt: Date.parse(placed.bid.received_at),
          bidId: placed.bid.id,
          endAfter: Date.parse(placed.auction.auction_end)
        })
      }
      const refusal = answer.body as Refusal
      switch (refusal.error_code) {
        case ErrorCodes.bidNotTaken:
          if (retries < NOT_TAKEN_RETRIES) {
            await new Promise((resolve) => setTimeout(resolve, NOT_TAKEN_PAUSE_MS * (retries + 1)))
            continue
          }
          return attempt({ outcome: "not_taken", httpStatus: answer.status, errorCode: refusal.error_code, retries })
        case ErrorCodes.bidTooLow:
          this.nextMinimum = Math.max(this.nextMinimum, refusal.min_bid ?? this.nextMinimum)
          return attempt({ outcome: "too_low", httpStatus: answer.status, errorCode: refusal.error_code, retries })
        case ErrorCodes.auctionEnded:
          return attempt({
            outcome: "ended",
            httpStatus: answer.status,
            errorCode: refusal.error_code,
            retries,
            receivedAt: refusal.received_at === undefined ? null : Date.parse(refusal.received_at)
          })
        default:
          return attempt({
            outcome: "refused",
            httpStatus: answer.status,
            errorCode: refusal.error_code ?? null,
            retries,
            message: refusal.message ?? null
          })
      }
    }
  }

  #learn(placed: BidEvent): void {
    this.knownEnd = Math.max(this.knownEnd, Date.parse(placed.auction.auction_end))
    const next = minimumNextBid(placed.auction.current_bid)
    if (next >= this.nextMinimum) {
      this.nextMinimum = next
      this.leader = placed.auction.current_bidder
      this.currentBid = placed.auction.current_bid
    }
  }
}
