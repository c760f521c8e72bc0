import { ErrorCode, Messages } from "@redline/domain"
import { Schema } from "effect"
import { Refusal } from "./Refusal.ts"

/** Refusals of saved searches (spec 1 §5, §8, spec 2 §4). */

/** A search that breaks the filter rules, or is no search at all; the message says what to fix. */
export class SavedSearchInvalid extends Refusal<SavedSearchInvalid>()("SavedSearchInvalid", ErrorCode.saved_search_invalid, 400, null) {}

/** A make, or a model of it, that no listing has ever had. */
export class SavedSearchUnknownMake extends Refusal<SavedSearchUnknownMake>()(
  "SavedSearchUnknownMake",
  ErrorCode.saved_search_unknown_make,
  400,
  null
) {
  static readonly ofMake = () => SavedSearchUnknownMake.of(Messages.savedSearchUnknownMake)
  static readonly ofModel = () => SavedSearchUnknownMake.of(Messages.savedSearchUnknownModel)
}

/** The user saved this search before; `id` is that saved search, which the client opens instead (spec 1 §8). */
export class SavedSearchAlreadySaved extends Refusal<SavedSearchAlreadySaved>()(
  "SavedSearchAlreadySaved",
  ErrorCode.saved_search_already_saved,
  409,
  Messages.savedSearchAlreadySaved,
  { id: Schema.Int }
) {
  static readonly as = (id: number) => SavedSearchAlreadySaved.default({ id })
}

/** No saved search of the user's has this id: deleted, or never theirs (which is not told apart, so ids don't leak). */
export class SavedSearchNotFound extends Refusal<SavedSearchNotFound>()(
  "SavedSearchNotFound",
  ErrorCode.saved_search_not_found,
  404,
  Messages.savedSearchNotFound
) {}

/** Text alerts were asked for by a user who can't receive texts (no verified phone number). */
export class TextAlertsUnavailable extends Refusal<TextAlertsUnavailable>()(
  "TextAlertsUnavailable",
  ErrorCode.text_alerts_unavailable,
  409,
  Messages.textAlertsNeedPhone
) {}
