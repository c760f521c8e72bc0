import {
  RedlineApi,
  type SavedSearch,
  type SearchFilters,
  SearchLookupInvalid,
  SearchMakeNotFound,
  SearchModelNotFound,
  SearchNotFound,
  SearchOffsetTooLarge,
  type SearchSavedSearch,
  type SearchTranslateQuery
} from "@redline/api"
import {
  decodeListQuery,
  type ListFilters,
  MEMBER_SEARCH_MAX_OFFSET,
  Messages,
  PAGE_SIZES,
  parseFilters,
  parseId,
  parseSearchLookup,
  type QueryParams,
  type SavedSearchCriteria,
  type SearchLookup
} from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { randomUUID } from "node:crypto"
import { searchClosedSelection, searchLiveSelection } from "../auctions/AuctionListing.ts"
import { AuctionsRepo } from "../auctions/AuctionsRepo.ts"
import { ClosestToMe } from "../distance/ClosestToMe.ts"
import { readerId } from "../auth/OptionalSession.ts"
import { foundOr } from "../Refuse.ts"
import { SavedSearchesRepo } from "../savedSearches/SavedSearchesRepo.ts"
import { CatalogueRepo } from "./CatalogueRepo.ts"
import { Search } from "./Search.ts"
import { CommunitiesRepo } from "../community/CommunitiesRepo.ts"
import { apiGroup } from "../ReadLanes.ts"

/** A saved search as it is matched: its lookup and its car filters. */
const criteriaOf = (lookup: SearchLookup, filters: ListFilters): SavedSearchCriteria => ({
  search: lookup.search,
  make_slug: lookup.make_slug,
  model_slug: lookup.model_slug,
  start_year: filters.start_year ?? null,
  end_year: filters.end_year ?? null,
  transmission: filters.transmission ?? null,
  body_style: filters.body_style ?? null
})

/** A stored saved search's criteria, its filters read by the lists' rule as when it was saved. */
const criteriaOfSaved = (saved: SavedSearch, at: Date): SavedSearchCriteria =>
  criteriaOf(
    saved,
    parseFilters(
      {
        start_year: saved.start_year?.toString(),
        end_year: saved.end_year?.toString(),
        transmission: saved.transmission,
        body_style: saved.body_style
      },
      at
    )
  )

const filtersOf = (criteria: SavedSearchCriteria): SearchFilters => ({
  start_year: criteria.start_year,
  end_year: criteria.end_year,
  transmission: criteria.transmission,
  body_style: criteria.body_style
})

const savedSearchOf = (found: Option.Option<{ id: number; send_email: boolean; send_sms: boolean }>): SearchSavedSearch | null =>
  Option.getOrNull(Option.map(found, ({ id, send_email, send_sms }) => ({ id, send_email, send_sms })))

/**
 * Search (spec 1 §2 'Search', §7). A lookup names a make and model the catalogue has, or the
 * page goes to /404; its cars are listed by the lists' own query (`AuctionsRepo.list`), narrowed
 * to the lookup, a text through the search engine (`Search`).
 */
