import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { PAGE_SIZES } from "@redline/domain"
import { Schema } from "effect"
import { OptionalAuthentication } from "./Authentication.ts"
import { AuctionListItem } from "./AuctionListItem.ts"
import { DistanceSettingRequired, ZipCodeInvalid } from "./DistanceErrors.ts"
import { SearchLookupInvalid, SearchMakeNotFound, SearchModelNotFound, SearchNotFound, SearchOffsetTooLarge } from "./SearchErrors.ts"

/**
 * What a search is about (spec 1 §7 'lookup'): a text, or a make with or without a model, or
 * both (a text within a make). Checked by the domain's `parseSearchLookup`, not the decoder, so a
 * refusal can say what to fix.
 */
const lookupFields = {
  search: Schema.optional(Schema.String.annotations({ description: "Free text, as typed (q)" })),
  make_slug: Schema.optional(Schema.String),
  model_slug: Schema.optional(Schema.String.annotations({ description: "Only with make_slug" }))
}

/** The list filters, as the list URLs carry them; unknown or malformed values are dropped as the lists drop them. */
const filterFields = {
  start_year: Schema.optional(Schema.String),
  end_year: Schema.optional(Schema.String),
  transmission: Schema.optional(Schema.String),
  body_style: Schema.optional(Schema.String)
}

const limitUpTo = (maximum: number) => Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, maximum)))

/** Where a suggestion leads: a make page, a model page, or a text search. */
export const SearchPredictionKind = Schema.Literal("make", "model", "search")
export type SearchPredictionKind = typeof SearchPredictionKind.Type

/** One suggestion of the search box: makes first, then models, then texts, best match first within each. */
export const SearchPrediction = Schema.Struct({
  kind: SearchPredictionKind,
  /** What the list shows: 'Porsche', 'Porsche 911', 'Porsche 911 Carrera 4 Targa'. */
  label: Schema.String,
  /** For a make or model: the page /search/{make_slug}/{model_slug}; null for a text. */
  make_slug: Schema.NullOr(Schema.String),
  model_slug: Schema.NullOr(Schema.String),
  /** For a text: the q of /search?q=…; null for a make or model. */
  search: Schema.NullOr(Schema.String)
})
export type SearchPrediction = typeof SearchPrediction.Type

export const SearchPredictQuery = Schema.Struct({
  query: Schema.String.annotations({ description: "What is typed so far; the last word counts as a beginning" }),
  limit: limitUpTo(PAGE_SIZES.searchSuggestions).annotations({ description: `Up to ${PAGE_SIZES.searchSuggestions} (the default)` })
})

export const SearchPredictions = Schema.Struct({ predictions: Schema.Array(SearchPrediction) })
export type SearchPredictions = typeof SearchPredictions.Type

export const CatalogueName = Schema.Struct({ name: Schema.String, slug: Schema.String })
export type CatalogueName = typeof CatalogueName.Type

/** The community of a make or model, the Community tab of its search page. */
export const SearchCommunity = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  url: Schema.String,
  slug: Schema.String,
  has_new_content: Schema.Boolean
})
export type SearchCommunity = typeof SearchCommunity.Type

/** A make with its models, for the breadcrumb and the model pills. */
export const SearchMake = Schema.Struct({ name: Schema.String, slug: Schema.String, models: Schema.Array(CatalogueName) })
export type SearchMake = typeof SearchMake.Type

/** The reader's saved search of exactly this search (lookup and filters), which the Save button opens. */
export const SearchSavedSearch = Schema.Struct({ id: Schema.Int, send_email: Schema.Boolean, send_sms: Schema.Boolean })
export type SearchSavedSearch = typeof SearchSavedSearch.Type

/** The car filters of a saved search opened by id, in their URL values; null where it has none. */
export const SearchFilters = Schema.Struct({
  start_year: Schema.NullOr(Schema.Int),
  end_year: Schema.NullOr(Schema.Int),
  transmission: Schema.NullOr(Schema.String),
  body_style: Schema.NullOr(Schema.String)
})
export type SearchFilters = typeof SearchFilters.Type

export const SearchTranslateQuery = Schema.Struct({
  search_id: Schema.optional(Schema.String.annotations({ description: "A saved search of the reader's (sid); alone" })),
  ...lookupFields,
  ...filterFields
})

/**
 * What the search page shows around its lists (spec 1 §3 'Search info'): the make and model,
 * the text, the filters (a saved search's own when opened by id, else the ones asked), the
 * reader's saved search of it, and the model's (or else the make's) community; null for a text.
 */
export const SearchInfo = Schema.Struct({
  make: Schema.NullOr(SearchMake),
  model: Schema.NullOr(CatalogueName),
  search: Schema.NullOr(Schema.String),
  filters: SearchFilters,
  saved_search: Schema.NullOr(SearchSavedSearch),
  community: Schema.NullOr(SearchCommunity)
})
export type SearchInfo = typeof SearchInfo.Type

