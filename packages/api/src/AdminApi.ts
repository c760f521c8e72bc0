import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Forbidden, UnknownSeller, UserExists } from "./ApiErrors.ts"
import { Authentication } from "./Authentication.ts"
import { expected } from "./Expected.ts"

export const NewUser = Schema.Struct({
  email: Schema.String.pipe(Schema.pattern(/^[^@\s]+@[^@\s]+\.[^@\s]+$/), expected("an e-mail address")),
  username: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_]{2,30}$/), expected("2 to 30 letters, digits or underscores")),
  password: Schema.String.pipe(Schema.minLength(8)),
  verified: Schema.optional(Schema.Boolean),
  card_on_file: Schema.optional(Schema.Boolean),
  bidding_agreement: Schema.optional(Schema.Boolean)
})

const Dollars = Schema.Int.pipe(Schema.positive())

export const NewAuction = Schema.Struct({
  title: Schema.String.pipe(Schema.minLength(1)),
  sub_title: Schema.optional(Schema.String),
  year: Schema.Int.pipe(Schema.between(1900, 2100)),
  make: Schema.String.pipe(Schema.minLength(1)),
  model: Schema.String.pipe(Schema.minLength(1)),
  mileage: Schema.optional(Schema.NullOr(Schema.Int.pipe(Schema.nonNegative()))),
  vin: Schema.optional(Schema.String),
  location: Schema.String,
  zip_code: Schema.optional(Schema.String),
  body_style: Schema.String,
  transmission: Schema.Literal("Automatic", "Manual"),
  engine: Schema.optional(Schema.String),
  drive_train: Schema.optional(Schema.String),
  exterior_color: Schema.optional(Schema.String),
  interior_color: Schema.optional(Schema.String),
  seller_username: Schema.String,
  reserve: Schema.NullOr(Dollars),
  no_reserve: Schema.Boolean,
  featured: Schema.optional(Schema.Boolean),
  auction_start: Schema.optional(Schema.DateTimeUtc),
  auction_end: Schema.DateTimeUtc,
  soft_close_seconds: Schema.optional(Schema.Int.pipe(Schema.between(1, 3600)))
})
export type NewAuction = typeof NewAuction.Type

export class AdminApi extends HttpApiGroup.make("admin")
  .add(
    HttpApiEndpoint.post("createUser", "/v1/admin/users")
      .setPayload(NewUser)
      .addSuccess(Schema.Struct({ user_id: Schema.Int }))
      .addError(UserExists)
  )
  .add(
    HttpApiEndpoint.post("createAuction", "/v1/admin/auctions")
      .setPayload(NewAuction)
      .addSuccess(Schema.Struct({ id: Schema.Int, auction_url: Schema.String }))
      .addError(UnknownSeller)
  )
  .middleware(Authentication)
  .addError(Forbidden) {}
