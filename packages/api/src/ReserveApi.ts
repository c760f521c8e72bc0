import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { ErrorCode, Messages } from "@redline/domain"
import { Schema } from "effect"
import { AuctionEnded, AuctionNotFound, Forbidden } from "./ApiErrors.ts"
import { AuctionIdPath } from "./AuctionsApi.ts"
import { Authentication } from "./Authentication.ts"
import { Refusal } from "./Refusal.ts"

/** The reserve as its seller sees it: the amount, whether it is met, and what it can be lowered to (spec 3 §9). */
export const SellerReserve = Schema.Struct({
  reserve: Schema.NullOr(Schema.Int),
  no_reserve: Schema.Boolean,
  reserve_met: Schema.Boolean,
  options: Schema.Array(Schema.Int).annotations({ description: "The lower reserves it can be set to, highest first; empty once met" })
})
export type SellerReserve = typeof SellerReserve.Type

export const LowerReserve = Schema.Struct({ amount: Schema.Int })

export class ReserveMet extends Refusal<ReserveMet>()("ReserveMet", ErrorCode.reserve_met, 409, Messages.reserveAlreadyMet) {}

export class ReserveNotAnOption extends Refusal<ReserveNotAnOption>()(
  "ReserveNotAnOption",
  ErrorCode.reserve_not_an_option,
  400,
  Messages.reserveNotAnOption
) {}

export class AuctionNotStarted extends Refusal<AuctionNotStarted>()(
  "AuctionNotStarted",
  ErrorCode.auction_not_started,
  409,
  Messages.reserveBeforeStart
) {}

/** The auction's owner could not make the lower reserve durable, or did not answer in time. */
export class ReserveNotLowered extends Refusal<ReserveNotLowered>()(
  "ReserveNotLowered",
  ErrorCode.reserve_not_lowered,
  503,
  Messages.reserveNotLowered
) {}

export class ReserveApi extends HttpApiGroup.make("reserve")
  .add(
    HttpApiEndpoint.get("sellerReserve", "/v1/auctions/:auction_id/reserve")
      .setPath(AuctionIdPath)
      .addSuccess(SellerReserve)
      .addError(AuctionNotFound)
      .addError(Forbidden)
  )
  .add(
    HttpApiEndpoint.post("lowerReserve", "/v1/auctions/:auction_id/reserve")
      .setPath(AuctionIdPath)
      .setPayload(LowerReserve)
      .addSuccess(SellerReserve)
      .addError(AuctionNotFound)
      .addError(Forbidden)
      .addError(AuctionNotStarted)
      .addError(AuctionEnded)
      .addError(ReserveMet)
      .addError(ReserveNotAnOption)
      .addError(ReserveNotLowered)
  )
  .middleware(Authentication) {}