export const SearchLiveQuery = Schema.Struct({
  ...lookupFields,
  lsort: Schema.optional(Schema.String.annotations({ description: "A live sort key; 5 (closest to me) uses country, zip_code and miles" })),
  ...filterFields,
  country: Schema.optional(Schema.String),
  zip_code: Schema.optional(Schema.String),
  miles: Schema.optional(Schema.String)
})

/** A video about the model (spec 1 §3 'model_videos'). */
export const ModelVideo = Schema.Struct({ url: Schema.String, title: Schema.String, channel_title: Schema.String })
export type ModelVideo = typeof ModelVideo.Type

export const SearchLiveResults = Schema.Struct({
  auctions: Schema.Array(AuctionListItem),
  meta: Schema.Struct({
    total: Schema.Int,
    saved_search: Schema.NullOr(SearchSavedSearch),
    model_videos: Schema.Array(ModelVideo)
  })
})
export type SearchLiveResults = typeof SearchLiveResults.Type

export const SearchClosedQuery = Schema.Struct({
  ...lookupFields,
  csort: Schema.optional(Schema.String),
  ...filterFields,
  page: Schema.optional(Schema.String.annotations({ description: `1-based, ${PAGE_SIZES.searchClosed} a page` }))
})

export const SearchClosedResults = Schema.Struct({
  auctions: Schema.Array(AuctionListItem),
  meta: Schema.Struct({
    total: Schema.Int,
    /** Markdown, and the same words as plain text (for page metadata); null without a make or model. */
    model_description: Schema.NullOr(Schema.String),
    model_description_plain: Schema.NullOr(Schema.String),
    make_description: Schema.NullOr(Schema.String),
    make_description_plain: Schema.NullOr(Schema.String),
    make: Schema.NullOr(CatalogueName),
    model: Schema.NullOr(CatalogueName)
  })
})
export type SearchClosedResults = typeof SearchClosedResults.Type

export const SearchUsersQuery = Schema.Struct({
  search: Schema.optional(Schema.String.annotations({ description: "Part of a username; blank lists every member" })),
  limit: limitUpTo(PAGE_SIZES.userSearchNext).annotations({
    description: `${PAGE_SIZES.userSearchFirst} first, then ${PAGE_SIZES.userSearchNext} (the most)`
  }),
  offset: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative())),
  request_id: Schema.optional(Schema.String.annotations({ description: "Echoed, so a client can drop answers to older requests" }))
})

/** A member found by the Community Members block (spec 1 §3 'User search hit'). */
export const UserSearchHit = Schema.Struct({ id: Schema.Int, username: Schema.String })
export type UserSearchHit = typeof UserSearchHit.Type

export const UserSearchResults = Schema.Struct({
  users: Schema.Array(UserSearchHit),
  has_more: Schema.Boolean,
  /** The request's own `request_id`, or a new one when it sent none. */
  request_id: Schema.String
})
export type UserSearchResults = typeof UserSearchResults.Type

/**
 * Search (spec 1 §2 'Search', §7): the search box's suggestions, the page's make, model and saved
 * search, its live and closed results (the lists' own cards, sorts and filters) and its members.
 * Anyone may search; a signed-in reader also learns their saved search and their watches.
 */
export class SearchApi extends HttpApiGroup.make("search")
  .add(HttpApiEndpoint.get("predict", "/v1/search/predict").setUrlParams(SearchPredictQuery).addSuccess(SearchPredictions))
  .add(
    HttpApiEndpoint.get("translate", "/v1/search/translate")
      .setUrlParams(SearchTranslateQuery)
      .addSuccess(SearchInfo)
      .addError(SearchLookupInvalid)
      .addError(SearchMakeNotFound)
      .addError(SearchModelNotFound)
      .addError(SearchNotFound)
  )
  .add(
    HttpApiEndpoint.get("live", "/v1/search/live")
      .setUrlParams(SearchLiveQuery)
      .addSuccess(SearchLiveResults)
      .addError(SearchLookupInvalid)
      .addError(SearchMakeNotFound)
      .addError(SearchModelNotFound)
      .addError(ZipCodeInvalid)
      .addError(DistanceSettingRequired)
  )
  .add(
    HttpApiEndpoint.get("closed", "/v1/search/closed")
      .setUrlParams(SearchClosedQuery)
      .addSuccess(SearchClosedResults)
      .addError(SearchLookupInvalid)
      .addError(SearchMakeNotFound)
      .addError(SearchModelNotFound)
  )
  .add(
    HttpApiEndpoint.get("users", "/v1/search/users")
      .setUrlParams(SearchUsersQuery)
      .addSuccess(UserSearchResults)
      .addError(SearchOffsetTooLarge)
  )
  .middleware(OptionalAuthentication) {}
