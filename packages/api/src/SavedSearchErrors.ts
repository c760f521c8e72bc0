import { HttpApiSchema } from "@effect/platform"
import { Messages } from "@redline/domain"
import { Schema } from "effect"
import { ErrorCode, errorFields } from "./ApiErrors.ts"

/** Refusals of saved searches (spec 1 §5, §8, spec 2 §4). */

/** A search that breaks the filter rules, or is no search at all; the message says what to fix. */
export class SavedSearchInvalid extends Schema.TaggedError<SavedSearchInvalid>()(
  "SavedSearchInvalid",
  errorFields(ErrorCode.saved_search_invalid),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly of = (message: string) => new SavedSearchInvalid({ error_code: ErrorCode.saved_search_invalid, message })
}

/** A make, or a model of it, that no listing has ever had. */
export class SavedSearchUnknownMake extends Schema.TaggedError<SavedSearchUnknownMake>()(
  "SavedSearchUnknownMake",
  errorFields(ErrorCode.saved_search_unknown_make),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly ofMake = () =>
    new SavedSearchUnknownMake({ error_code: ErrorCode.saved_search_unknown_make, message: Messages.savedSearchUnknownMake })
  static readonly ofModel = () =>
    new SavedSearchUnknownMake({ error_code: ErrorCode.saved_search_unknown_make, message: Messages.savedSearchUnknownModel })
}

/** The user saved this search before; `id` is that saved search, which the client opens instead (spec 1 §8). */
export class SavedSearchAlreadySaved extends Schema.TaggedError<SavedSearchAlreadySaved>()(
  "SavedSearchAlreadySaved",
  { ...errorFields(ErrorCode.saved_search_already_saved), id: Schema.Int },
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly as = (id: number) =>
    new SavedSearchAlreadySaved({ error_code: ErrorCode.saved_search_already_saved, message: Messages.savedSearchAlreadySaved, id })
}

/** No saved search of the user's has this id: deleted, or never theirs (which is not told apart, so ids don't leak). */
export class SavedSearchNotFound extends Schema.TaggedError<SavedSearchNotFound>()(
  "SavedSearchNotFound",
  errorFields(ErrorCode.saved_search_not_found),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () =>
    new SavedSearchNotFound({ error_code: ErrorCode.saved_search_not_found, message: Messages.savedSearchNotFound })
}

/** Text alerts were asked for by a user who can't receive texts (no verified phone number). */
export class TextAlertsUnavailable extends Schema.TaggedError<TextAlertsUnavailable>()(
  "TextAlertsUnavailable",
  errorFields(ErrorCode.text_alerts_unavailable),
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly default = () =>
    new TextAlertsUnavailable({ error_code: ErrorCode.text_alerts_unavailable, message: Messages.textAlertsNeedPhone })
}
