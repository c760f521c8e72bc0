import { SqlClient } from "@effect/sql"
import type { ReserveOfferDetail, StaffSubmission, Submission } from "@redline/api"
import {
  ANSWER_DECISION,
  answerProblem,
  answerRecord,
  compAuctionIdsProblem,
  decisionMessageProblem,
  isCompAuctionStatus,
  NotificationType,
  offerProblem,
  offerRecord,
  reserveAmountProblem,
  reserveOfferAnswer
} from "@redline/domain"
import { Data, Effect, Option } from "effect"
import { SellerNotice } from "../notifications/SellerNotice.ts"
import { StaffDesk } from "../staffDesk/StaffDesk.ts"
import { StaffDeskRepo } from "../staffDesk/StaffDeskRepo.ts"
import { SubmissionChat } from "../submissions/SubmissionChat.ts"
import { SubmissionsRepo, titleOf } from "../submissions/SubmissionsRepo.ts"
import { transactionOf } from "../Transaction.ts"
import { ReserveOffersRepo } from "./ReserveOffersRepo.ts"

/** Why a reserve offer call was not answered; the handler turns each into its refusal. `message` is the rule's sentence. */
export class ReserveOfferRefused extends Data.TaggedError("ReserveOfferRefused")<{
  readonly reason: "not_found" | "offer_not_found" | "invalid" | "not_allowed" | "answered" | "message_invalid"
  readonly message?: string
  /** The field an `invalid` refusal is about. */
  readonly field?: string
}> {}

const refused = (reason: ReserveOfferRefused["reason"], message?: string, field?: string) =>
  Effect.fail(new ReserveOfferRefused({ reason, ...(message === undefined ? {} : { message }), ...(field === undefined ? {} : { field }) }))

/**
 * Reserve offers (spec 3 §4 'Reserve offer'). Staff offer a reserve for a paid car with up to 3
 * comparable past auctions: the offer is kept, recorded among the submission's decisions, and its
 * message goes to the seller in the submission's chat (with the chat's notification, type 2, and
 * its e-mail) beside a 'reserve offer' notification (type 28, on the site), all in one
 * transaction; the seller's tabs and bell hear them after the commit. The seller answers an
 * offer once (accept, decline, no reserve), recorded as theirs; after a decline staff may offer again.
 */
