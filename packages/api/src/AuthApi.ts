import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import {
  AccountDisabled,
  CardAuthenticationFailed,
  CardDeclined,
  CardSetupNotFound,
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
import { expected } from "./Expected.ts"

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

/** Where a person goes back to on the site after their bank's authentication: a path of the site, with its query. */
const ReturnPath = Schema.String.pipe(Schema.pattern(/^\/(?![/\\])[^\s]{0,500}$/), expected("a path of the site, such as /register-to-bid"))

/**
 * A card to put on file: the payment method the browser made of it at Stripe (`pm_…`, from the
 * card form's `POST {api_url}/v1/payment_methods` with the publishable key: no card number reaches
 * Redline), or, once the bank's authentication is over, the card setup it was for (`seti_…`).
 * `return_path` is where the bank sends the person back to (default `/register-to-bid`).
 */
export const PaymentMethod = Schema.Union(
  Schema.Struct({
    payment_method_id: Schema.String.pipe(Schema.pattern(/^pm_[A-Za-z0-9_]{1,200}$/), expected("a Stripe payment method id (pm_…)")),
    return_path: Schema.optional(ReturnPath)
  }),
  Schema.Struct({
    setup_intent_id: Schema.String.pipe(Schema.pattern(/^seti_[A-Za-z0-9_]{1,200}$/), expected("a Stripe SetupIntent id (seti_…)"))
  })
)

/** Where the card form sends card details to be tokenized (Stripe's API, or the local stand-in's), with the publishable key. */
export const CardForm = Schema.Struct({ publishable_key: Schema.String, api_url: Schema.String })
export type CardForm = typeof CardForm.Type

/** A card waiting for the bank's authentication: the person goes to `url`, and comes back with the setup's id. */
export const CardAuthentication = Schema.Struct({ setup_intent_id: Schema.String, url: Schema.String })

/**
 * Where a bidder stands in registering to bid: a card on file (brand, last four, expiry) and the
 * bidding agreement; `card_form` is where the card form tokenizes (null where no card is taken),
 * and `authentication` a card entered that waits for the bank's authentication.
 */
export const CardOnFile = Schema.Struct({
  card_on_file: Schema.Boolean,
  brand: Schema.NullOr(Schema.String),
  last4: Schema.NullOr(Schema.String),
  exp_month: Schema.NullOr(Schema.Int),
  exp_year: Schema.NullOr(Schema.Int),
  bidding_agreement: Schema.Boolean,
  card_form: Schema.NullOr(CardForm),
  authentication: Schema.NullOr(CardAuthentication)
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
      .addError(CardAuthenticationFailed)
      .addError(CardSetupNotFound)
      .addError(PaymentsUnavailable)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("replacePayment", "/v1/auth/payment")
      .setPayload(PaymentMethod)
      .addSuccess(CardOnFile)
      .addError(CardDeclined)
      .addError(InvalidCard)
      .addError(CardAuthenticationFailed)
      .addError(CardSetupNotFound)
      .addError(PaymentsUnavailable)
      .addError(RateLimited)
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
