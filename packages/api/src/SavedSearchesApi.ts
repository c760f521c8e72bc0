import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { AuctionNotFound } from "./ApiErrors.ts"
import { Authentication } from "./Authentication.ts"
import {
  SavedSearchAlreadySaved,
  SavedSearchInvalid,
  SavedSearchNotFound,
  SavedSearchUnknownMake,
  TextAlertsUnavailable
} from "./SavedSearchErrors.ts"
import { Id, IdFromString } from "./Id.ts"

export const SavedSearchIdPath = Schema.Struct({ id: IdFromString })

/**
 * A saved search (spec 1 §3): a text, a make with or without a model, and the list filters, in
 * their URL values (`transmission: "manual"`); what isn't part of it is null.
 */
export const SavedSearch = Schema.Struct({
  id: Schema.Int,
  search: Schema.NullOr(Schema.String),
  make_slug: Schema.NullOr(Schema.String),
  model_slug: Schema.NullOr(Schema.String),
  make: Schema.NullOr(Schema.String).annotations({ description: "The make's name as listings write it ('Mercedes-Benz')" }),
  model: Schema.NullOr(Schema.String).annotations({ description: "The model's name as listings write it ('MX-5 Miata')" }),
  start_year: Schema.NullOr(Schema.Int),
  end_year: Schema.NullOr(Schema.Int),
  transmission: Schema.NullOr(Schema.String),
  body_style: Schema.NullOr(Schema.String),
  send_email: Schema.Boolean,
  send_sms: Schema.Boolean,
  created_at: Schema.String
})
export type SavedSearch = typeof SavedSearch.Type

/** The user's saved searches, newest first, and whether they can turn text alerts on. */
export const SavedSearchList = Schema.Struct({
  saved_searches: Schema.Array(SavedSearch),
  can_receive_sms: Schema.Boolean
})
export type SavedSearchList = typeof SavedSearchList.Type

const optionalField = <S extends Schema.Schema.Any>(schema: S) => Schema.optional(Schema.NullOr(schema))

/**
 * A search to save. Years are any number here so the server's filter rules, not the decoder,
 * explain a wrong one. `auction_id` is the auction page it was saved from, if any.
 */
export const SaveSearchRequest = Schema.Struct({
  search: optionalField(Schema.String),
  make_slug: optionalField(Schema.String),
  model_slug: optionalField(Schema.String),
  start_year: optionalField(Schema.Number),
  end_year: optionalField(Schema.Number),
  transmission: optionalField(Schema.String),
  body_style: optionalField(Schema.String),
  auction_id: optionalField(Id)
})
export type SaveSearchRequest = typeof SaveSearchRequest.Type

/** What the edit modal changes; a field left out keeps its value. */
export const SavedSearchChange = Schema.Struct({
  send_email: Schema.optional(Schema.Boolean),
  send_sms: Schema.optional(Schema.Boolean),
  auction_id: optionalField(Id)
})
export type SavedSearchChange = typeof SavedSearchChange.Type

export const SavedSearchDeleted = Schema.Struct({ deleted: Schema.Literal(true) })

/**
 * Saved searches (spec 1 §7, spec 2 §7): list, save, edit the alerts, delete; the signed-in
 * user's own only. Someone else's search answers as one that doesn't exist.
 */
export class SavedSearchesApi extends HttpApiGroup.make("savedSearches")
  .add(HttpApiEndpoint.get("list", "/v1/saved_searches").addSuccess(SavedSearchList))
  .add(
    HttpApiEndpoint.post("save", "/v1/saved_searches")
      .setPayload(SaveSearchRequest)
      .addSuccess(SavedSearch)
      .addError(SavedSearchInvalid)
      .addError(SavedSearchUnknownMake)
      .addError(SavedSearchAlreadySaved)
      .addError(AuctionNotFound)
  )
  .add(
    HttpApiEndpoint.put("update", "/v1/saved_searches/:id")
      .setPath(SavedSearchIdPath)
      .setPayload(SavedSearchChange)
      .addSuccess(SavedSearch)
      .addError(SavedSearchNotFound)
      .addError(TextAlertsUnavailable)
      .addError(AuctionNotFound)
  )
  .add(
    HttpApiEndpoint.del("delete", "/v1/saved_searches/:id")
      .setPath(SavedSearchIdPath)
      .addSuccess(SavedSearchDeleted)
      .addError(SavedSearchNotFound)
  )
  .middleware(Authentication) {}
