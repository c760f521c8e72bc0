import { type AcceptedBid, type BuyerCommission, isRunning, minimumNextBid } from "@redline/domain"
import { refusesValues } from "@redline/infra"
import { Clock, Deferred, Duration, Effect, Either, Queue, Ref } from "effect"
import { acceptedBid, type AuctionEvent, auctionSnapshot, isLoggedBid, reserveLoweredEvent } from "./AuctionEvent.ts"
import { type AcceptedInBatch, AuctionLedger, type Fence, type IdempotentBid } from "./AuctionLedger.ts"
import { type AuctionState, type BidRequest, decideBid, decideReserveLowering, outcomeOf, type ReserveRequest } from "./AuctionState.ts"
import type { BidReply, ReserveReply } from "./EngineProtocol.ts"

/**
 * Called with a bid's answer: after its commit, or when it is refused or can't be taken. Only its
 * first call counts (an interrupted batch answers all its bids again); it must not throw.
 */
export type BidAnswer = (reply: BidReply) => void

type BidLetter = { readonly _tag: "Bid"; readonly request: BidRequest; readonly reply: BidAnswer }

type ReserveLetter = { readonly _tag: "Reserve"; readonly request: ReserveRequest; readonly reply: (reply: ReserveReply) => void }

type Letter =
  | BidLetter
  | ReserveLetter
  | { readonly _tag: "Intent"; readonly token: string; readonly receivedAt: number; readonly settled: boolean }
  | { readonly _tag: "CloseDue" }

/**
 * How long an announced bid may hold the close. Its request ends well
 * before (timeouts of a few seconds); this bounds a request whose end was
 * never heard of, say because its gateway died.
 */
const INTENT_HOLD_MILLIS = 10_000

// Settled tokens are remembered so an announcement arriving after its bid doesn't hold the close.
const REMEMBERED_SETTLED = 10_000

export interface ActorSettings {
  readonly fence: Fence
  /** How long after the end the actor waits for bids received before it, still on their way. */
  readonly closeGrace: Duration.DurationInput
  /** Waiting bids committed together; bounds one transaction. */
  readonly maxBatch: number
  readonly buyerCommission: BuyerCommission
  /** After a commit: its events, and the auction as it stands after them. */
  readonly publish: (events: ReadonlyArray<AuctionEvent>, after: AuctionState) => Effect.Effect<void>
}

export interface AuctionActor {
  /**
   * Puts a bid in the mailbox and returns at once; `answer` is called with its answer. No fiber
   * waits for it, so a crowd of bidders costs the actor's one fiber and a callback each.
   */
  readonly offerBid: (request: BidRequest, answer: BidAnswer) => void
  readonly bid: (request: BidRequest) => Effect.Effect<BidReply>
  /** The seller lowers the reserve: decided in the mailbox's order, between the bids before and after it. */
  readonly lowerReserve: (request: ReserveRequest) => Effect.Effect<ReserveReply>
  /** A bid request arrived at a gateway (`settled` false) or its request is over (`settled` true). */
  readonly intend: (token: string, receivedAt: number, settled: boolean) => void
  readonly state: Effect.Effect<AuctionState>
  /** Completes when the actor has closed its auction. */
  readonly closed: Effect.Effect<void>
  /** Completes when a write was refused by the fence: this process no longer owns the auction. */
  readonly lostOwnership: Effect.Effect<void>
}

const NOT_TAKEN: BidReply = { _tag: "NotTaken" }

const idempotencyKeyOf = (bidderId: number, key: string | null) => (key === null ? null : `${bidderId}:${key}`)

/**
 * One live auction: a mailbox drained by a single fiber, so bids are applied
 * one at a time in arrival order. The bids waiting in the mailbox are
 * committed in one transaction (group commit) and each is answered only
 * after that commit; events are published after it. A batch the database
 * won't take is written again one bid at a time, so a bid it refuses is
 * refused alone. A timer closes the
 * auction at its (possibly extended) end.
 */
