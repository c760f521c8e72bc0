import { HttpApiSchema } from "@effect/platform"
import { Messages, providerLabel, SIGN_IN_PROVIDERS } from "@redline/domain"
import { Schema } from "effect"
import { ErrorCode, errorFields } from "./ApiErrors.ts"

/** Google, Facebook and Apple (spec 2 §1). */
export const Provider = Schema.Literal(...SIGN_IN_PROVIDERS)
export type Provider = typeof Provider.Type

/**
 * Refusals of single sign-on and linking (spec 2 §4 'Single-sign-on check', §8). The first three
 * are steps of the flow rather than failures: they say which screen comes next.
 */

/** No account has this provider identity or its e-mail: the client asks for a username (setusername). */
export class SsoAccountUnknown extends Schema.TaggedError<SsoAccountUnknown>()(
  "SsoAccountUnknown",
  {
    ...errorFields(ErrorCode.sso_account_unknown),
    provider: Provider,
    email: Schema.NullOr(Schema.String),
    /** The provider flagged the e-mail private; with a missing or relay address the client then asks for one. */
    is_private_email: Schema.Boolean
  },
  HttpApiSchema.annotations({ status: 404 })
) {}

/** An account with this e-mail signs in another way: the client asks for its password (verifylinking). */
export class SsoLinkRequired extends Schema.TaggedError<SsoLinkRequired>()(
  "SsoLinkRequired",
  { ...errorFields(ErrorCode.sso_link_required), provider: Provider, email: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** The provider shared no e-mail and is not asked for one again (emailrequired). */
export class SsoEmailRequired extends Schema.TaggedError<SsoEmailRequired>()(
  "SsoEmailRequired",
  { ...errorFields(ErrorCode.sso_email_required), provider: Provider },
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly of = (provider: Provider) =>
    new SsoEmailRequired({ error_code: ErrorCode.sso_email_required, message: Messages.emailPermissionRequired(providerLabel(provider)), provider })
}

export class SsoConnectionFailed extends Schema.TaggedError<SsoConnectionFailed>()(
  "SsoConnectionFailed",
  { ...errorFields(ErrorCode.sso_connection_failed), provider: Provider },
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly of = (provider: Provider) =>
    new SsoConnectionFailed({ error_code: ErrorCode.sso_connection_failed, message: Messages.providerConnectionIssue(providerLabel(provider)), provider })
}

/** The credential of the provider's answer is unknown, used or too old: sign in with the provider again. */
export class SsoConnectionExpired extends Schema.TaggedError<SsoConnectionExpired>()(
  "SsoConnectionExpired",
  { ...errorFields(ErrorCode.sso_connection_expired), provider: Provider },
  HttpApiSchema.annotations({ status: 401 })
) {
  static readonly of = (provider: Provider) =>
    new SsoConnectionExpired({ error_code: ErrorCode.sso_connection_expired, message: Messages.providerConnectionExpired(providerLabel(provider)), provider })
}

export class DifferentProviderLinked extends Schema.TaggedError<DifferentProviderLinked>()(
  "DifferentProviderLinked",
  errorFields(ErrorCode.different_provider_linked),
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly default = () =>
    new DifferentProviderLinked({ error_code: ErrorCode.different_provider_linked, message: Messages.differentProviderLinked })
}

export class HandoverInvalid extends Schema.TaggedError<HandoverInvalid>()(
  "HandoverInvalid",
  errorFields(ErrorCode.handover_invalid),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () =>
    new HandoverInvalid({ error_code: ErrorCode.handover_invalid, message: "This sign-in link has expired. Please sign in again." })
}
