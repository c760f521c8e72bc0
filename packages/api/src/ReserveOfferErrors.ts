import { ErrorCode } from "@redline/domain"
import { Schema } from "effect"
import { Refusal } from "./Refusal.ts"

/** Refusals of reserve offers (spec 3 §4 'Reserve offer'); the spec shows none of their words, so all are ours. */

/** An offer or an answer with a wrong field: `field` names it, and the message says what is wrong. */
export class ReserveOfferInvalid extends Refusal<ReserveOfferInvalid>()("ReserveOfferInvalid", ErrorCode.reserve_offer_invalid, 400, null, {
  field: Schema.String
}) {}

/** Offering a reserve on a submission that takes none now: not paid, an offer waiting, or the reserve settled (the message says which). */
export class ReserveOfferNotAllowed extends Refusal<ReserveOfferNotAllowed>()(
  "ReserveOfferNotAllowed",
  ErrorCode.reserve_offer_not_allowed,
  409,
  null
) {}

/** Answering an offer answered already, or one the submission moved past. */
export class ReserveOfferAnswered extends Refusal<ReserveOfferAnswered>()(
  "ReserveOfferAnswered",
  ErrorCode.reserve_offer_answered,
  409,
  null
) {}

/** No offer of this id on the submission. */
export class ReserveOfferNotFound extends Refusal<ReserveOfferNotFound>()(
  "ReserveOfferNotFound",
  ErrorCode.reserve_offer_not_found,
  404,
  "This reserve offer doesn't exist."
) {}
