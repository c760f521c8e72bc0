import { HttpApiSchema } from "@effect/platform"
import { Messages } from "@redline/domain"
import { Schema } from "effect"
import { ErrorCode, errorFields } from "./ApiErrors.ts"

/**
 * Refusals of sign-up, sign-in, sessions and password reset (spec 2 §8). Where the spec quotes
 * the words they are the default message; the client maps the codes to its screens.
 */

export class AccountLocked extends Schema.TaggedError<AccountLocked>()(
  "AccountLocked",
  errorFields(ErrorCode.account_locked),
  HttpApiSchema.annotations({ status: 423 })
) {
  static readonly default = () => new AccountLocked({ error_code: ErrorCode.account_locked, message: Messages.accountLocked })
}

export class FieldsRequired extends Schema.TaggedError<FieldsRequired>()(
  "FieldsRequired",
  errorFields(ErrorCode.fields_required),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () => new FieldsRequired({ error_code: ErrorCode.fields_required, message: Messages.allFieldsRequired })
}

export class InvalidEmail extends Schema.TaggedError<InvalidEmail>()(
  "InvalidEmail",
  errorFields(ErrorCode.invalid_email),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () => new InvalidEmail({ error_code: ErrorCode.invalid_email, message: Messages.invalidEmail })
}

/** The e-mail route sends the user back to step 1 with the 'exists' flag; the body says which address. */
export class EmailExists extends Schema.TaggedError<EmailExists>()(
  "EmailExists",
  { ...errorFields(ErrorCode.email_exists), email: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly of = (email: string) => new EmailExists({ error_code: ErrorCode.email_exists, message: Messages.accountExists, email })
}

/** Which username rule failed (spec 2 §5), with that rule's message. */
export class InvalidUsername extends Schema.TaggedError<InvalidUsername>()(
  "InvalidUsername",
  {
    ...errorFields(ErrorCode.invalid_username),
    rule: Schema.Literal("empty", "invalid_characters", "too_short", "too_long", "inappropriate")
  },
  HttpApiSchema.annotations({ status: 400 })
) {}

export class UsernameTaken extends Schema.TaggedError<UsernameTaken>()(
  "UsernameTaken",
  errorFields(ErrorCode.username_taken),
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly default = () => new UsernameTaken({ error_code: ErrorCode.username_taken, message: Messages.usernameTaken })
}

/** The client shows the server's words under the password field, so they say what to do. */
export class WeakPassword extends Schema.TaggedError<WeakPassword>()(
  "WeakPassword",
  errorFields(ErrorCode.weak_password),
  HttpApiSchema.annotations({ status: 400 })
) {}

export class BotSuspected extends Schema.TaggedError<BotSuspected>()(
  "BotSuspected",
  errorFields(ErrorCode.bot_suspected),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () => new BotSuspected({ error_code: ErrorCode.bot_suspected, message: Messages.robotSuspected })
}

export class TermsNotAccepted extends Schema.TaggedError<TermsNotAccepted>()(
  "TermsNotAccepted",
  errorFields(ErrorCode.terms_not_accepted),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () =>
    new TermsNotAccepted({ error_code: ErrorCode.terms_not_accepted, message: "Please accept the Terms of Use and Privacy Policy to create an account." })
}

/** A confirmation link that is unknown, used or expired: the client's 'token' error state. */
export class ConfirmationInvalid extends Schema.TaggedError<ConfirmationInvalid>()(
  "ConfirmationInvalid",
  errorFields(ErrorCode.confirmation_invalid),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () =>
    new ConfirmationInvalid({ error_code: ErrorCode.confirmation_invalid, message: Messages.confirmationLinkInvalid })
}

/** The confirm key held while an e-mail is unconfirmed is unknown, used or expired: sign in again. */
export class ConfirmKeyInvalid extends Schema.TaggedError<ConfirmKeyInvalid>()(
  "ConfirmKeyInvalid",
  errorFields(ErrorCode.confirm_key_invalid),
  HttpApiSchema.annotations({ status: 401 })
) {
  static readonly default = () => new ConfirmKeyInvalid({ error_code: ErrorCode.confirm_key_invalid, message: Messages.sessionExpired })
}

export class EmailNotConfirmed extends Schema.TaggedError<EmailNotConfirmed>()(
  "EmailNotConfirmed",
  errorFields(ErrorCode.email_not_confirmed),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () =>
    new EmailNotConfirmed({ error_code: ErrorCode.email_not_confirmed, message: "Please click the button in the email we sent to confirm your email." })
}

/** The access key is past its expiry: the client refreshes and retries the call once (spec 2 §7). */
export class AccessExpired extends Schema.TaggedError<AccessExpired>()(
  "AccessExpired",
  errorFields(ErrorCode.access_expired),
  HttpApiSchema.annotations({ status: 401 })
) {
  static readonly default = () => new AccessExpired({ error_code: ErrorCode.access_expired, message: Messages.sessionExpired })
}

export class RefreshKeyMissing extends Schema.TaggedError<RefreshKeyMissing>()(
  "RefreshKeyMissing",
  errorFields(ErrorCode.refresh_key_missing),
  HttpApiSchema.annotations({ status: 401 })
) {
  static readonly default = () => new RefreshKeyMissing({ error_code: ErrorCode.refresh_key_missing, message: Messages.sessionExpired })
}

/**
 * The two 'handshake needed' codes (spec 2 §7): the client makes a new handshake, then refreshes.
 * Required: a browser session's change came without a live handshake.
 */
export class HandshakeRequired extends Schema.TaggedError<HandshakeRequired>()(
  "HandshakeRequired",
  errorFields(ErrorCode.handshake_required),
  HttpApiSchema.annotations({ status: 401 })
) {
  static readonly default = () =>
    new HandshakeRequired({ error_code: ErrorCode.handshake_required, message: "This request needs a session handshake." })
}

/** The request's signature is wrong or its timestamp too far from the server's clock. */
export class SignatureInvalid extends Schema.TaggedError<SignatureInvalid>()(
  "SignatureInvalid",
  errorFields(ErrorCode.signature_invalid),
  HttpApiSchema.annotations({ status: 401 })
) {
  static readonly default = () =>
    new SignatureInvalid({ error_code: ErrorCode.signature_invalid, message: "This request's signature is invalid or too old." })
}

export class AccountNotFound extends Schema.TaggedError<AccountNotFound>()(
  "AccountNotFound",
  errorFields(ErrorCode.account_not_found),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () => new AccountNotFound({ error_code: ErrorCode.account_not_found, message: Messages.accountNotFound })
}

/** A reset link or reset key that is unknown, used or expired: the client's 'token' error state. */
export class ResetInvalid extends Schema.TaggedError<ResetInvalid>()(
  "ResetInvalid",
  errorFields(ErrorCode.reset_invalid),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () => new ResetInvalid({ error_code: ErrorCode.reset_invalid, message: Messages.confirmationLinkExpired })
}

export class IncorrectPassword extends Schema.TaggedError<IncorrectPassword>()(
  "IncorrectPassword",
  errorFields(ErrorCode.incorrect_password),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () => new IncorrectPassword({ error_code: ErrorCode.incorrect_password, message: Messages.incorrectPassword })
}