export const SearchHttpLive = apiGroup(RedlineApi, "search", (handlers) =>
  Effect.gen(function* () {
    const search = yield* Search
    const catalogue = yield* CatalogueRepo
    const auctions = yield* AuctionsRepo
    const savedSearches = yield* SavedSearchesRepo
    const closestToMe = yield* ClosestToMe
    const communities = yield* CommunitiesRepo

    const lookupOf = (params: QueryParams) => {
      const check = parseSearchLookup(params)
      return check._tag === "valid" ? Effect.succeed(check.lookup) : Effect.fail(SearchLookupInvalid.of(check.message))
    }

    /** The lookup's make and model from the catalogue, and the listings it selects. */
    const resolve = (lookup: SearchLookup) =>
      Effect.gen(function* () {
        const make =
          lookup.make_slug === null
            ? null
            : yield* catalogue.make(lookup.make_slug).pipe(Effect.flatMap(foundOr(SearchMakeNotFound.default)))
        const model =
          lookup.make_slug === null || lookup.model_slug === null
            ? null
            : yield* catalogue.model(lookup.make_slug, lookup.model_slug).pipe(Effect.flatMap(foundOr(SearchModelNotFound.default)))
        const text = lookup.search === null ? null : yield* search.textQuery(lookup.search)
        return { make, model, listings: { make_slug: lookup.make_slug, model_slug: lookup.model_slug, text } }
      })

    /** The community of the model, else of the make, as the search page's Community tab links it. */
    const communityOf = (makeSlug: string, modelSlug: string | null, at: Date) =>
      Effect.map(
        communities.ofCatalogue(makeSlug, modelSlug, at),
        Option.match({
          onNone: () => null,
          onSome: ({ id, title, url, slug, has_new_content }) => ({ id, title, url, slug, has_new_content })
        })
      )

    /** The reader's saved search of exactly this search; null for a visitor. */
    const readersSavedSearch = (viewer: number | null, criteria: SavedSearchCriteria) =>
      viewer === null ? Effect.succeed(null) : Effect.map(savedSearches.matching(viewer, criteria), savedSearchOf)

    /** The search a translate asks about: a saved search of the reader's by id, alone, or a lookup and filters. */
    const translated = (params: typeof SearchTranslateQuery.Type, viewer: number | null, at: Date) =>
      Effect.gen(function* () {
        if (params.search_id === undefined) {
          const lookup = yield* lookupOf(params)
          return criteriaOf(lookup, parseFilters(params, at))
        }
        if ([params.search, params.make_slug, params.model_slug].some((given) => given !== undefined)) {
          return yield* Effect.fail(SearchLookupInvalid.of(Messages.searchSavedSearchAlone))
        }
        const id = parseId(params.search_id)
        if (id === undefined || viewer === null) return yield* Effect.fail(SearchNotFound.default())
        const saved = yield* savedSearches.owned(viewer, id).pipe(Effect.flatMap(foundOr(SearchNotFound.default)))
        return criteriaOfSaved(saved, at)
      })

    return handlers
      .handle("predict", ({ urlParams }) =>
        Effect.map(search.predict(urlParams.query, urlParams.limit ?? PAGE_SIZES.searchSuggestions), (predictions) => ({ predictions }))
      )
      .handle("translate", ({ urlParams }) =>
        Effect.gen(function* () {
          const [at, viewer] = yield* Effect.all([currentDate, readerId])
          const criteria = yield* translated(urlParams, viewer, at)
          const { make, model } = yield* resolve(criteria)
          return {
            make: make === null ? null : { name: make.name, slug: make.slug, models: make.models },
            model: model === null ? null : { name: model.name, slug: model.slug },
            search: criteria.search,
            filters: filtersOf(criteria),
            saved_search: yield* readersSavedSearch(viewer, criteria),
            community: make === null ? null : yield* communityOf(make.slug, model?.slug ?? null, at)
          }
        })
      )
      .handle("live", ({ urlParams }) =>
        Effect.gen(function* () {
          const [at, viewer] = yield* Effect.all([currentDate, readerId])
          const lookup = yield* lookupOf(urlParams)
          const { model, listings } = yield* resolve(lookup)
          const origin = yield* closestToMe.originOf(decodeListQuery("search", urlParams, at).lsort, urlParams, viewer)
          const [list, savedSearch, videos] = yield* Effect.all([
            auctions.list(searchLiveSelection(urlParams, at, listings, origin), viewer),
            readersSavedSearch(viewer, criteriaOf(lookup, parseFilters(urlParams, at))),
            model === null || lookup.make_slug === null ? Effect.succeed([]) : catalogue.videos(lookup.make_slug, model.slug)
          ])
          return { auctions: list.auctions, meta: { total: list.total, saved_search: savedSearch, model_videos: videos } }
        })
      )
      .handle("closed", ({ urlParams }) =>
        Effect.gen(function* () {
          const [at, viewer] = yield* Effect.all([currentDate, readerId])
          const lookup = yield* lookupOf(urlParams)
          const { make, model, listings } = yield* resolve(lookup)
          const list = yield* auctions.list(searchClosedSelection(urlParams, at, listings), viewer)
          return {
            auctions: list.auctions,
            meta: {
              total: list.total,
              model_description: model?.description ?? null,
              model_description_plain: model?.description_plain ?? null,
              make_description: make?.description ?? null,
              make_description_plain: make?.description_plain ?? null,
              make: make === null ? null : { name: make.name, slug: make.slug },
              model: model === null ? null : { name: model.name, slug: model.slug }
            }
          }
        })
      )
      .handle("users", ({ urlParams }) =>
        Effect.gen(function* () {
          const offset = urlParams.offset ?? 0
          if (offset > MEMBER_SEARCH_MAX_OFFSET) {
            return yield* Effect.fail(SearchOffsetTooLarge.of(Messages.searchOffsetTooLarge(MEMBER_SEARCH_MAX_OFFSET)))
          }
          const limit = urlParams.limit ?? PAGE_SIZES.userSearchFirst
          const found = yield* search.members(urlParams.search ?? "", limit + 1, offset)
          return { users: found.slice(0, limit), has_more: found.length > limit, request_id: urlParams.request_id ?? randomUUID() }
        })
      )
  })
).pipe(Layer.provide([Search.Default, CatalogueRepo.Default, SavedSearchesRepo.Default, CommunitiesRepo.Default]))
