import { AuctionStatus, type AuctionStatusCode } from "../AuctionStatus.ts"
import { MAX_BID, OPENING_BID_MINIMUM } from "../BidSteps.ts"
import { formatMoney } from "../Money.ts"
import { standingOf, SubmissionStatus } from "./SubmissionStatus.ts"

/**
 * The reserve offer (spec 3 §2, §4, §7, §9): staff propose a reserve for the car, with at most 3
 * comparable past auctions, and the seller answers it: accept the reserve, decline it, or list
 * with no reserve.
 */

/** Comparable auctions an offer shows, at most (spec 3 §3, §9). */
export const MAX_COMP_AUCTIONS = 3

/** The comparable auctions suggested for a car: the same make and model, this many years either side of its year. */
export const COMP_YEAR_SPAN = 5
/** Suggestions answered at most, closest year first. */
export const COMP_SUGGESTIONS = 12

/**
 * An auction compares once it ended with a price to compare: sold (101), sold after (106), or
 * bid to a price short of its reserve (102). A canceled auction and one with no bids tell nothing.
 */
export const COMP_AUCTION_STATUSES: ReadonlyArray<AuctionStatusCode> = [
  AuctionStatus.sold,
  AuctionStatus.reserve_not_met,
  AuctionStatus.sold_after
]

export const isCompAuctionStatus = (status: number): boolean => (COMP_AUCTION_STATUSES as ReadonlyArray<number>).includes(status)

/** A comparable auction's final price: what it sold for, or the highest bid where it didn't sell. */
export const compFinalPrice = (auction: { readonly status: number; readonly current_bid: number; readonly sale_amount: number | null }) =>
  auction.status === AuctionStatus.reserve_not_met ? auction.current_bid : (auction.sale_amount ?? auction.current_bid)

/** The seller's answers: the offered reserve, no reserve at all, or neither (staff may offer again). */
export const RESERVE_OFFER_ANSWERS = ["accept", "decline", "no_reserve"] as const
export type ReserveOfferAnswer = (typeof RESERVE_OFFER_ANSWERS)[number]

/** The reserve offer's steps kept in a submission's history: staff's offer, and the seller's answer to it. */
export const RESERVE_OFFER_DECISIONS = ["reserve_offer", "reserve_accept", "reserve_decline", "no_reserve"] as const
export type ReserveOfferDecision = (typeof RESERVE_OFFER_DECISIONS)[number]

/** The decision each answer is kept as. */
export const ANSWER_DECISION = {
  accept: "reserve_accept",
  decline: "reserve_decline",
  no_reserve: "no_reserve"
} as const satisfies Readonly<Record<ReserveOfferAnswer, ReserveOfferDecision>>

/**
 * The answer a `PUT` of the offer carries (spec 3 §7 'PUT reserve offers (final flag, or
 * no_reserve)'): `no_reserve: true` lists the car with no reserve; otherwise `final` true accepts
 * the offered reserve and false declines it. When the body says neither, or both at odds, the
 * field at fault and why.
 */
export function reserveOfferAnswer(body: {
  readonly final?: boolean | undefined
  readonly no_reserve?: boolean | undefined
}): { readonly answer: ReserveOfferAnswer } | { readonly field: "final" | "no_reserve"; readonly problem: string } {
  if (body.no_reserve === true) {
    return body.final === false
      ? { field: "no_reserve", problem: "no_reserve can't go with final false: no reserve is a final answer." }
      : { answer: "no_reserve" }
  }
  if (body.final === undefined) {
    return { field: "final", problem: "final is required: true to accept the reserve, false to decline it (or no_reserve true)." }
  }
  return { answer: body.final ? "accept" : "decline" }
}

/** The line each answer is recorded with on the submission. */
export const answerRecord = (answer: ReserveOfferAnswer, amount: number): string => {
  switch (answer) {
    case "accept":
      return `Accepted the reserve offer of ${formatMoney(amount)}.`
    case "decline":
      return `Declined the reserve offer of ${formatMoney(amount)}.`
    case "no_reserve":
      return `Chose no reserve over the offer of ${formatMoney(amount)}.`
  }
}

/** The line an offer is recorded with, before staff's message to the seller. */
export const offerRecord = (amount: number, comps: number): string =>
  `Offered a reserve of ${formatMoney(amount)} with ${comps} comparable auction${comps === 1 ? "" : "s"}.`

/**
 * Staff offer a reserve once the car is Paid (5): accepted and its listing fee paid, the step
 * after the payment and the inspection and before the listing (spec 3 §4's order). One offer
 * waits for its answer at a time; after a decline staff may offer again, after an accepted
 * reserve or no reserve the reserve is settled. `last` is the last offer's answer: null while it
 * waits, undefined when there is none. Null when an offer may be made.
 */
export function offerProblem(status: SubmissionStatus, last: ReserveOfferAnswer | null | undefined): string | null {
  if (status !== SubmissionStatus.paid) return standingOf(status)
  if (last === null) return "The seller hasn't answered the last reserve offer yet."
  if (last === "accept") return "The seller accepted a reserve already."
  if (last === "no_reserve") return "The seller chose no reserve already."
  return null
}

/**
 * The seller answers an offer once, while the submission is Paid; an answered offer stays as
 * answered. Null when it may be answered.
 */
export function answerProblem(status: SubmissionStatus, answered: ReserveOfferAnswer | null): string | null {
  if (answered !== null) return "You answered this reserve offer already."
  if (status !== SubmissionStatus.paid) return status === SubmissionStatus.canceled ? standingOf(status) : "This reserve offer is closed."
  return null
}

/** An offered reserve is whole dollars, from the opening bid's minimum ($100) up to the largest bid. */
export function reserveAmountProblem(amount: number): string | null {
  if (!Number.isInteger(amount)) return "amount must be whole dollars."
  if (amount < OPENING_BID_MINIMUM) return `amount must be at least ${formatMoney(OPENING_BID_MINIMUM)}.`
  if (amount > MAX_BID) return `amount must be at most ${formatMoney(MAX_BID)}.`
  return null
}

/** The comparable auctions chosen: at most 3, each once. Null when they may go with the offer. */
export function compAuctionIdsProblem(ids: ReadonlyArray<number>): string | null {
  if (ids.length > MAX_COMP_AUCTIONS) return `comp_auction_ids can name at most ${MAX_COMP_AUCTIONS} auctions.`
  if (new Set(ids).size !== ids.length) return "comp_auction_ids must name each auction once."
  return null
}
