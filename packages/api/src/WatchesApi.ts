import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { ErrorCode, Messages, PAGE_SIZES } from "@redline/domain"
import { Schema } from "effect"
import { AuctionNotFound, SellerCannotWatch } from "./ApiErrors.ts"
import { AuctionListItem } from "./AuctionListItem.ts"
import { AuctionIdPath } from "./AuctionsApi.ts"
import { Authentication } from "./Authentication.ts"
import { IdFromString } from "./Id.ts"
import { Refusal } from "./Refusal.ts"

/** Watch (true) or stop watching (false): the state wanted, so sending it twice changes nothing more. */
export const WatchRequest = Schema.Struct({ watch: Schema.Boolean })

/** The auction's watch state after the change, for the signed-in user. */
export const WatchState = Schema.Struct({
  watching: Schema.Boolean,
  watchers: Schema.Int
})
export type WatchState = typeof WatchState.Type

/** The most auctions one page of the watch list holds. */
export const WATCH_LIST_MAX_LIMIT = 100

/**
 * A page of the watch list (spec 1 §7 'Watch list'): its section, its sort (a key of the
 * section's sorts, anything else the default, as on the other lists), and where it goes on:
 * after the auction `after_id`, the last one of the page before, in the same sort.
 */
export const WatchListQuery = Schema.Struct({
  status: Schema.Literal("live", "closed").annotations({
    description: "`live`: auctions not ended yet (queued ones too); `closed`: ended ones"
  }),
  sort: Schema.optional(
    Schema.String.annotations({ description: "live: 1 ending soon, 2 newest cars, 3 oldest cars, 4 no reserve; closed: the ended list's" })
  ),
  limit: Schema.optional(
    Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, WATCH_LIST_MAX_LIMIT)).annotations({
      description: `How many auctions; ${PAGE_SIZES.watchList} when not given`
    })
  ),
  after_id: Schema.optional(IdFromString.annotations({ description: "The last auction of the page before" }))
})
export type WatchListQuery = typeof WatchListQuery.Type

/** One page of the watch list, and whether more follow it. */
export const WatchList = Schema.Struct({
  auctions: Schema.Array(AuctionListItem),
  has_more: Schema.Boolean
})
export type WatchList = typeof WatchList.Type

/** `after_id` names no auction, so there is no place in the list to go on from. */
export class WatchListAfterUnknown extends Refusal<WatchListAfterUnknown>()(
  "WatchListAfterUnknown",
  ErrorCode.watch_list_after_unknown,
  400,
  Messages.watchListAfterUnknown
) {}

/**
 * Watch or unwatch (spec 1 §4, §7): signed-in users other than the auction's seller. The watch
 * list: the signed-in user's own watched auctions, as the lists show them.
 */
export class WatchesApi extends HttpApiGroup.make("watches")
  .add(
    HttpApiEndpoint.post("watch", "/v1/auctions/:auction_id/watch")
      .setPath(AuctionIdPath)
      .setPayload(WatchRequest)
      .addSuccess(WatchState)
      .addError(AuctionNotFound)
      .addError(SellerCannotWatch)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.get("list", "/v1/watch_list")
      .setUrlParams(WatchListQuery)
      .addSuccess(WatchList)
      .addError(WatchListAfterUnknown)
      .middleware(Authentication)
  ) {}
