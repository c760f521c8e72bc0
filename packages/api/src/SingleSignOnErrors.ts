import { ErrorCode, Messages, providerLabel, SIGN_IN_PROVIDERS } from "@redline/domain"
import { Schema } from "effect"
import { Refusal } from "./Refusal.ts"

/** Google, Facebook and Apple (spec 2 §1). */
export const Provider = Schema.Literal(...SIGN_IN_PROVIDERS)
export type Provider = typeof Provider.Type

/**
 * Refusals of single sign-on and linking (spec 2 §4 'Single-sign-on check', §8). The first three
 * are steps of the flow rather than failures: they say which screen comes next.
 */

/**
 * No account has this provider identity or its e-mail: the client asks for a username (setusername).
 * `is_private_email`: the provider flagged the e-mail private; with a missing or relay address the client then asks for one.
 */
export class SsoAccountUnknown extends Refusal<SsoAccountUnknown>()(
  "SsoAccountUnknown",
  ErrorCode.sso_account_unknown,
  404,
  "Choose a username to create your account.",
  {
    provider: Provider,
    email: Schema.NullOr(Schema.String),
    is_private_email: Schema.Boolean
  }
) {}

/** An account with this e-mail signs in another way: the client asks for its password (verifylinking). */
export class SsoLinkRequired extends Refusal<SsoLinkRequired>()(
  "SsoLinkRequired",
  ErrorCode.sso_link_required,
  409,
  ({ provider }) => `Sign in to connect your account with ${providerLabel(provider)}`,
  { provider: Provider, email: Schema.String }
) {}

/** The provider shared no e-mail and is not asked for one again (emailrequired). */
export class SsoEmailRequired extends Refusal<SsoEmailRequired>()(
  "SsoEmailRequired",
  ErrorCode.sso_email_required,
  400,
  ({ provider }) => Messages.emailPermissionRequired(providerLabel(provider)),
  { provider: Provider }
) {}

export class SsoConnectionFailed extends Refusal<SsoConnectionFailed>()(
  "SsoConnectionFailed",
  ErrorCode.sso_connection_failed,
  400,
  ({ provider }) => Messages.providerConnectionIssue(providerLabel(provider)),
  { provider: Provider }
) {}

/** The credential of the provider's answer is unknown, used or too old: sign in with the provider again. */
export class SsoConnectionExpired extends Refusal<SsoConnectionExpired>()(
  "SsoConnectionExpired",
  ErrorCode.sso_connection_expired,
  401,
  ({ provider }) => Messages.providerConnectionExpired(providerLabel(provider)),
  { provider: Provider }
) {}

export class DifferentProviderLinked extends Refusal<DifferentProviderLinked>()(
  "DifferentProviderLinked",
  ErrorCode.different_provider_linked,
  409,
  Messages.differentProviderLinked
) {}

export class HandoverInvalid extends Refusal<HandoverInvalid>()(
  "HandoverInvalid",
  ErrorCode.handover_invalid,
  400,
  "This sign-in link has expired. Please sign in again."
) {}
