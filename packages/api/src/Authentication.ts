import { HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
import { Context } from "effect"
import { Unauthorized } from "./ApiErrors.ts"

/** The signed-in person behind a request. */
export interface SignedInUser {
  readonly id: number
  readonly username: string
  readonly isAdmin: boolean
  readonly cardOnFile: boolean
  readonly biddingAgreement: boolean
  readonly suspended: boolean
}

export class CurrentUser extends Context.Tag("@redline/api/CurrentUser")<CurrentUser, SignedInUser>() {}

/** Requests authenticate with `Authorization: Bearer <access_key>`. */
export class Authentication extends HttpApiMiddleware.Tag<Authentication>()("Authentication", {
  failure: Unauthorized,
  provides: CurrentUser,
  security: { bearer: HttpApiSecurity.bearer }
}) {}
