import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import {
  BotSuspected,
  ConfirmationInvalid,
  ConfirmKeyInvalid,
  EmailExists,
  EmailNotConfirmed,
  FieldsRequired,
  HandshakeRequired,
  InvalidEmail,
  InvalidUsername,
  SignatureInvalid,
  TermsNotAccepted,
  UsernameTaken,
  WeakPassword
} from "./AccountErrors.ts"
import { RateLimited } from "./ApiErrors.ts"
import { RedirectContext } from "./RedirectContext.ts"
import { PendingConfirmation, Session } from "./AuthApi.ts"
import { Provider, SsoConnectionExpired } from "./SingleSignOnErrors.ts"

const blank = () => ""

/**
 * Sign-up (spec 2 §3 'Registration payload'): the e-mail route with e-mail and password, or the
 * single-sign-on route with a provider's credential instead, and an e-mail only when the
 * provider's is missing or private. Missing text fields read as blank so they get the spec's
 * messages rather than a schema error; `recaptcha` is the ALTCHA payload the bot check produced
 * for a challenge of `GET auth/challenge`.
 */
export const SignUp = Schema.Struct({
  username: Schema.optionalWith(Schema.String, { default: blank }),
  email: Schema.optionalWith(Schema.String, { default: blank }),
  password: Schema.optionalWith(Schema.String, { default: blank }),
  daily_email: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  recaptcha: Schema.optionalWith(Schema.String, { default: blank }),
  accept: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  provider: Schema.optional(Provider),
  credential: Schema.optional(Schema.String),
  redirect_context: Schema.optional(RedirectContext),
  redirect_url: Schema.optional(Schema.String),
  clear_attribution: Schema.optional(Schema.Boolean),
  attribution_source: Schema.optional(Schema.String),
  attribution_id: Schema.optional(Schema.String)
})
export type SignUp = typeof SignUp.Type

/** An ALTCHA proof-of-work challenge (protocol 2), signed by the server and valid for a few minutes. */
export const BotChallenge = Schema.Struct({
  parameters: Schema.Struct({
    algorithm: Schema.String,
    nonce: Schema.String,
    salt: Schema.String,
    cost: Schema.Int,
    keyLength: Schema.Int,
    keyPrefix: Schema.String,
    expiresAt: Schema.optional(Schema.Int)
  }),
  signature: Schema.String
})

export const Confirmed = Schema.Struct({
  user: Schema.Struct({ user_id: Schema.Int, username: Schema.String }),
  email: Schema.String,
  /** Gets the session with `GET auth/access`, in whichever browser the link was opened. */
  confirm_key: Schema.String,
  redirect_context: Schema.optional(RedirectContext),
  redirect_url: Schema.optional(Schema.String)
})

export const ConfirmKey = Schema.Struct({ confirm_key: Schema.String })

export class AccountsApi extends HttpApiGroup.make("accounts")
  .add(HttpApiEndpoint.get("challenge", "/v1/auth/challenge").addSuccess(BotChallenge))
  .add(
    HttpApiEndpoint.post("register", "/v2/auth/users")
      .setPayload(SignUp)
      .addSuccess(Schema.Union(PendingConfirmation, Session))
      .addError(BotSuspected)
      .addError(TermsNotAccepted)
      .addError(FieldsRequired)
      .addError(InvalidEmail)
      .addError(InvalidUsername)
      .addError(WeakPassword)
      .addError(EmailExists)
      .addError(UsernameTaken)
      .addError(RateLimited)
      .addError(SsoConnectionExpired)
      .addError(HandshakeRequired)
      .addError(SignatureInvalid)
  )
  .add(
    HttpApiEndpoint.post("confirm", "/v1/auth/confirm")
      .setPayload(Schema.Struct({ confirmation_token: Schema.String }))
      .addSuccess(Confirmed)
      .addError(ConfirmationInvalid)
  )
  .add(
    HttpApiEndpoint.post("resend", "/v1/auth/resend")
      .setPayload(ConfirmKey)
      .addSuccess(Schema.Struct({ email: Schema.String }))
      .addError(ConfirmKeyInvalid)
      .addError(RateLimited)
  )
  .add(
    HttpApiEndpoint.get("access", "/v1/auth/access")
      .setUrlParams(ConfirmKey)
      .addSuccess(Session)
      .addError(ConfirmKeyInvalid)
      .addError(EmailNotConfirmed)
      .addError(HandshakeRequired)
      .addError(SignatureInvalid)
  ) {}
