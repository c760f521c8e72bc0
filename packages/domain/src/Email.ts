/**
 * A deliberately loose shape check: something@domain.tld without spaces. Whether the address
 * exists is settled by the confirmation e-mail, not by a pattern.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email)
}

/** Sign-up lower-cases the address (spec 2 §5); surrounding spaces are never part of it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Apple's hide-my-email addresses, which count as a missing e-mail on single sign-on. */
export function isPrivateRelayEmail(email: string): boolean {
  return normalizeEmail(email).endsWith("@privaterelay.appleid.com")
}
