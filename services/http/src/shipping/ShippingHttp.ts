import {
  AuctionNotFound,
  BadRequest,
  CurrentUser,
  Forbidden,
  RedlineApi,
  type ShippingPlaces,
  ShippingDestinationInvalid,
  ShippingQuoteNotFound,
  ShippingQuotePaid,
  ShippingQuotesUnavailable,
  ShippingUnavailable,
  Unauthorized
} from "@redline/api"
import { Messages, shippingAddressError, shippingQuoteForm, shippingZipError } from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { optionalUser } from "../auth/OptionalSession.ts"
import { clientAddress, RateLimits } from "../RateLimits.ts"
import { foundOr } from "../Refuse.ts"
import { Carrier } from "./Carrier.ts"
import { originPlaceOf, originStateOf } from "./ShippingOrigin.ts"
import { type ShippingAuction, ShippingRepo } from "./ShippingRepo.ts"
import { apiGroup } from "../ReadLanes.ts"

// Someone comparing destinations asks a handful of times; more is a script filling the quotes table.
const QUOTE_LIMIT = { max: 30, window: "10 minutes" } as const

const winnerOnly = () => Forbidden.of(Messages.shippingWinnerOnly)

const trimmed = (places: ShippingPlaces): ShippingPlaces => ({
  street_number: places.street_number.trim(),
  street: places.street.trim(),
  city: places.city.trim(),
  state: places.state.trim(),
  zip_code: places.zip_code.trim()
})

export const ShippingHttpLive = apiGroup(RedlineApi, "shipping", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* ShippingRepo
    const carrier = yield* Carrier
    const limits = yield* RateLimits

    const auctionOf = (id: number) => Effect.flatMap(repo.auction(id), foundOr(AuctionNotFound.default))

    /** The quote form this person gets on this auction now, by the rule the auction page follows. */
    const formFor = (auction: ShippingAuction, userId: number | null) =>
      Effect.map(currentDate, (now) =>
        shippingQuoteForm({
          status: auction.status,
          auctionEnd: auction.auction_end,
          now,
          isWinner: userId !== null && auction.winner_id === userId
        })
      )

    /** Only the winner of a sold auction has a shipping order. */
    const winnersAuction = (id: number, userId: number) =>
      Effect.gen(function* () {
        const auction = yield* auctionOf(id)
        if ((yield* formFor(auction, userId)) !== "address") return yield* Effect.fail(winnerOnly())
        return auction
      })

    return handlers
      .handle("quote", ({ path, payload, request }) =>
        Effect.gen(function* () {
          const user = yield* optionalUser(request.headers)
          const userId = Option.isSome(user) ? user.value.id : null
          const auction = yield* auctionOf(path.auction_id)
          const form = yield* formFor(auction, userId)
          const origin = originStateOf(auction.location)
          if (form === null || origin === null) return yield* Effect.fail(ShippingUnavailable.default())

          const places = payload.address === undefined ? null : trimmed(payload.address)
          if (places !== null) {
            if (userId === null) return yield* Effect.fail(Unauthorized.default())
            if (form !== "address") return yield* Effect.fail(winnerOnly())
            if (shippingAddressError(places) !== null) return yield* Effect.fail(BadRequest.of(Messages.selectValidAddress))
          } else if (payload.zip_code === undefined || shippingZipError(payload.zip_code) !== null) {
            return yield* Effect.fail(BadRequest.of(Messages.enterZip))
          }
          const zip = places?.zip_code ?? payload.zip_code?.trim() ?? ""

          yield* limits.enforce(`shipping_quote:${clientAddress(request.headers)}`, QUOTE_LIMIT.max, QUOTE_LIMIT.window)
          if (form === "address") {
            const paid = yield* repo.order(auction.id)
            if (Option.isSome(paid)) return yield* Effect.fail(ShippingQuotePaid.to(paid.value.zip_code))
          }

          const invalid = (outsideCoverage: boolean) =>
            places === null ? ShippingDestinationInvalid.zip(outsideCoverage) : ShippingDestinationInvalid.address(outsideCoverage)
          const quoted = yield* carrier.quote({ origin, destinationZip: zip }).pipe(
            Effect.catchTags({
              DestinationNotServed: ({ reason }) => Effect.fail(invalid(reason === "outside_coverage")),
              CarrierUnreachable: () => Effect.fail(ShippingQuotesUnavailable.default())
            })
          )
          // A zip code of another state than the one chosen is no address.
          if (places !== null && quoted.destinationState !== places.state) return yield* Effect.fail(invalid(false))
          return yield* repo.saveQuote({
            auctionId: auction.id,
            userId,
            originLocation: originPlaceOf(auction.location),
            originState: origin,
            destinationZip: zip,
            places,
            carrier: quoted,
            at: yield* currentDate
          })
        })
      )
      .handle("order", ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const auction = yield* winnersAuction(path.auction_id, user.id)
          return { shipping_order: Option.getOrNull(yield* repo.order(auction.id)) }
        })
      )
      .handle("book", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const auction = yield* winnersAuction(path.auction_id, user.id)
          const { quote_id, transport, ...address } = payload
          const places = trimmed(address)
          if (shippingAddressError(places) !== null) return yield* Effect.fail(BadRequest.of(Messages.selectValidAddress))

          const stored = yield* repo.quoteById(quote_id)
          if (Option.isNone(stored) || stored.value.quote.auction_id !== auction.id || stored.value.userId !== user.id) {
            return yield* Effect.fail(ShippingQuoteNotFound.default())
          }
          // Paid shipping stays with its zip code, whichever quote the booking names (error 157).
          const paid = yield* repo.order(auction.id)
          if (Option.isSome(paid) && paid.value.zip_code !== places.zip_code) {
            return yield* Effect.fail(ShippingQuotePaid.to(paid.value.zip_code))
          }
          const { quote } = stored.value
          if (quote.destination.zip_code !== places.zip_code || quote.destination.state !== places.state) {
            return yield* Effect.fail(BadRequest.of(Messages.shippingAddressNotQuoted))
          }
          const booking = yield* repo.book({ auctionId: auction.id, userId: user.id, quote, transport, places, at: yield* currentDate })
          // Another booking to another zip code can land between the check above and this one.
          if (booking._tag === "PaidToAnotherZip") return yield* Effect.fail(ShippingQuotePaid.to(booking.zipCode))
          return booking.order
        })
      )
  })
).pipe(Layer.provide([ShippingRepo.Default, Carrier.Default]))