export class ReserveOffers extends Effect.Service<ReserveOffers>()("@redline/http/ReserveOffers", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const repo = yield* ReserveOffersRepo
    const decisions = yield* StaffDeskRepo
    const submissions = yield* SubmissionsRepo
    const desk = yield* StaffDesk
    const chat = yield* SubmissionChat
    const notice = yield* SellerNotice

    /** Past auctions to compare the submission's car with. */
    const comps = (id: number) =>
      Effect.gen(function* () {
        const found = yield* submissions.row(id, null)
        if (Option.isNone(found)) return yield* refused("not_found")
        return { auctions: yield* repo.suggestions(found.value) }
      })

    /** The comparable auctions chosen, each one that ended with a price; the first that isn't is refused by name. */
    const compsProblem = (ids: ReadonlyArray<number>) =>
      Effect.gen(function* () {
        const problem = compAuctionIdsProblem(ids)
        if (problem !== null) return problem
        const rows = yield* repo.compRows(ids)
        for (const id of ids) {
          const row = rows.find((found) => found.id === id)
          if (row === undefined) return `comp_auction_ids names auction ${id}, which doesn't exist.`
          if (!isCompAuctionStatus(row.status)) return `comp_auction_ids names auction ${id}, which hasn't ended with a price to compare.`
        }
        return null
      })

    /** Staff's offer of a reserve for the submission's car, answered with the submission as staff see it. */
    const offer = (
      id: number,
      staffId: number,
      body: { readonly amount: number; readonly comp_auction_ids: ReadonlyArray<number>; readonly message: string },
      now: Date
    ): Effect.Effect<StaffSubmission, ReserveOfferRefused> =>
      Effect.gen(function* () {
        const amountProblem = reserveAmountProblem(body.amount)
        if (amountProblem !== null) return yield* refused("invalid", amountProblem, "amount")
        const messageProblem = decisionMessageProblem(body.message)
        if (messageProblem !== null) return yield* refused("message_invalid", messageProblem)
        const made = yield* transaction(
          Effect.gen(function* () {
            const found = yield* submissions.row(id, null, true)
            if (Option.isNone(found)) return yield* refused("not_found")
            const row = found.value
            const compProblem = yield* compsProblem(body.comp_auction_ids)
            if (compProblem !== null) return yield* refused("invalid", compProblem, "comp_auction_ids")
            const problem = offerProblem(row.status, yield* repo.lastAnswer(id))
            if (problem !== null) return yield* refused("not_allowed", problem)
            const text = body.message.trim()
            const submission = { id, user_id: row.user_id, title: titleOf(row) }
            const offered = yield* repo.make(id, staffId, body.amount, body.comp_auction_ids, text, now)
            yield* decisions.record(id, staffId, "reserve_offer", offerRecord(body.amount, body.comp_auction_ids.length), null, now)
            const written = yield* chat.write(submission, "staff", staffId, text, now)
            const notified = yield* notice.write(
              {
                userId: row.user_id,
                type: NotificationType.reserve_offer,
                subject: `reserve_offer:${offered.id}`,
                relatedTo: { submission_id: id, title: submission.title }
              },
              now
            )
            return { submission, written, notified }
          })
        )
        yield* chat.announce(made.submission, made.written)
        yield* notice.publish(made.notified)
        return yield* desk.read(id).pipe(Effect.catchTag("StaffDeskRefused", () => refused("not_found")))
      })

    /** The submission's offers, newest first, for its seller (`readerId`), or any submission's for staff (null). */
    const list = (id: number, readerId: number | null) =>
      Effect.gen(function* () {
        const found = yield* submissions.row(id, readerId)
        if (Option.isNone(found)) return yield* refused("not_found")
        return { reserve_offers: yield* repo.offers(id) }
      })

    /** The seller's answer to an offer, once; answered with the offer and the submission. */
    const answer = (
      id: number,
      offerId: number,
      sellerId: number,
      body: { readonly final?: boolean | undefined; readonly no_reserve?: boolean | undefined },
      now: Date
    ): Effect.Effect<{ readonly reserve_offer: ReserveOfferDetail; readonly submission: Submission }, ReserveOfferRefused> =>
      Effect.gen(function* () {
        const answered = yield* transaction(
          Effect.gen(function* () {
            const found = yield* submissions.row(id, sellerId, true)
            if (Option.isNone(found)) return yield* refused("not_found")
            const offered = yield* repo.offer(id, offerId, true)
            if (Option.isNone(offered)) return yield* refused("offer_not_found")
            const given = reserveOfferAnswer(body)
            if ("problem" in given) return yield* refused("invalid", given.problem, given.field)
            const problem = answerProblem(found.value.status, offered.value.answer)
            if (problem !== null) return yield* refused("answered", problem)
            const row = yield* repo.answer(offered.value, given.answer, now)
            yield* decisions.record(id, sellerId, ANSWER_DECISION[given.answer], answerRecord(given.answer, row.amount), null, now)
            return row
          })
        )
        const submission = yield* submissions.find(id, sellerId)
        if (Option.isNone(submission)) return yield* refused("not_found")
        return { reserve_offer: yield* repo.detail(answered), submission: submission.value }
      })

    return { comps, offer, list, answer } as const
  }),
  dependencies: [
    ReserveOffersRepo.Default,
    StaffDeskRepo.Default,
    SubmissionsRepo.Default,
    StaffDesk.Default,
    SubmissionChat.Default,
    SellerNotice.Default
  ]
}) {}
