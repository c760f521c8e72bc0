import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { AuctionNotFound } from "./ApiErrors.ts"
import { OptionalAuthentication } from "./Authentication.ts"
import { AuctionDetail } from "./AuctionDetail.ts"
import { AuctionList, AuctionListQuery } from "./AuctionListItem.ts"
import { DistanceSettingRequired, ZipCodeInvalid } from "./DistanceErrors.ts"
import { IdFromString } from "./Id.ts"

export const AuctionIdPath = Schema.Struct({ auction_id: IdFromString })

/**
 * A page view of an auction (spec 1 §7 'Increment counters'). `counted` is false when the same
 * address viewed the same auction moments ago: reloads are one visit, not many views.
 */
export const ViewCounted = Schema.Struct({ counted: Schema.Boolean })

/** The lists and the auction page; a signed-in reader also learns which auctions they watch. */
export class AuctionsApi extends HttpApiGroup.make("auctions")
  .add(
    HttpApiEndpoint.get("listLive", "/v1/auctions")
      .setUrlParams(AuctionListQuery)
      .addSuccess(AuctionList)
      .addError(ZipCodeInvalid)
      .addError(DistanceSettingRequired)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.get("listClosed", "/v1/auctions/closed")
      .setUrlParams(AuctionListQuery)
      .addSuccess(AuctionList)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.get("get", "/v2/auctions/:auction_id")
      .setPath(AuctionIdPath)
      .addSuccess(AuctionDetail)
      .addError(AuctionNotFound)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.post("countView", "/v1/auctions/:auction_id/views")
      .setPath(AuctionIdPath)
      .addSuccess(ViewCounted)
      .addError(AuctionNotFound)
  ) {}
