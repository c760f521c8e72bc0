import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { AuctionNotFound, SellerCannotWatch } from "./ApiErrors.ts"
import { AuctionIdPath } from "./AuctionsApi.ts"
import { Authentication } from "./Authentication.ts"

/** Watch (true) or stop watching (false): the state wanted, so sending it twice changes nothing more. */
export const WatchRequest = Schema.Struct({ watch: Schema.Boolean })

/** The auction's watch state after the change, for the signed-in user. */
export const WatchState = Schema.Struct({
  watching: Schema.Boolean,
  watchers: Schema.Int
})
export type WatchState = typeof WatchState.Type

/** Watch or unwatch (spec 1 §4, §7): signed-in users other than the auction's seller. */
export class WatchesApi extends HttpApiGroup.make("watches").add(
  HttpApiEndpoint.post("watch", "/v1/auctions/:auction_id/watch")
    .setPath(AuctionIdPath)
    .setPayload(WatchRequest)
    .addSuccess(WatchState)
    .addError(AuctionNotFound)
    .addError(SellerCannotWatch)
    .middleware(Authentication)
) {}
