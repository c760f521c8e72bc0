import { ErrorCode } from "@redline/domain"
import { Schema } from "effect"
import { Refusal } from "./Refusal.ts"

/** Refusals of the seller's submissions (spec 3 §4, §5, §8); the spec shows none of their words, so all are ours. */

/** Each field's problem, by the API's name of the field ('car.vin', 'engine'), for a form to show beside it. */
export const FieldProblem = Schema.Struct({ field: Schema.String, message: Schema.String })
export const FieldProblems = { fields: Schema.Array(FieldProblem) }

/** No submission of the user's has this id: never theirs, or never there (not told apart, so ids don't leak). */
export class SubmissionNotFound extends Refusal<SubmissionNotFound>()(
  "SubmissionNotFound",
  ErrorCode.submission_not_found,
  404,
  "This submission doesn't exist."
) {}

/** An application a field of which is wrong or missing: the message is the first field's, `fields` names each. */
export class ApplicationInvalid extends Refusal<ApplicationInvalid>()(
  "ApplicationInvalid",
  ErrorCode.application_invalid,
  400,
  null,
  FieldProblems
) {}

/** A section's data with a wrong value, or, moving on (`back` false), a required field missing. */
export class SubmissionSectionInvalid extends Refusal<SubmissionSectionInvalid>()(
  "SubmissionSectionInvalid",
  ErrorCode.submission_section_invalid,
  400,
  null,
  FieldProblems
) {}

/** The submission is past changing by the seller: the listing is written, or it was declined or canceled. */
export class SubmissionNotEditable extends Refusal<SubmissionNotEditable>()(
  "SubmissionNotEditable",
  ErrorCode.submission_not_editable,
  409,
  "This submission can no longer be changed."
) {}

/** Submitting with a section not complete or photos missing; `section` is the one to finish. */
export class SubmissionIncomplete extends Refusal<SubmissionIncomplete>()(
  "SubmissionIncomplete",
  ErrorCode.submission_incomplete,
  400,
  null,
  { section: Schema.String }
) {}

/** Canceling a live, ended, declined or archived submission. */
export class SubmissionNotCancelable extends Refusal<SubmissionNotCancelable>()(
  "SubmissionNotCancelable",
  ErrorCode.submission_not_cancelable,
  409,
  "This submission can't be canceled any more."
) {}

export class SubmissionPhotoNotFound extends Refusal<SubmissionPhotoNotFound>()(
  "SubmissionPhotoNotFound",
  ErrorCode.submission_photo_not_found,
  404,
  "This photo isn't part of the submission."
) {}

/** A section, or the submission, holds as many photos as it takes. */
export class SubmissionPhotosFull extends Refusal<SubmissionPhotosFull>()(
  "SubmissionPhotosFull",
  ErrorCode.submission_photos_full,
  409,
  null
) {}

/** Removing a photo of a submitted listing that would leave a section below its minimum. */
export class SubmissionPhotosRequired extends Refusal<SubmissionPhotosRequired>()(
  "SubmissionPhotosRequired",
  ErrorCode.submission_photos_required,
  409,
  null
) {}

/** A new order that doesn't list each photo of the section once. */
export class SubmissionPhotoOrderInvalid extends Refusal<SubmissionPhotoOrderInvalid>()(
  "SubmissionPhotoOrderInvalid",
  ErrorCode.submission_photo_order_invalid,
  400,
  "photo_ids must list each photo of the section once."
) {}

/** A chat message with nothing to read, or too long. */
export class SubmissionMessageInvalid extends Refusal<SubmissionMessageInvalid>()(
  "SubmissionMessageInvalid",
  ErrorCode.submission_message_invalid,
  400,
  null
) {}

/** A VIN that can't be one (VIN lookup). */
export class VinInvalid extends Refusal<VinInvalid>()("VinInvalid", ErrorCode.vin_invalid, 400, null) {}

/** No invitation has this id, or it expired, or another account applied with it. */
export class InvitationNotFound extends Refusal<InvitationNotFound>()(
  "InvitationNotFound",
  ErrorCode.invitation_not_found,
  404,
  "This invitation has expired or was already used."
) {}

/** A promo code that is not one, or can't be used now: unknown, expired or used up (the message says which). */
export class PromoCodeInvalid extends Refusal<PromoCodeInvalid>()("PromoCodeInvalid", ErrorCode.promo_code_invalid, 400, null) {}

/** Paying the listing fee of a submission that isn't due to pay it (not accepted yet, paid already, closed) or whose payment is under way. */
export class ListingFeeNotPayable extends Refusal<ListingFeeNotPayable>()(
  "ListingFeeNotPayable",
  ErrorCode.listing_fee_not_payable,
  409,
  null
) {}

/** Paying with no card on file: the seller enters one first. */
export class CardRequired extends Refusal<CardRequired>()(
  "CardRequired",
  ErrorCode.card_required,
  409,
  "Add a card to pay the listing fee."
) {}

/** Staff deciding a submission that isn't Submitted (2): decided already, a draft, or past review (the message says which). */
export class SubmissionNotDecidable extends Refusal<SubmissionNotDecidable>()(
  "SubmissionNotDecidable",
  ErrorCode.submission_not_decidable,
  409,
  null
) {}
