import { isPrivateRelayEmail, isValidEmail, normalizeEmail } from "./Email.ts"
import { Messages } from "./Messages.ts"

export interface SignInErrors {
  /** A message about the form as a whole rather than one field */
  readonly form?: string
  readonly email?: string
  readonly password?: string
}

/** Sign-in (spec 2 §5); an empty object means the form can be sent. */
export function signInErrors({ email, password }: { readonly email: string; readonly password: string }): SignInErrors {
  const address = email.trim()
  if (address === "" && password === "") return { form: Messages.allFieldsRequired }
  const errors: { -readonly [K in keyof SignInErrors]: SignInErrors[K] } = {}
  if (address === "") errors.email = Messages.enterEmail
  else if (!isValidEmail(address)) errors.email = Messages.invalidEmail
  if (password === "") errors.password = Messages.enterPassword
  return errors
}

/** Sign-up step 1 checks the lower-cased address (spec 2 §5). */
export function signUpEmailError(email: string): string | null {
  return isValidEmail(normalizeEmail(email)) ? null : Messages.invalidEmail
}

/** Step 2 of the e-mail route: both fields are required. */
export function registrationError({ username, password }: { readonly username: string; readonly password: string }): string | null {
  return username.trim() === "" || password === "" ? Messages.allFieldsRequired : null
}

/**
 * A soft warning, not a refusal: the username equals the part of the e-mail before the @.
 * Compared case-insensitively because usernames are matched that way.
 */
export function usernameEmailWarning(username: string, email: string): string | null {
  const localPart = normalizeEmail(email).split("@")[0] ?? ""
  const name = username.trim().toLowerCase()
  return name !== "" && name === localPart ? Messages.usernameInEmail : null
}

/** The username chosen after single sign-on, trimmed (spec 2 §5). */
export function ssoUsernameError(username: string): string | null {
  return username.trim() === "" ? Messages.enterUsername : null
}

/**
 * Single sign-on asks for an e-mail when the provider gave none, flagged it private, or gave an
 * Apple relay address (spec 2 §5).
 */
export function ssoEmailRequired(provider: { readonly email?: string | null; readonly isPrivateEmail?: boolean }): boolean {
  const email = provider.email?.trim() ?? ""
  return email === "" || provider.isPrivateEmail === true || isPrivateRelayEmail(email)
}

/** Forgot password trims the address before checking it (spec 2 §5). */
export function forgotPasswordError(email: string): string | null {
  const address = email.trim()
  if (address === "") return Messages.enterEmail
  return isValidEmail(address) ? null : Messages.invalidEmail
}

export function resetPasswordError({
  password,
  confirmation
}: {
  readonly password: string
  readonly confirmation: string
}): string | null {
  if (password === "" || confirmation === "") return Messages.resetAllFieldsRequired
  return password === confirmation ? null : Messages.passwordsDoNotMatch
}

/** Linking a provider to an existing account asks for its password. */
export function linkAccountError(password: string): string | null {
  return password === "" ? Messages.enterPassword : null
}

export function dailyEmailError(email: string): string | null {
  return isValidEmail(email.trim()) ? null : Messages.invalidEmail
}
