import {
  AuctionNotFound,
  ContactMessageInvalid,
  ContactNotLive,
  ContactPhoneInvalid,
  CurrentUser,
  RedlineApi,
  SellerCannotContactSelf
} from "@redline/api"
import { contactMessageError, contactPhoneError, contactSellerBlock, normalizePhoneNumber } from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { RateLimits } from "../RateLimits.ts"
import { SellerMessages } from "./SellerMessages.ts"
import { apiGroup } from "../ReadLanes.ts"

// A buyer asks a handful of sellers an hour; more is someone mailing every seller on the site.
const CONTACT_LIMIT = { max: 5, window: "1 hour" } as const

/**
 * Contact the seller: checked in the order a person can act on (the auction, who may write, what
 * was written), then counted against the sender's hourly limit, then stored with its e-mail.
 */
export const ContactSellerHttpLive = apiGroup(RedlineApi, "contactSeller", (handlers) =>
  Effect.gen(function* () {
    const messages = yield* SellerMessages
    const limits = yield* RateLimits
    return handlers.handle("contact", ({ path, payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const found = yield* messages.auction(path.auction_id)
        if (Option.isNone(found)) return yield* Effect.fail(AuctionNotFound.default())
        const auction = found.value

        const block = contactSellerBlock(auction.seller_id === user.id, auction.status)
        if (block === "own_auction") return yield* Effect.fail(SellerCannotContactSelf.default())
        if (block === "not_live") return yield* Effect.fail(ContactNotLive.default())

        const messageError = contactMessageError(payload.message)
        if (messageError !== null) return yield* Effect.fail(ContactMessageInvalid.of(messageError))
        const phone = payload.phone ?? ""
        if (contactPhoneError(phone) !== null) return yield* Effect.fail(ContactPhoneInvalid.default())

        yield* limits.enforce(`contact_seller:${user.id}`, CONTACT_LIMIT.max, CONTACT_LIMIT.window)
        yield* messages.send({
          auction,
          sender: { id: user.id, username: user.username },
          message: payload.message.trim(),
          phone: normalizePhoneNumber(phone),
          at: yield* currentDate
        })
        return { sent: true } as const
      })
    )
  })
).pipe(Layer.provide(SellerMessages.Default))
