import {
  CurrentUser,
  RedlineApi,
  ReserveOfferAnswered,
  ReserveOfferInvalid,
  ReserveOfferNotAllowed,
  ReserveOfferNotFound,
  SubmissionMessageInvalid,
  SubmissionNotFound
} from "@redline/api"
import { currentDate } from "@redline/infra"
import { Effect, Layer } from "effect"
import { deskStaff } from "../staffDesk/DeskStaff.ts"
import { apiGroup } from "../ReadLanes.ts"
import { StaffDeskRepo } from "../staffDesk/StaffDeskRepo.ts"
import { type ReserveOfferRefused, ReserveOffers } from "./ReserveOffers.ts"
import { ReserveOffersRepo } from "./ReserveOffersRepo.ts"

/** The submission isn't there (or isn't the reader's); what else a refusal can be, these calls never meet. */
const notFound = (refused: ReserveOfferRefused): Effect.Effect<never, SubmissionNotFound> =>
  refused.reason === "not_found" ? Effect.fail(SubmissionNotFound.default()) : Effect.die(refused)

const offerRefusal = (
  refused: ReserveOfferRefused
): Effect.Effect<never, SubmissionNotFound | ReserveOfferInvalid | ReserveOfferNotAllowed | SubmissionMessageInvalid> => {
  switch (refused.reason) {
    case "invalid":
      return Effect.fail(ReserveOfferInvalid.of(refused.message ?? "", { field: refused.field ?? "" }))
    case "not_allowed":
      return Effect.fail(ReserveOfferNotAllowed.of(refused.message ?? ""))
    case "message_invalid":
      return Effect.fail(SubmissionMessageInvalid.of(refused.message ?? ""))
    default:
      return notFound(refused)
  }
}

const answerRefusal = (
  refused: ReserveOfferRefused
): Effect.Effect<never, SubmissionNotFound | ReserveOfferNotFound | ReserveOfferInvalid | ReserveOfferAnswered> => {
  switch (refused.reason) {
    case "offer_not_found":
      return Effect.fail(ReserveOfferNotFound.default())
    case "invalid":
      return Effect.fail(ReserveOfferInvalid.of(refused.message ?? "", { field: refused.field ?? "" }))
    case "answered":
      return Effect.fail(ReserveOfferAnswered.of(refused.message ?? ""))
    default:
      return notFound(refused)
  }
}

/**
 * Reserve offers (spec 3 §4, §7 'PUT reserve offers'): staff, and users with VIEW_SUBMISSIONS,
 * find comparable auctions and offer a reserve (anyone else signed in is forbidden); the seller
 * reads the offers and answers each once (to anyone else the submission doesn't exist).
 */
export const ReserveOffersHttpLive = apiGroup(RedlineApi, "reserveOffers", (handlers) =>
  Effect.gen(function* () {
    const offers = yield* ReserveOffers

    return handlers
      .handle("comps", ({ path }) =>
        deskStaff.pipe(Effect.zipRight(offers.comps(path.submission_id)), Effect.catchTag("ReserveOfferRefused", notFound))
      )
      .handle("offer", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* deskStaff
          return yield* offers.offer(path.submission_id, user.id, payload, yield* currentDate)
        }).pipe(Effect.catchTag("ReserveOfferRefused", offerRefusal))
      )
      .handle("list", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => offers.list(path.submission_id, user)).pipe(Effect.catchTag("ReserveOfferRefused", notFound))
      )
      .handle("answer", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* offers.answer(path.submission_id, path.offer_id, user.id, payload, yield* currentDate)
        }).pipe(Effect.catchTag("ReserveOfferRefused", answerRefusal))
      )
  })
).pipe(Layer.provide([ReserveOffers.Default, ReserveOffersRepo.Default, StaffDeskRepo.Default]))
