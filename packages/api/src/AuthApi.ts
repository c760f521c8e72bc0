import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import {
  AccountDisabled,
  CardDeclined,
  IncorrectCredentials,
  InvalidCard,
  PaymentsUnavailable,
  ProviderOnlyAccount,
  RateLimited
} from "./ApiErrors.ts"
import { AccountLocked, BotCheckRequired, HandshakeRequired, SignatureInvalid } from "./AccountErrors.ts"
import { Provider, SsoAccountUnknown, SsoConnectionExpired, SsoEmailRequired, SsoLinkRequired } from "./SingleSignOnErrors.ts"
import { Authentication } from "./Authentication.ts"
import { PhotoTooLarge } from "./UploadErrors.ts"
import { RedirectContext } from "./RedirectContext.ts"

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
  abilities: Schema.Array(Schema.String),
  /** Set when the e-mail was confirmed just now, so the client shows the welcome screen. */
  fresh: Schema.optional(Schema.Boolean)
})
export type Session = typeof Session.Type

/**
 * Signed in or signed up, but the e-mail is still to be confirmed: no session yet. The confirm key
 * resends the verification mail and, once the link was followed, gets the session (GET auth/access).
 */
export const PendingConfirmation = Schema.Struct({
  user: Schema.Struct({ user_id: Schema.Int, username: Schema.String }),
  email: Schema.String,
  email_verified: Schema.Literal(false),
  confirm_key: Schema.String
})
export type PendingConfirmation = typeof PendingConfirmation.Type

/** Sign-in with e-mail and password, or with a provider's credential (`POST auth/sso/{provider}/callback`). */
export const Login = Schema.Union(
  /** The redirect context is where the confirmation link leads back to, for an account still unconfirmed. */
  Schema.Struct({
    email: Schema.String,
    password: Schema.String,
    redirect_context: Schema.optional(RedirectContext),
    redirect_url: Schema.optional(Schema.String),
    recaptcha: Schema.optional(Schema.String).annotations({
      description:
        "The bot check's solved challenge (as at sign-up), needed once the e-mail address failed a few times (bot_check_required)"
    })
  }),
  Schema.Struct({ provider: Provider, credential: Schema.String })
)

/** A card for the payment provider; test numbers are listed in the README. */
export const PaymentMethod = Schema.Struct({
  card_number: Schema.String,
  exp_month: Schema.Int,
  exp_year: Schema.Int,
  cvc: Schema.String
})

/** Where a bidder stands in registering to bid: a card on file and the bidding agreement. */
export const CardOnFile = Schema.Struct({
  card_on_file: Schema.Boolean,
  brand: Schema.NullOr(Schema.String),
  last4: Schema.NullOr(Schema.String),
  bidding_agreement: Schema.Boolean
})
export type CardOnFile = typeof CardOnFile.Type

/**
 * Where the browser puts one upload: a presigned PUT URL for a fresh key in the user's own folder
 * (`prefix`), good until `expiration`. No store credentials are handed out, not even short-lived
 * ones: the URL allows one PUT of one key and nothing else.
 */
export const UploadToken = Schema.Struct({
  expiration: Schema.String,
  endpoint: Schema.String,
  bucket: Schema.String,
  prefix: Schema.String,
  key: Schema.String,
  upload_url: Schema.String
})
export type UploadToken = typeof UploadToken.Type

/** The size in bytes of the file about to be uploaded: the upload URL is signed for exactly that. */
export const UploadSize = Schema.Struct({
  size: Schema.NumberFromString.pipe(Schema.int(), Schema.positive()).annotations({
    description: "The upload's size in bytes; the store takes a PUT of this length only"
  })
})

export class AuthApi extends HttpApiGroup.make("auth")
  .add(
    HttpApiEndpoint.post("login", "/v1/auth/login")
      .setPayload(Login)
      .addSuccess(Schema.Union(Session, PendingConfirmation))
      .addError(IncorrectCredentials)
      .addError(AccountLocked)
      .addError(BotCheckRequired)
      .addError(AccountDisabled)
      .addError(ProviderOnlyAccount)
      .addError(RateLimited)
      .addError(HandshakeRequired)
      .addError(SignatureInvalid)
      .addError(SsoConnectionExpired)
      .addError(SsoAccountUnknown)
      .addError(SsoLinkRequired)
      .addError(SsoEmailRequired)
  )
  .add(HttpApiEndpoint.get("payment", "/v1/auth/payment").addSuccess(CardOnFile).middleware(Authentication))
  .add(
    HttpApiEndpoint.post("addPayment", "/v1/auth/payment")
      .setPayload(PaymentMethod)
      .addSuccess(CardOnFile)
      .addError(CardDeclined)
      .addError(InvalidCard)
      .addError(PaymentsUnavailable)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("replacePayment", "/v1/auth/payment")
      .setPayload(PaymentMethod)
      .addSuccess(CardOnFile)
      .addError(CardDeclined)
      .addError(InvalidCard)
      .addError(PaymentsUnavailable)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.get("s3Token", "/v1/auth/s3-token")
      .setUrlParams(UploadSize)
      .addSuccess(UploadToken)
      .addError(PhotoTooLarge)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.get("r2Token", "/v1/auth/r2-token")
      .setUrlParams(UploadSize)
      .addSuccess(UploadToken)
      .addError(PhotoTooLarge)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("biddingAgreement", "/v1/auth/bidding_agreement")
      .addSuccess(Schema.Struct({ bidding_agreement: Schema.Literal(true) }))
      .middleware(Authentication)
  ) {}
