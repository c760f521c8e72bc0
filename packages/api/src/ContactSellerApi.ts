import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { AuctionNotFound, RateLimited } from "./ApiErrors.ts"
import { AuctionIdPath } from "./AuctionsApi.ts"
import { Authentication } from "./Authentication.ts"
import { ContactMessageInvalid, ContactNotLive, ContactPhoneInvalid, SellerCannotContactSelf } from "./ContactSellerErrors.ts"

/** A message to the seller, and a phone number to call back on if the buyer wants one (empty or absent: none). */
export const ContactSellerRequest = Schema.Struct({
  message: Schema.String,
  phone: Schema.optional(Schema.NullOr(Schema.String))
})
export type ContactSellerRequest = typeof ContactSellerRequest.Type

/** The message is stored and its e-mail to the seller queued; the seller's address is never told. */
export const ContactSellerAnswer = Schema.Struct({ sent: Schema.Literal(true) })
export type ContactSellerAnswer = typeof ContactSellerAnswer.Type

/**
 * Contact the seller (spec 1 §4, §6, spec 3 §7): signed-in users other than the auction's
 * seller, while the auction is live. The seller gets it by e-mail and answers the sender's.
 */
export class ContactSellerApi extends HttpApiGroup.make("contactSeller").add(
  HttpApiEndpoint.post("contact", "/v1/auctions/:auction_id/contact_seller")
    .setPath(AuctionIdPath)
    .setPayload(ContactSellerRequest)
    .addSuccess(ContactSellerAnswer)
    .addError(AuctionNotFound)
    .addError(SellerCannotContactSelf)
    .addError(ContactNotLive)
    .addError(ContactMessageInvalid)
    .addError(ContactPhoneInvalid)
    .addError(RateLimited)
    .middleware(Authentication)
) {}
