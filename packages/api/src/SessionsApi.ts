import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { RateLimited, Unauthorized } from "./ApiErrors.ts"
import { HandshakeRequired, RefreshKeyMissing, SignatureInvalid } from "./AccountErrors.ts"
import { Session } from "./AuthApi.ts"
import { Authentication } from "./Authentication.ts"

/**
 * A browser's session handshake. `csrf` travels in the `x-csrf` header of later requests and
 * `secret` never leaves the browser: it signs them (see `BrowserHandshake` on the server). The
 * server stores neither; one address may make 60 a minute.
 */
export const Handshake = Schema.Struct({
  csrf: Schema.String,
  secret: Schema.String,
  server_time: Schema.String,
  expires_at: Schema.String
})

export const SessionCheck = Schema.Struct({
  valid: Schema.Literal(true),
  user: Schema.Struct({ user_id: Schema.Int, username: Schema.String }),
  expires_at: Schema.String
})

export class SessionsApi extends HttpApiGroup.make("sessions")
  .add(HttpApiEndpoint.get("handshake", "/v1/auth/ti_ni").addSuccess(Handshake).addError(RateLimited))
  .add(
    HttpApiEndpoint.post("refresh", "/v1/auth/refresh")
      .setHeaders(Schema.Struct({ "x-refresh-key": Schema.optional(Schema.String) }))
      .addSuccess(Session)
      .addError(RefreshKeyMissing)
      .addError(Unauthorized)
      .addError(HandshakeRequired)
      .addError(SignatureInvalid)
  )
  .add(
    HttpApiEndpoint.post("logout", "/v1/auth/logout")
      .addSuccess(Schema.Struct({ logged_out: Schema.Literal(true) }))
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.get("validSession", "/v1/auth/valid_session").addSuccess(SessionCheck).addError(Unauthorized).middleware(Authentication)
  ) {}
