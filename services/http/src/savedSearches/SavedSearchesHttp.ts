import {
  AuctionNotFound,
  CurrentUser,
  RedlineApi,
  SavedSearchAlreadySaved,
  SavedSearchInvalid,
  SavedSearchNotFound,
  SavedSearchUnknownMake,
  TextAlertsUnavailable
} from "@redline/api"
import { checkSavedSearch } from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Effect, Layer } from "effect"
import { type SaveOutcome, SavedSearchesRepo, type UpdateOutcome } from "./SavedSearchesRepo.ts"
import { TextAlerts } from "../sms/TextAlerts.ts"
import { apiGroup } from "../ReadLanes.ts"

const saved = (outcome: SaveOutcome) => {
  switch (outcome._tag) {
    case "Saved":
      return Effect.succeed(outcome.search)
    case "AlreadySaved":
      return Effect.fail(SavedSearchAlreadySaved.as(outcome.id))
    case "UnknownMake":
      return Effect.fail(SavedSearchUnknownMake.ofMake())
    case "UnknownModel":
      return Effect.fail(SavedSearchUnknownMake.ofModel())
    case "AuctionNotFound":
      return Effect.fail(AuctionNotFound.default())
  }
}

const updated = (outcome: UpdateOutcome) => {
  switch (outcome._tag) {
    case "Updated":
      return Effect.succeed(outcome.search)
    case "NotFound":
      return Effect.fail(SavedSearchNotFound.default())
    case "AuctionNotFound":
      return Effect.fail(AuctionNotFound.default())
  }
}

/** Saved searches: each user's own, checked by the domain's rules before anything is stored. */
export const SavedSearchesHttpLive = apiGroup(RedlineApi, "savedSearches", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* SavedSearchesRepo
    const { canReceiveTexts } = yield* TextAlerts
    return handlers
      .handle("list", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const savedSearches = yield* repo.list(user.id)
          return { saved_searches: savedSearches, can_receive_sms: yield* canReceiveTexts(user.id) }
        })
      )
      .handle("save", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const check = checkSavedSearch(payload, yield* currentDate)
          if (check._tag === "invalid") return yield* Effect.fail(SavedSearchInvalid.of(check.message))
          const outcome = yield* repo.save(user.id, check.criteria, payload.auction_id ?? null)
          return yield* saved(outcome)
        })
      )
      .handle("update", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          if (payload.send_sms === true && !(yield* canReceiveTexts(user.id))) {
            return yield* Effect.fail(TextAlertsUnavailable.default())
          }
          return yield* updated(yield* repo.update(user.id, path.id, payload))
        })
      )
      .handle("delete", ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          if (!(yield* repo.remove(user.id, path.id))) return yield* Effect.fail(SavedSearchNotFound.default())
          return { deleted: true } as const
        })
      )
  })
).pipe(Layer.provide([SavedSearchesRepo.Default, TextAlerts.Default]))
