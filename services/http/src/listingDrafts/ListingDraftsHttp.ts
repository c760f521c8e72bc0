import {
  CurrentUser,
  ListingDraftInvalid,
  ListingDraftNotAllowed,
  ListingDraftNotFound,
  ListingDraftReviewed,
  RedlineApi,
  SubmissionMessageInvalid,
  SubmissionNotFound
} from "@redline/api"
import { currentDate } from "@redline/infra"
import { Effect, Layer } from "effect"
import { apiGroup } from "../ReadLanes.ts"
import { deskStaff } from "../staffDesk/DeskStaff.ts"
import { type ListingDraftRefused, ListingDrafts } from "./ListingDrafts.ts"
import { ListingDraftsRepo } from "./ListingDraftsRepo.ts"

const writeRefusal = (
  refused: ListingDraftRefused
): Effect.Effect<never, SubmissionNotFound | ListingDraftInvalid | ListingDraftNotAllowed> => {
  switch (refused.reason) {
    case "invalid":
      return Effect.fail(ListingDraftInvalid.of(refused.message ?? "", { field: refused.field ?? "" }))
    case "not_allowed":
      return Effect.fail(ListingDraftNotAllowed.of(refused.message ?? ""))
    case "submission_not_found":
      return Effect.fail(SubmissionNotFound.default())
    default:
      return Effect.die(refused)
  }
}

/** The listing isn't there (or isn't the reader's), or has no such version. */
const notFound = (refused: ListingDraftRefused): Effect.Effect<never, ListingDraftNotFound> =>
  refused.reason === "not_found" ? Effect.fail(ListingDraftNotFound.default()) : Effect.die(refused)

const approveRefusal = (refused: ListingDraftRefused): Effect.Effect<never, ListingDraftNotFound | ListingDraftReviewed> =>
  refused.reason === "reviewed" ? Effect.fail(ListingDraftReviewed.of(refused.message ?? "")) : notFound(refused)

const changesRefusal = (
  refused: ListingDraftRefused
): Effect.Effect<never, ListingDraftNotFound | ListingDraftReviewed | SubmissionMessageInvalid> =>
  refused.reason === "message_invalid" ? Effect.fail(SubmissionMessageInvalid.of(refused.message ?? "")) : approveRefusal(refused)

/**
 * Listing drafts (spec 3 §4 'Listing review', §7): staff, and users with VIEW_SUBMISSIONS, write a
 * submission's listing as numbered versions (anyone else signed in is forbidden); its seller reads
 * the versions and approves the latest or asks for changes, once (to anyone else the listing
 * doesn't exist; staff read it too).
 */
export const ListingDraftsHttpLive = apiGroup(RedlineApi, "listingDrafts", (handlers) =>
  Effect.gen(function* () {
    const drafts = yield* ListingDrafts

    return handlers
      .handle("write", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* deskStaff
          return yield* drafts.write(path.submission_id, user.id, payload, yield* currentDate)
        }).pipe(Effect.catchTag("ListingDraftRefused", writeRefusal))
      )
      .handle("latest", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => drafts.read(path.listing_id, null, user)).pipe(
          Effect.catchTag("ListingDraftRefused", notFound)
        )
      )
      .handle("version", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => drafts.read(path.listing_id, path.version_id, user)).pipe(
          Effect.catchTag("ListingDraftRefused", notFound)
        )
      )
      .handle("approve", ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* drafts.review(path.listing_id, path.version_id, user.id, { approve: true }, yield* currentDate)
        }).pipe(Effect.catchTag("ListingDraftRefused", approveRefusal))
      )
      .handle("requestChanges", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* drafts.review(
            path.listing_id,
            path.version_id,
            user.id,
            { approve: false, message: payload.message },
            yield* currentDate
          )
        }).pipe(Effect.catchTag("ListingDraftRefused", changesRefusal))
      )
  })
).pipe(Layer.provide([ListingDrafts.Default, ListingDraftsRepo.Default]))
