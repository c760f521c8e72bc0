import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Forbidden } from "./ApiErrors.ts"
import { Authentication } from "./Authentication.ts"
import { Id, IdFromString } from "./Id.ts"
import { Listing } from "./Listing.ts"
import { ListingDraftInvalid, ListingDraftNotAllowed, ListingDraftNotFound, ListingDraftReviewed } from "./ListingDraftErrors.ts"
import { PhotoSet } from "./Photo.ts"
import { SubmissionMessageInvalid, SubmissionNotFound } from "./SubmissionErrors.ts"
import { SubmissionIdPath } from "./SubmissionsApi.ts"

/** The vehicle history report a listing links to. */
export const HistoryReport = Schema.Struct({
  vendor: Schema.String.pipe(Schema.maxLength(1_000)),
  url: Schema.String.pipe(Schema.maxLength(10_000)),
  expiry: Schema.String.pipe(Schema.maxLength(100)).annotations({ description: "The day the report's link stops working, YYYY-MM-DD" })
})
export type HistoryReport = typeof HistoryReport.Type

/**
 * One version of a submission's listing (spec 3 §3 'Listing (preview)'): what staff wrote, the car's
 * facts and its photos as the auction page shows them, and the seller's review of it. A listing
 * is named by its submission's id.
 */
export const ListingDraft = Schema.Struct({
  listing_id: Schema.Int.annotations({ description: "The submission's id, which names its listing" }),
  version_id: Schema.Int,
  latest_version_id: Schema.Int,
  submission_status: Schema.Int,
  title: Schema.String,
  sub_title: Schema.String,
  seller: Schema.String,
  listing: Listing,
  photos: PhotoSet,
  history_report: Schema.NullOr(HistoryReport),
  inspection_report_url: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  approved_at: Schema.NullOr(Schema.String),
  denied_at: Schema.NullOr(Schema.String),
  denied_message: Schema.NullOr(Schema.String)
})
export type ListingDraft = typeof ListingDraft.Type

const TextSection = Schema.String.pipe(Schema.maxLength(100_000))

export const ListingDraftRequest = Schema.Struct({
  title: Schema.String.pipe(Schema.maxLength(10_000)),
  sub_title: Schema.String.pipe(Schema.maxLength(10_000)),
  sections: Schema.Struct({
    doug: TextSection,
    highlights: TextSection,
    equipment: TextSection,
    modifications: TextSection,
    known_flaws: TextSection,
    recent_service_history: TextSection,
    other_items: TextSection,
    ownership_history: TextSection,
    seller_notes: TextSection,
    videos: Schema.Array(Schema.String.pipe(Schema.maxLength(10_000))).pipe(Schema.maxItems(100))
  }).annotations({ description: "The text sections in Markdown (raw HTML is kept, never shown), and the videos' https addresses" }),
  photos: Schema.Array(Schema.Struct({ id: Id, section: Schema.String.pipe(Schema.maxLength(100)) }))
    .pipe(Schema.maxItems(1_000))
    .annotations({ description: "The submission's photos in the listing's order, each once, with the section it is shown in" }),
  history_report: Schema.NullOr(HistoryReport)
})

export const ChangesRequest = Schema.Struct({
  message: Schema.String.pipe(Schema.maxLength(10_000)).annotations({
    description: "What to change, to staff in the submission's chat: 1 to 2,000 characters once trimmed"
  })
})

export const ListingIdPath = Schema.Struct({ listing_id: IdFromString })
export const ListingVersionPath = Schema.Struct({ listing_id: IdFromString, version_id: IdFromString })

/**
 * Listing drafts (spec 3 §2 'listing draft review', §4 'Listing review', §7 'GET listing by id
 * (preview; version_id); POST request changes; POST approve'): staff (and users with
 * VIEW_SUBMISSIONS) write a submission's listing as numbered versions (anyone else signed in is
 * forbidden); its seller reads them and approves the latest or asks for changes to it, once (to
 * anyone else the listing doesn't exist; staff read it too).
 */
export class ListingDraftsApi extends HttpApiGroup.make("listingDrafts")
  .add(
    HttpApiEndpoint.post("write", "/v1/staff/submissions/:submission_id/listing_drafts")
      .setPath(SubmissionIdPath)
      .setPayload(ListingDraftRequest)
      .addSuccess(ListingDraft, { status: 201 })
      .addError(SubmissionNotFound)
      .addError(ListingDraftInvalid)
      .addError(ListingDraftNotAllowed)
  )
  .add(
    HttpApiEndpoint.get("latest", "/v1/listings/:listing_id").setPath(ListingIdPath).addSuccess(ListingDraft).addError(ListingDraftNotFound)
  )
  .add(
    HttpApiEndpoint.get("version", "/v1/listings/:listing_id/v/:version_id")
      .setPath(ListingVersionPath)
      .addSuccess(ListingDraft)
      .addError(ListingDraftNotFound)
  )
  .add(
    HttpApiEndpoint.post("approve", "/v1/listings/:listing_id/v/:version_id/approve")
      .setPath(ListingVersionPath)
      .addSuccess(ListingDraft)
      .addError(ListingDraftNotFound)
      .addError(ListingDraftReviewed)
  )
  .add(
    HttpApiEndpoint.post("requestChanges", "/v1/listings/:listing_id/v/:version_id/request_changes")
      .setPath(ListingVersionPath)
      .setPayload(ChangesRequest)
      .addSuccess(ListingDraft)
      .addError(ListingDraftNotFound)
      .addError(ListingDraftReviewed)
      .addError(SubmissionMessageInvalid)
  )
  .middleware(Authentication)
  .addError(Forbidden) {}
