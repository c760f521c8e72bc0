import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { MAX_COMP_AUCTIONS, RESERVE_OFFER_ANSWERS } from "@redline/domain"
import { Schema } from "effect"
import { Forbidden } from "./ApiErrors.ts"
import { Authentication } from "./Authentication.ts"
import { Id, IdFromString } from "./Id.ts"
import { Photo } from "./Photo.ts"
import { ReserveOfferAnswered, ReserveOfferInvalid, ReserveOfferNotAllowed, ReserveOfferNotFound } from "./ReserveOfferErrors.ts"
import { SubmissionMessageInvalid, SubmissionNotFound } from "./SubmissionErrors.ts"
import { Submission, SubmissionIdPath } from "./SubmissionsApi.ts"
import { StaffSubmission } from "./StaffDeskApi.ts"

/** A past auction a reserve offer compares the car with: what it was, its photo, its final price and when it ended. */
export const CompAuction = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  status: Schema.Int.annotations({ description: "101 sold, 102 reserve not met, 106 sold after" }),
  final_price: Schema.Int.annotations({ description: "What it sold for, or the highest bid where it didn't sell" }),
  main_photo: Schema.NullOr(Photo),
  auction_end: Schema.String,
  auction_url: Schema.String,
  year: Schema.Int,
  make: Schema.String,
  model: Schema.String,
  mileage: Schema.NullOr(Schema.Int)
})
export type CompAuction = typeof CompAuction.Type

export const CompAuctions = Schema.Struct({ auctions: Schema.Array(CompAuction) })

export const ReserveOfferAnswerName = Schema.Literal(...RESERVE_OFFER_ANSWERS)

/** A reserve offer as its seller reads it: the reserve, staff's message, the comparable auctions, and the answer once given. */
export const ReserveOfferDetail = Schema.Struct({
  id: Schema.Int,
  submission_id: Schema.Int,
  amount: Schema.Int,
  message: Schema.String,
  comp_auctions: Schema.Array(CompAuction),
  answer: Schema.NullOr(ReserveOfferAnswerName),
  answered_at: Schema.NullOr(Schema.String),
  created_at: Schema.String
})
export type ReserveOfferDetail = typeof ReserveOfferDetail.Type

export const ReserveOffers = Schema.Struct({
  reserve_offers: Schema.Array(ReserveOfferDetail).annotations({ description: "Newest first" })
})

export const ReserveOfferRequest = Schema.Struct({
  amount: Schema.Number.annotations({ description: "The reserve offered, in whole dollars, at least $100" }),
  comp_auction_ids: Schema.Array(Id)
    .pipe(Schema.maxItems(100))
    .annotations({
      description: `Comparable auctions that ended with a price (sold, reserve not met, sold after), at most ${MAX_COMP_AUCTIONS}`
    }),
  message: Schema.String.pipe(Schema.maxLength(10_000)).annotations({
    description: "To the seller, in the submission's chat: as a chat message, 1 to 2,000 characters once trimmed"
  })
})

export const ReserveOfferAnswerRequest = Schema.Struct({
  final: Schema.optional(Schema.Boolean.annotations({ description: "true accepts the offered reserve, false declines it" })),
  no_reserve: Schema.optional(Schema.Boolean.annotations({ description: "true lists the car with no reserve" }))
})

export const ReserveOfferPath = Schema.Struct({ submission_id: IdFromString, offer_id: IdFromString })

export const AnsweredReserveOffer = Schema.Struct({ reserve_offer: ReserveOfferDetail, submission: Submission })

/**
 * Reserve offers (spec 3 §2, §4, §7 'PUT reserve offers', §9): staff (and users with
 * VIEW_SUBMISSIONS) find comparable past auctions for a paid submission's car and offer a reserve
 * with up to 3 of them; anyone else signed in is forbidden. The seller reads the offers and
 * answers each once; to anyone else the submission doesn't exist (staff read them too).
 */
export class ReserveOffersApi extends HttpApiGroup.make("reserveOffers")
  .add(
    HttpApiEndpoint.get("comps", "/v1/staff/submissions/:submission_id/comp_auctions")
      .setPath(SubmissionIdPath)
      .addSuccess(CompAuctions)
      .addError(SubmissionNotFound)
  )
  .add(
    HttpApiEndpoint.post("offer", "/v1/staff/submissions/:submission_id/reserve_offers")
      .setPath(SubmissionIdPath)
      .setPayload(ReserveOfferRequest)
      .addSuccess(StaffSubmission, { status: 201 })
      .addError(SubmissionNotFound)
      .addError(ReserveOfferInvalid)
      .addError(ReserveOfferNotAllowed)
      .addError(SubmissionMessageInvalid)
  )
  .add(
    HttpApiEndpoint.get("list", "/v1/submissions/:submission_id/reserve_offers")
      .setPath(SubmissionIdPath)
      .addSuccess(ReserveOffers)
      .addError(SubmissionNotFound)
  )
  .add(
    HttpApiEndpoint.put("answer", "/v1/submissions/:submission_id/reserve_offers/:offer_id")
      .setPath(ReserveOfferPath)
      .setPayload(ReserveOfferAnswerRequest)
      .addSuccess(AnsweredReserveOffer)
      .addError(SubmissionNotFound)
      .addError(ReserveOfferNotFound)
      .addError(ReserveOfferInvalid)
      .addError(ReserveOfferAnswered)
  )
  .middleware(Authentication)
  .addError(Forbidden) {}
