import { ErrorCode } from "@redline/domain"
import { Schema } from "effect"
import { Refusal } from "./Refusal.ts"

/** Refusals of listing drafts (spec 3 §4 'Listing review'); the spec shows none of their words, so all are ours. */

/** A version with a wrong field: `field` names it, and the message says what is wrong. */
export class ListingDraftInvalid extends Refusal<ListingDraftInvalid>()("ListingDraftInvalid", ErrorCode.listing_draft_invalid, 400, null, {
  field: Schema.String
}) {}

/** Writing a version of a listing that takes none now: the steps before it not done, or the listing approved (the message says which). */
export class ListingDraftNotAllowed extends Refusal<ListingDraftNotAllowed>()(
  "ListingDraftNotAllowed",
  ErrorCode.listing_draft_not_allowed,
  409,
  null
) {}

/** Approving or asking for changes to a version reviewed already, replaced by a newer one, or of a listing closed. */
export class ListingDraftReviewed extends Refusal<ListingDraftReviewed>()(
  "ListingDraftReviewed",
  ErrorCode.listing_draft_reviewed,
  409,
  null
) {}

/** No listing by this id for the reader, or no version of this number. */
export class ListingDraftNotFound extends Refusal<ListingDraftNotFound>()(
  "ListingDraftNotFound",
  ErrorCode.listing_draft_not_found,
  404,
  "This listing draft doesn't exist."
) {}
