import type { AuctionListQuery } from "@redline/api"
import {
  AuctionStatus,
  BODY_STYLES,
  CLOSEST_TO_ME_SORT,
  decodeListQuery,
  type ListFilters,
  PAGE_SIZES,
  pageOffset,
  type QueryParams,
  RUNNING_STATUSES,
  TRANSMISSIONS
} from "@redline/domain"
import { ENDED_ORDERS, LIVE_ORDERS, orderText, type SortKey } from "./ListOrders.ts"

/**
 * The cars a search is about: a make, a model of it, a text (a `to_tsquery` text the search
 * engine made of what was typed, `Search.textQuery`); what is null doesn't narrow.
 */
export interface ListingLookup {
  readonly make_slug: string | null
  readonly model_slug: string | null
  readonly text: string | null
}

/**
 * Where 'Closest to me' measures from (`ClosestToMe`): a US zip code's place and the largest
 * distance in miles (null: no limit), or Canada, which lists every Canadian car.
 */
export type DistanceOrigin =
  | { readonly country: "US"; readonly latitude: number; readonly longitude: number; readonly maxMiles: number | null }
  | { readonly country: "CA" }

/** Which auctions a list shows and in which order, from its query string. */
export interface AuctionSelection {
  readonly statuses: ReadonlyArray<number>
  readonly filters: ListFilters
  readonly featuredOnly: boolean
  /** Set for the distance sort, whose order and limit the list query writes from it. */
  readonly distance: DistanceOrigin | null
  readonly orderBy: string
  readonly limit: number
  readonly offset: number
  /** On the search page: only the cars of its lookup. */
  readonly lookup?: ListingLookup
}

const ENDED = [AuctionStatus.sold, AuctionStatus.reserve_not_met, AuctionStatus.canceled, AuctionStatus.no_bids, AuctionStatus.sold_after]

const byText = (orders: Readonly<Record<number, ReadonlyArray<SortKey>>>): Record<number, string> =>
  Object.fromEntries(Object.entries(orders).map(([sort, keys]) => [sort, orderText(keys)]))

const LIVE_ORDER = byText(LIVE_ORDERS)
const ENDED_ORDER = byText(ENDED_ORDERS)

const wholeNumber = (raw: string | undefined, fallback: number, max: number) => {
  const value = raw === undefined ? Number.NaN : Number(raw)
  return Number.isInteger(value) && value >= 0 ? Math.min(value, max) : fallback
}

/**
 * Closest to me: nearest first (the list query names each car's distance `distance_miles`); in
 * Canada, where every Canadian car is listed, ending soonest first.
 */
const distanceOrder = (origin: DistanceOrigin) => (origin.country === "US" ? "distance_miles ASC, " : "") + LIVE_ORDER[1]!

/** The live list (home, featured) and the ended list (past results) differ in statuses, orders and page size. */
const LISTS = {
  home: { statuses: RUNNING_STATUSES, orders: LIVE_ORDER, maxLimit: 250 },
  past: { statuses: ENDED, orders: ENDED_ORDER, maxLimit: 100 }
} as const

const selection =
  (screen: keyof typeof LISTS) =>
  (query: AuctionListQuery, now: Date, distance: DistanceOrigin | null = null): AuctionSelection => {
    const list = LISTS[screen]
    const { filters, sort } = decodeListQuery(screen, query, now)
    if ((sort === CLOSEST_TO_ME_SORT) !== (distance !== null)) throw new Error("Closest to me, and it alone, lists from an origin")
    return {
      statuses: list.statuses,
      filters,
      featuredOnly: query.featured === "true",
      distance,
      orderBy: distance === null ? (list.orders[sort] ?? list.orders[1]!) : distanceOrder(distance),
      limit: Math.max(1, wholeNumber(query.limit, list.maxLimit, list.maxLimit)),
      offset: wholeNumber(query.offset, 0, Number.MAX_SAFE_INTEGER)
    }
  }

/** The live list; sorted 'Closest to me' it needs the origin `ClosestToMe.originOf` found. */
export const liveSelection = selection("home")
export const endedSelection = selection("past")

/**
 * The search page's live list (spec 1 §2 'Search'): the live list's sorts by `lsort`, its
 * filters, every car of the lookup on one list as home has them; sorted 'Closest to me' it needs
 * the origin `ClosestToMe.originOf` found.
 */
export const searchLiveSelection = (
  query: QueryParams,
  now: Date,
  lookup: ListingLookup,
  distance: DistanceOrigin | null = null
): AuctionSelection => {
  const { filters, lsort } = decodeListQuery("search", query, now)
  if ((lsort === CLOSEST_TO_ME_SORT) !== (distance !== null)) throw new Error("Closest to me, and it alone, lists from an origin")
  return {
    statuses: LISTS.home.statuses,
    filters,
    featuredOnly: false,
    distance,
    orderBy: distance === null ? (LIVE_ORDER[lsort] ?? LIVE_ORDER[1]!) : distanceOrder(distance),
    limit: LISTS.home.maxLimit,
    offset: 0,
    lookup
  }
}

/** The search page's past results: the ended list's sorts by `csort`, its filters, 30 a page from `page` (spec 1 §9). */
export const searchClosedSelection = (query: QueryParams, now: Date, lookup: ListingLookup): AuctionSelection => {
  const { filters, csort, page } = decodeListQuery("search", query, now)
  return {
    statuses: LISTS.past.statuses,
    filters,
    featuredOnly: false,
    distance: null,
    orderBy: ENDED_ORDER[csort] ?? ENDED_ORDER[1]!,
    limit: PAGE_SIZES.searchClosed,
    offset: pageOffset(page, PAGE_SIZES.searchClosed),
    lookup
  }
}

/** Listings keep the labels people read; URLs carry slugs. */
export const transmissionLabel = (value: string) => TRANSMISSIONS.find((option) => option.value === value)?.label
export const bodyStyleLabel = (value: string) => BODY_STYLES.find((option) => option.value === value)?.label
