import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import {
  AccountDisabled,
  CardDeclined,
  IncorrectCredentials,
  InvalidCard,
  ProviderOnlyAccount,
  RateLimited
} from "./ApiErrors.ts"
import { Authentication } from "./Authentication.ts"

export const SessionDetails = Schema.Struct({
  card_on_file: Schema.Boolean,
  bidding_agreement: Schema.Boolean,
  play_bid_sound: Schema.Boolean
})

export const Session = Schema.Struct({
  user: Schema.Struct({ user_id: Schema.Int, username: Schema.String }),
  access_key: Schema.String,
  refresh_key: Schema.String,
  expires_at: Schema.String,
  email_verified: Schema.Boolean,
  details: SessionDetails,
  abilities: Schema.Array(Schema.String)
})
export type Session = typeof Session.Type

export const Login = Schema.Struct({
  email: Schema.String,
  password: Schema.String
})

/** A card for the payment provider; test numbers are listed in the README. */
export const PaymentMethod = Schema.Struct({
  card_number: Schema.String,
  exp_month: Schema.Int,
  exp_year: Schema.Int,
  cvc: Schema.String
})

export const CardOnFile = Schema.Struct({
  card_on_file: Schema.Boolean,
  brand: Schema.NullOr(Schema.String),
  last4: Schema.NullOr(Schema.String)
})

export class AuthApi extends HttpApiGroup.make("auth")
  .add(
    HttpApiEndpoint.post("login", "/v1/auth/login")
      .setPayload(Login)
      .addSuccess(Session)
      .addError(IncorrectCredentials)
      .addError(AccountDisabled)
      .addError(ProviderOnlyAccount)
      .addError(RateLimited)
  )
  .add(
    HttpApiEndpoint.get("payment", "/v1/auth/payment")
      .addSuccess(CardOnFile)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("addPayment", "/v1/auth/payment")
      .setPayload(PaymentMethod)
      .addSuccess(CardOnFile)
      .addError(CardDeclined)
      .addError(InvalidCard)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("biddingAgreement", "/v1/auth/bidding_agreement")
      .addSuccess(Schema.Struct({ bidding_agreement: Schema.Literal(true) }))
      .middleware(Authentication)
  )
{}
