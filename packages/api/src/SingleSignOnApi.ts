import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { AccountLocked, FieldsRequired, HandshakeRequired, IncorrectPassword, SignatureInvalid } from "./AccountErrors.ts"
import { AccountDisabled, BadRequest, RateLimited } from "./ApiErrors.ts"
import { PendingConfirmation, Session } from "./AuthApi.ts"
import { Authentication } from "./Authentication.ts"
import { DifferentProviderLinked, HandoverInvalid, Provider, SsoConnectionExpired, SsoConnectionFailed } from "./SingleSignOnErrors.ts"

const ProviderPath = Schema.Struct({ provider: Provider })

/**
 * The provider answered: `credential` stands for who it says the person is, for a few minutes,
 * in `POST auth/login`, `POST auth/users` (v2) and `POST auth/auth_source`.
 */
export const ProviderCredential = Schema.Struct({
  provider: Provider,
  credential: Schema.String,
  email: Schema.NullOr(Schema.String),
  is_private_email: Schema.Boolean
})

/** Links a provider to the account of `email`, proven by its password (verifylinking). */
export const LinkProvider = Schema.Struct({
  email: Schema.String,
  password: Schema.String,
  provider: Provider,
  credential: Schema.String
})

/** A sign-in provider linked to an account, keyed by source (spec 2 §3 'Auth source'). */
export const AuthSource = Schema.Struct({ source: Provider, email: Schema.NullOr(Schema.String) })
export type AuthSource = typeof AuthSource.Type

export const AuthSources = Schema.Struct({ auth_sources: Schema.Array(AuthSource) })

/**
 * Single sign-on with OAuth 2 / OpenID Connect (spec 2 §4). The client asks where to send the
 * browser, the provider sends it back to the client's landing route (/auth/google, /auth/fb/,
 * /auth/apple) with a code and state, and the client trades them for a credential. Apple posts
 * its answer, so it comes back through `POST auth/sso/apple/return`, which forwards the browser
 * to /auth/apple with the same query.
 */
export class SingleSignOnApi extends HttpApiGroup.make("singleSignOn")
  .add(
    HttpApiEndpoint.get("start", "/v1/auth/sso/:provider")
      .setPath(ProviderPath)
      .addSuccess(Schema.Struct({ authorization_url: Schema.String }))
      .addError(SsoConnectionFailed)
  )
  .add(
    HttpApiEndpoint.post("callback", "/v1/auth/sso/:provider/callback")
      .setPath(ProviderPath)
      .setPayload(Schema.Struct({ code: Schema.String, state: Schema.String }))
      .addSuccess(ProviderCredential)
      .addError(SsoConnectionFailed)
  )
  .add(
    HttpApiEndpoint.post("appleReturn", "/v1/auth/sso/apple/return")
      .setPayload(
        Schema.Struct({
          code: Schema.optional(Schema.String),
          state: Schema.optional(Schema.String),
          error: Schema.optional(Schema.String)
        }).pipe(HttpApiSchema.withEncoding({ kind: "UrlParams" }))
      )
      .addSuccess(HttpApiSchema.Empty(303))
  )
  .add(
    HttpApiEndpoint.post("link", "/v1/auth/auth_source")
      .setPayload(LinkProvider)
      .addSuccess(Schema.Union(Session, PendingConfirmation))
      .addError(FieldsRequired)
      .addError(SsoConnectionExpired)
      .addError(IncorrectPassword)
      .addError(AccountLocked)
      .addError(AccountDisabled)
      .addError(DifferentProviderLinked)
      .addError(RateLimited)
      .addError(HandshakeRequired)
      .addError(SignatureInvalid)
  )
  .add(
    HttpApiEndpoint.del("unlink", "/v1/auth/auth_source")
      .setUrlParams(Schema.Struct({ source: Provider }))
      .addSuccess(AuthSources)
      .addError(BadRequest)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("handoverToken", "/v1/auth/handover/token")
      .addSuccess(Schema.Struct({ handover_token: Schema.String, expires_at: Schema.String }))
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("handover", "/v1/auth/handover")
      .setPayload(Schema.Struct({ handover_token: Schema.String }))
      .addSuccess(Session)
      .addError(HandoverInvalid)
      .addError(HandshakeRequired)
      .addError(SignatureInvalid)
  ) {}
