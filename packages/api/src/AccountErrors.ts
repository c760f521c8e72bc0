import { ErrorCode, Messages } from "@redline/domain"
import { Schema } from "effect"
import { Refusal } from "./Refusal.ts"

/**
 * Refusals of sign-up, sign-in, sessions and password reset (spec 2 §8). Where the spec quotes
 * the words they are the default message; the client maps the codes to its screens.
 */

export class AccountLocked extends Refusal<AccountLocked>()("AccountLocked", ErrorCode.account_locked, 423, Messages.accountLocked) {}

export class FieldsRequired extends Refusal<FieldsRequired>()(
  "FieldsRequired",
  ErrorCode.fields_required,
  400,
  Messages.allFieldsRequired
) {}

export class InvalidEmail extends Refusal<InvalidEmail>()("InvalidEmail", ErrorCode.invalid_email, 400, Messages.invalidEmail) {}

/** The e-mail route sends the user back to step 1 with the 'exists' flag; the body says which address. */
export class EmailExists extends Refusal<EmailExists>()("EmailExists", ErrorCode.email_exists, 409, Messages.accountExists, {
  email: Schema.String
}) {}

/** Which username rule failed (spec 2 §5), with that rule's message. */
export class InvalidUsername extends Refusal<InvalidUsername>()("InvalidUsername", ErrorCode.invalid_username, 400, null, {
  rule: Schema.Literal("empty", "invalid_characters", "too_short", "too_long", "inappropriate")
}) {}

export class UsernameTaken extends Refusal<UsernameTaken>()("UsernameTaken", ErrorCode.username_taken, 409, Messages.usernameTaken) {}

/** The client shows the server's words under the password field, so they say what to do. */
export class WeakPassword extends Refusal<WeakPassword>()("WeakPassword", ErrorCode.weak_password, 400, null) {}

export class BotSuspected extends Refusal<BotSuspected>()("BotSuspected", ErrorCode.bot_suspected, 400, Messages.robotSuspected) {}

/** Sign-in to an e-mail address that failed a few times needs the bot check's proof of work (`recaptcha`). */
export class BotCheckRequired extends Refusal<BotCheckRequired>()(
  "BotCheckRequired",
  ErrorCode.bot_check_required,
  403,
  Messages.botCheckRequired
) {}

export class TermsNotAccepted extends Refusal<TermsNotAccepted>()(
  "TermsNotAccepted",
  ErrorCode.terms_not_accepted,
  400,
  "Please accept the Terms of Use and Privacy Policy to create an account."
) {}

/** A confirmation link that is unknown, used or expired: the client's 'token' error state. */
export class ConfirmationInvalid extends Refusal<ConfirmationInvalid>()(
  "ConfirmationInvalid",
  ErrorCode.confirmation_invalid,
  400,
  Messages.confirmationLinkInvalid
) {}

/** The confirm key held while an e-mail is unconfirmed is unknown, used or expired: sign in again. */
export class ConfirmKeyInvalid extends Refusal<ConfirmKeyInvalid>()(
  "ConfirmKeyInvalid",
  ErrorCode.confirm_key_invalid,
  401,
  Messages.sessionExpired
) {}

export class EmailNotConfirmed extends Refusal<EmailNotConfirmed>()(
  "EmailNotConfirmed",
  ErrorCode.email_not_confirmed,
  403,
  "Please click the button in the email we sent to confirm your email."
) {}

/** The access key is past its expiry: the client refreshes and retries the call once (spec 2 §7). */
export class AccessExpired extends Refusal<AccessExpired>()("AccessExpired", ErrorCode.access_expired, 401, Messages.sessionExpired) {}

export class RefreshKeyMissing extends Refusal<RefreshKeyMissing>()(
  "RefreshKeyMissing",
  ErrorCode.refresh_key_missing,
  401,
  Messages.sessionExpired
) {}

/**
 * The two 'handshake needed' codes (spec 2 §7): the client makes a new handshake, then refreshes.
 * Required: a browser session's change came without a live handshake.
 */
export class HandshakeRequired extends Refusal<HandshakeRequired>()(
  "HandshakeRequired",
  ErrorCode.handshake_required,
  401,
  "This request needs a session handshake."
) {}

/** The request's signature is wrong or its timestamp too far from the server's clock. */
export class SignatureInvalid extends Refusal<SignatureInvalid>()(
  "SignatureInvalid",
  ErrorCode.signature_invalid,
  401,
  "This request's signature is invalid or too old."
) {}

export class AccountNotFound extends Refusal<AccountNotFound>()(
  "AccountNotFound",
  ErrorCode.account_not_found,
  404,
  Messages.accountNotFound
) {}

/** A reset link or reset key that is unknown, used or expired: the client's 'token' error state. */
export class ResetInvalid extends Refusal<ResetInvalid>()("ResetInvalid", ErrorCode.reset_invalid, 400, Messages.confirmationLinkExpired) {}

export class IncorrectPassword extends Refusal<IncorrectPassword>()(
  "IncorrectPassword",
  ErrorCode.incorrect_password,
  400,
  Messages.incorrectPassword
) {}

/**
 * Unsubscribing an address from the Daily Email takes the token of the link mailed to it, or a
 * session of the account with that address. The default words are for a missing or wrong token.
 */
export class UnsubscribeNotAllowed extends Refusal<UnsubscribeNotAllowed>()(
  "UnsubscribeNotAllowed",
  ErrorCode.unsubscribe_not_allowed,
  403,
  Messages.unsubscribeLinkInvalid
) {}

/** Putting an address on the Daily Email by its confirmation link takes the token mailed to it. */
export class DailyEmailConfirmationInvalid extends Refusal<DailyEmailConfirmationInvalid>()(
  "DailyEmailConfirmationInvalid",
  ErrorCode.daily_email_confirmation_invalid,
  403,
  Messages.dailyEmailConfirmationInvalid
) {}
