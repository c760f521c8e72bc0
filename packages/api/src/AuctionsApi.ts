import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { AuctionNotFound } from "./ApiErrors.ts"
import { OptionalAuthentication } from "./Authentication.ts"
import { AuctionDetail } from "./AuctionDetail.ts"
import { AuctionList, AuctionListQuery } from "./AuctionListItem.ts"

export const AuctionIdPath = Schema.Struct({ auction_id: Schema.NumberFromString.pipe(Schema.int()) })

/** The lists and the auction page; a signed-in reader also learns which auctions they watch. */
export class AuctionsApi extends HttpApiGroup.make("auctions")
  .add(
    HttpApiEndpoint.get("listLive", "/v1/auctions")
      .setUrlParams(AuctionListQuery)
      .addSuccess(AuctionList)
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
{}
