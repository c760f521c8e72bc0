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
import { deskStaff, submissionReader } from "../staffDesk/DeskStaff.ts"
import { apiGroup } from "../ReadLanes.ts"
import { refusedBy } from "../Refuse.ts"
import { StaffDeskRepo } from "../staffDesk/StaffDeskRepo.ts"
import { type ReserveOfferRefused, ReserveOffers } from "./ReserveOffers.ts"
import { ReserveOffersRepo } from "./ReserveOffersRepo.ts"

const NOT_FOUND = { not_found: () => SubmissionNotFound.default() } as const
const INVALID = {
  invalid: (refused: ReserveOfferRefused) => ReserveOfferInvalid.of(refused.message ?? "", { field: refused.field ?? "" })
} as const

const refusals = {
  read: NOT_FOUND,
  offer: {
    ...NOT_FOUND,
    ...INVALID,
    not_allowed: (refused: ReserveOfferRefused) => ReserveOfferNotAllowed.of(refused.message ?? ""),
    message_invalid: (refused: ReserveOfferRefused) => SubmissionMessageInvalid.of(refused.message ?? "")
  },
  answer: {
    ...NOT_FOUND,
    ...INVALID,
    offer_not_found: () => ReserveOfferNotFound.default(),
    answered: (refused: ReserveOfferRefused) => ReserveOfferAnswered.of(refused.message ?? "")
  }
} as const satisfies Record<string, Partial<Record<ReserveOfferRefused["reason"], (refused: ReserveOfferRefused) => unknown>>>

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
        deskStaff.pipe(Effect.zipRight(offers.comps(path.submission_id)), Effect.catchTag("ReserveOfferRefused", refusedBy(refusals.read)))
      )
      .handle("offer", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* deskStaff
          return yield* offers.offer(path.submission_id, user.id, payload, yield* currentDate)
        }).pipe(Effect.catchTag("ReserveOfferRefused", refusedBy(refusals.offer)))
      )
      .handle("list", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => offers.list(path.submission_id, submissionReader(user))).pipe(
          Effect.catchTag("ReserveOfferRefused", refusedBy(refusals.read))
        )
      )
      .handle("answer", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* offers.answer(path.submission_id, path.offer_id, user.id, payload, yield* currentDate)
        }).pipe(Effect.catchTag("ReserveOfferRefused", refusedBy(refusals.answer)))
      )
  })
).pipe(Layer.provide([ReserveOffers.Default, ReserveOffersRepo.Default, StaffDeskRepo.Default]))
