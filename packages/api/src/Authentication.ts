import { HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
import { Context, Schema } from "effect"
import { AccessExpired, HandshakeRequired, SignatureInvalid } from "./AccountErrors.ts"
import { Unauthorized } from "./ApiErrors.ts"

/** The signed-in person behind a request. */
export interface SignedInUser {
  readonly id: number
  readonly username: string
  readonly isAdmin: boolean
  readonly cardOnFile: boolean
  readonly biddingAgreement: boolean
  readonly suspended: boolean
  /** The account's permissions (spec 3 §6: VIEW_SUBMISSIONS…), as `users.abilities` keeps them. */
  readonly permissions: ReadonlyArray<string>
}

export class CurrentUser extends Context.Tag("@redline/api/CurrentUser")<CurrentUser, SignedInUser>() {}

/**
 * Requests authenticate with `Authorization: Bearer <access_key>`. An unknown or revoked key is
 * Unauthorized (the invalid-session code); an expired one AccessExpired, which the client answers
 * with a refresh. Changes made with a browser session (one bound to a handshake, `GET auth/ti_ni`)
 * must also be signed, else one of the two handshake codes.
 */
export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("Authentication", {
  failure: Schema.Union(Unauthorized, AccessExpired, HandshakeRequired, SignatureInvalid),
  provides: CurrentUser,
  security: { bearer: HttpApiSecurity.bearer }
}) {}

/**
 * Reads that anyone may make but that answer a signed-in user more (whether they watch an
 * auction): the same bearer key, optional. A request without a key, or with one that is unknown,
 * expired or unsigned, is answered as a visitor's, so a stale key never breaks browsing; the
 * handler finds the user with `Effect.serviceOption(CurrentUser)`.
 */
export class OptionalAuthentication extends HttpApiMiddleware.Tag<OptionalAuthentication>()("OptionalAuthentication", {
  optional: true,
  provides: CurrentUser,
  security: { bearer: HttpApiSecurity.bearer }
}) {}