export const startAuctionActor = (initial: AuctionState, remembered: ReadonlyArray<IdempotentBid>, settings: ActorSettings) =>
  Effect.gen(function* () {
    const ledger = yield* AuctionLedger
    const mailbox = yield* Queue.unbounded<Letter>()
    const current = yield* Ref.make(initial)
    const closed = yield* Deferred.make<void>()
    const stale = yield* Deferred.make<void>()
    const graceMillis = Duration.toMillis(Duration.decode(settings.closeGrace))
    const answers = new Map<string, AcceptedBid>(remembered.map((bid) => [`${bid.bidderId}:${bid.key}`, acceptedBid(bid)]))

    // Bids received (by a gateway) but not decided yet, by the gateway's token: the close waits for those before the end.
    const onTheirWay = new Map<string, number>()
    const settled = new Set<string>()
    const settle = (token: string) => {
      onTheirWay.delete(token)
      if (settled.size >= REMEMBERED_SETTLED) settled.clear()
      settled.add(token)
    }
    const noteIntent = (token: string, receivedAt: number, done: boolean) => {
      if (done) settle(token)
      else if (!settled.has(token)) onTheirWay.set(token, receivedAt)
    }
    const awaitedBefore = (end: number, now: number) => {
      for (const [token, receivedAt] of onTheirWay) {
        if (now - receivedAt >= INTENT_HOLD_MILLIS) onTheirWay.delete(token)
        else if (receivedAt < end) return true
      }
      return false
    }

    const replyTo = (reply: BidAnswer, answer: BidReply) => Effect.sync(() => reply(answer))
    const replyAll = (letters: ReadonlyArray<BidLetter>, answer: BidReply) =>
      Effect.sync(() => {
        for (const { reply } of letters) reply(answer)
      })

    const notRecorded = (state: AuctionState): BidReply => ({
      _tag: "Refused",
      reason: "bid_not_recorded",
      min_bid: minimumNextBid(state.currentBid)
    })

    /** Applies and answers the bids; false when the database could not be written (then none of them was). */
    const applyBids = (letters: ReadonlyArray<BidLetter>): Effect.Effect<boolean> =>
      Effect.gen(function* () {
        if (yield* Deferred.isDone(stale)) {
          yield* replyAll(letters, NOT_TAKEN)
          return false
        }
        const before = yield* Ref.get(current)
        let working = before
        const accepted: Array<AcceptedInBatch & { readonly reply: BidAnswer }> = []
        const repeats: Array<{ readonly reply: BidAnswer; readonly key: string }> = []
        const refused: Array<{ readonly reply: BidAnswer; readonly answer: BidReply }> = []
        const keysInBatch = new Set<string>()

        for (const { request, reply } of letters) {
          const key = idempotencyKeyOf(request.bidderId, request.idempotencyKey)
          if (key !== null && (answers.has(key) || keysInBatch.has(key))) {
            repeats.push({ reply, key })
            continue
          }
          const decision = decideBid(working, request)
          if (decision._tag === "Refused") {
            refused.push({ reply, answer: { _tag: "Refused", reason: decision.reason, min_bid: decision.minBid } })
            continue
          }
          working = decision.after
          accepted.push({ request, amount: decision.amount, after: decision.after, firstExtension: decision.firstExtension, reply })
          if (key !== null) keysInBatch.add(key)
        }

        if (accepted.length > 0) {
          const committed = yield* Effect.either(ledger.commitBids(settings.fence, accepted))
          if (Either.isLeft(committed)) {
            const error = committed.left
            if (error._tag === "StaleOwner") {
              yield* Deferred.succeed(stale, undefined)
              yield* replyAll(letters, NOT_TAKEN)
              return false
            }
            // One bid the database refuses must not sink the others: each is written on its own.
            if (accepted.length > 1) {
              yield* Effect.logWarning("A batch of bids could not be committed; writing them one at a time", error)
              return yield* oneAtATime(letters)
            }
            if (!refusesValues(error)) {
              // Nothing of this batch is durable: nobody may be told otherwise.
              yield* Effect.logWarning("A batch of bids could not be committed", error)
              yield* replyAll(letters, NOT_TAKEN)
              return false
            }
            yield* Effect.logError("The database refused a bid; it alone is refused", error)
            yield* replyTo(accepted[0]!.reply, notRecorded(before))
          } else {
            yield* Ref.set(current, working)
            // Each bid's event is its answer: the bid with its new ids, and the auction after it.
            const events = committed.right
            const bidEvents = events.filter(isLoggedBid)
            yield* Effect.sync(() =>
              accepted.forEach(({ request, reply }, index) => {
                const { data } = bidEvents[index]!
                const key = idempotencyKeyOf(request.bidderId, request.idempotencyKey)
                if (key !== null) answers.set(key, data.bid)
                reply({ _tag: "Accepted", ...data })
              })
            )
            yield* settings.publish(events, working)
          }
        }
        const now = yield* Ref.get(current)
        yield* Effect.sync(() => {
          for (const { reply, key } of repeats) {
            const first = answers.get(key)
            // A retry within the batch of a bid the database refused gets its answer.
            reply(first === undefined ? notRecorded(now) : { _tag: "Accepted", bid: first, auction: auctionSnapshot(now) })
          }
          for (const { reply, answer } of refused) reply(answer)
        })
        return true
      })

    /** The bids of a batch that failed, in their order, each decided again and committed alone. */
    const oneAtATime = (letters: ReadonlyArray<BidLetter>): Effect.Effect<boolean> =>
      Effect.gen(function* () {
        for (const [index, letter] of letters.entries()) {
          if (yield* applyBids([letter])) continue
          // The database can't be written: the bids after this one aren't tried.
          yield* replyAll(letters.slice(index + 1), NOT_TAKEN)
          return false
        }
        return true
      })

    const lowerReserve = ({ request, reply }: ReserveLetter) =>
      Effect.gen(function* () {
        if (yield* Deferred.isDone(stale)) return reply(NOT_TAKEN)
        const decision = decideReserveLowering(yield* Ref.get(current), request)
        if (decision._tag === "Refused") return reply({ _tag: "Refused", reason: decision.reason })
        const written = yield* Effect.either(ledger.lowerReserve(settings.fence, decision.after))
        if (Either.isLeft(written)) {
          if (written.left._tag === "StaleOwner") yield* Deferred.succeed(stale, undefined)
          else yield* Effect.logWarning(`The reserve of auction ${decision.after.id} could not be lowered`, written.left)
          return reply(NOT_TAKEN)
        }
        yield* Ref.set(current, decision.after)
        reply({ _tag: "Lowered", ...reserveLoweredEvent(decision.after).data })
        yield* settings.publish(written.right, decision.after)
      })

    const closeIfDue = Effect.gen(function* () {
      const state = yield* Ref.get(current)
      const now = yield* Clock.currentTimeMillis
      if (!isRunning(state.status) || now < state.end.getTime() + graceMillis || (yield* Deferred.isDone(stale))) return
      if (awaitedBefore(state.end.getTime(), now)) return
      const outcome = outcomeOf(state, settings.buyerCommission)
      const written = yield* Effect.either(ledger.close(settings.fence, state, outcome))
      if (Either.isLeft(written)) {
        if (written.left._tag === "StaleOwner") yield* Deferred.succeed(stale, undefined)
        else yield* Effect.logWarning(`Auction ${state.id} could not be closed; retrying`, written.left)
        return
      }
      const closedState = { ...state, status: outcome.status, eventSeq: written.right.at(-1)!.seq }
      yield* Ref.set(current, closedState)
      yield* settings.publish(written.right, closedState)
      yield* Deferred.succeed(closed, undefined)
    })

    const notTaken = (letters: Iterable<Letter>) =>
      Effect.sync(() => {
        for (const letter of letters) if (letter._tag === "Bid" || letter._tag === "Reserve") letter.reply(NOT_TAKEN)
      })

    const drain = Effect.gen(function* () {
      const letters = yield* Queue.takeBetween(mailbox, 1, settings.maxBatch)
      let bids: Array<BidLetter> = []
      let closeDue = false
      const inTurn = Effect.gen(function* () {
        for (const letter of letters) {
          if (letter._tag === "Bid") {
            bids.push(letter)
            if (letter.request.intent !== undefined) settle(letter.request.intent)
          } else if (letter._tag === "Reserve") {
            // The bids before it are decided first, those after it against the lower reserve.
            if (bids.length > 0) yield* applyBids(bids)
            bids = []
            yield* lowerReserve(letter)
          } else if (letter._tag === "Intent") noteIntent(letter.token, letter.receivedAt, letter.settled)
          else closeDue = true
        }
        if (bids.length > 0) yield* applyBids(bids)
      })
      // Interrupted (the partition was let go): nobody may wait for an answer that won't come (the first answer counts).
      yield* inTurn.pipe(Effect.onInterrupt(() => notTaken(letters)))
      if (closeDue) yield* closeIfDue
    })

    // Wakes at end + grace; bids in the mailbox before the close letter are applied first.
    const closeTimer = Effect.gen(function* () {
      while (!(yield* Deferred.isDone(closed)) && !(yield* Deferred.isDone(stale))) {
        const due = (yield* Ref.get(current)).end.getTime() + graceMillis
        const now = yield* Clock.currentTimeMillis
        if (now < due) yield* Effect.sleep(Duration.millis(due - now))
        else {
          yield* Queue.offer(mailbox, { _tag: "CloseDue" })
          yield* Effect.sleep(Duration.millis(100))
        }
      }
    })

    yield* Effect.addFinalizer(() => Effect.flatMap(Queue.takeAll(mailbox), notTaken))
    yield* Effect.forkScoped(Effect.forever(drain))
    if (isRunning(initial.status)) yield* Effect.forkScoped(closeTimer)

    const offerBid = (request: BidRequest, reply: BidAnswer) => {
      Queue.unsafeOffer(mailbox, { _tag: "Bid", request, reply })
    }

    return {
      offerBid,
      bid: (request) => Effect.async<BidReply>((resume) => offerBid(request, (reply) => resume(Effect.succeed(reply)))),
      lowerReserve: (request) =>
        Effect.async<ReserveReply>((resume) => {
          Queue.unsafeOffer(mailbox, { _tag: "Reserve", request, reply: (reply) => resume(Effect.succeed(reply)) })
        }),
      intend: (token, receivedAt, done) => {
        Queue.unsafeOffer(mailbox, { _tag: "Intent", token, receivedAt, settled: done })
      },
      state: Ref.get(current),
      closed: Deferred.await(closed),
      lostOwnership: Deferred.await(stale)
    } satisfies AuctionActor
  })
