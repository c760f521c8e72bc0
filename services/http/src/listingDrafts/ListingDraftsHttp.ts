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
import { refusedBy } from "../Refuse.ts"
import { deskStaff, submissionReader } from "../staffDesk/DeskStaff.ts"
import { type ListingDraftRefused, ListingDrafts } from "./ListingDrafts.ts"
import { ListingDraftsRepo } from "./ListingDraftsRepo.ts"

const NOT_FOUND = { not_found: () => ListingDraftNotFound.default() } as const
const REVIEWED = { ...NOT_FOUND, reviewed: (refused: ListingDraftRefused) => ListingDraftReviewed.of(refused.message ?? "") } as const

const refusals = {
  write: {
    submission_not_found: () => SubmissionNotFound.default(),
    invalid: (refused: ListingDraftRefused) => ListingDraftInvalid.of(refused.message ?? "", { field: refused.field ?? "" }),
    not_allowed: (refused: ListingDraftRefused) => ListingDraftNotAllowed.of(refused.message ?? "")
  },
  read: NOT_FOUND,
  approve: REVIEWED,
  requestChanges: {
    ...REVIEWED,
    message_invalid: (refused: ListingDraftRefused) => SubmissionMessageInvalid.of(refused.message ?? "")
  }
} as const satisfies Record<string, Partial<Record<ListingDraftRefused["reason"], (refused: ListingDraftRefused) => unknown>>>

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
        }).pipe(Effect.catchTag("ListingDraftRefused", refusedBy(refusals.write)))
      )
      .handle("latest", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => drafts.read(path.listing_id, null, submissionReader(user))).pipe(
          Effect.catchTag("ListingDraftRefused", refusedBy(refusals.read))
        )
      )
      .handle("version", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => drafts.read(path.listing_id, path.version_id, submissionReader(user))).pipe(
          Effect.catchTag("ListingDraftRefused", refusedBy(refusals.read))
        )
      )
      .handle("approve", ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* drafts.review(path.listing_id, path.version_id, user.id, { approve: true }, yield* currentDate)
        }).pipe(Effect.catchTag("ListingDraftRefused", refusedBy(refusals.approve)))
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
        }).pipe(Effect.catchTag("ListingDraftRefused", refusedBy(refusals.requestChanges)))
      )
  })
).pipe(Layer.provide([ListingDrafts.Default, ListingDraftsRepo.Default]))
