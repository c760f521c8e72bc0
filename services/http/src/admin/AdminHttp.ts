import { HttpApiBuilder } from "@effect/platform"
import { SqlClient, type SqlError } from "@effect/sql"
import { BadRequest, CurrentUser, Forbidden, type NewAuction, RedlineApi, UnknownSeller, UserExists } from "@redline/api"
import { AuctionStatus, auctionSlug, auctionUrl, mileageText } from "@redline/domain"
import { hashPassword } from "@redline/infra"
import { Clock, DateTime, Effect, Layer } from "effect"
import { SavedSearchAlerts } from "../savedSearches/SavedSearchAlerts.ts"

/** Staff provisioning, used by staff tools and the load harness: admin ability only. */
const requireAdmin = Effect.flatMap(CurrentUser, (user) => (user.isAdmin ? Effect.void : Effect.fail(Forbidden.default())))

const isUniqueViolation = (error: SqlError.SqlError) =>
  typeof error.cause === "object" && error.cause !== null && "code" in error.cause && error.cause.code === "23505"

const EMPTY_SECTIONS = {
  doug: "", highlights: "", equipment: "", modifications: "", known_flaws: "", recent_service_history: "",
  other_items: "", ownership_history: "", seller_notes: "", videos: []
}

const subTitleOf = (auction: NewAuction) =>
  auction.sub_title ?? [mileageText(auction.mileage ?? null), auction.transmission, auction.exterior_color].filter(Boolean).join(", ")

export const AdminHttpLive = HttpApiBuilder.group(RedlineApi, "admin", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const alerts = yield* SavedSearchAlerts
    return handlers
      .handle("createUser", ({ payload }) =>
        Effect.gen(function* () {
          yield* requireAdmin
          const passwordHash = yield* hashPassword(payload.password)
          const rows = yield* sql<{ id: number }>`
            INSERT INTO users ${sql.insert({
              email: payload.email.trim().toLowerCase(),
              username: payload.username,
              password_hash: passwordHash,
              verified: payload.verified ?? true,
              card_on_file: payload.card_on_file ?? false,
              bidding_agreement: payload.bidding_agreement ?? false
            })} RETURNING id`.pipe(
            Effect.catchIf(isUniqueViolation, () => Effect.fail(UserExists.default())),
            Effect.catchTag("SqlError", Effect.die)
          )
          return { user_id: rows[0]!.id }
        }))
      .handle("createAuction", ({ payload }) =>
        Effect.gen(function* () {
          yield* requireAdmin
          const [seller] = yield* sql<{ id: number }>`
            SELECT id FROM users WHERE lower(username) = ${payload.seller_username.toLowerCase()}`.pipe(Effect.orDie)
          if (seller === undefined) return yield* Effect.fail(UnknownSeller.default())
          const now = yield* Clock.currentTimeMillis
          const start = payload.auction_start === undefined ? new Date(now) : DateTime.toDate(payload.auction_start)
          const end = DateTime.toDate(payload.auction_end)
          if (end.getTime() <= Math.max(now, start.getTime())) {
            return yield* Effect.fail(BadRequest.of("auction_end must be after auction_start and in the future"))
          }
          if (!payload.no_reserve && payload.reserve === null) {
            return yield* Effect.fail(BadRequest.of("A reserve auction needs a reserve; set no_reserve for none"))
          }
          const id = yield* sql.withTransaction(
            Effect.gen(function* () {
              const [listing] = yield* sql<{ id: number }>`
                INSERT INTO listings ${sql.insert({
                  year: payload.year,
                  make: payload.make,
                  make_slug: auctionSlug(payload.make),
                  model: payload.model,
                  model_slug: auctionSlug(payload.model),
                  mileage: payload.mileage ?? null,
                  vin: payload.vin ?? "",
                  location: payload.location,
                  zip_code: payload.zip_code ?? "",
                  body_style: payload.body_style,
                  engine: payload.engine ?? "",
                  drive_train: payload.drive_train ?? "",
                  transmission: payload.transmission,
                  transmission_details: payload.transmission,
                  exterior_color: payload.exterior_color ?? "",
                  interior_color: payload.interior_color ?? "",
                  title_status: "Clean",
                  seller_type: 1,
                  seller_type_details: "",
                  sections: JSON.stringify(EMPTY_SECTIONS)
                })} RETURNING id`
              const [auction] = yield* sql<{ id: number }>`
                INSERT INTO auctions ${sql.insert({
                  listing_id: listing!.id,
                  seller_id: seller.id,
                  title: payload.title,
                  sub_title: subTitleOf(payload),
                  status: start.getTime() <= now ? AuctionStatus.live : AuctionStatus.queued,
                  auction_start: start,
                  scheduled_end: end,
                  auction_end: end,
                  reserve: payload.no_reserve ? null : payload.reserve,
                  no_reserve: payload.no_reserve,
                  featured: payload.featured ?? false,
                  soft_close_seconds: payload.soft_close_seconds ?? null
                })} RETURNING id`
              // an auction live from the start is announced with its creation; a queued one when it starts
              yield* alerts.announce(auction!.id)
              return auction!.id
            })
          ).pipe(Effect.orDie)
          return { id, auction_url: auctionUrl(id, payload.title) }
        }))
  })
).pipe(Layer.provide(SavedSearchAlerts.Default))
