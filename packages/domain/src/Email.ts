/**
 * A deliberately loose shape check: something@domain.tld without spaces. Whether the address
 * exists is settled by the confirmation e-mail, not by a pattern.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The longest address mail can carry, and the longest part before its @ (RFC 5321). */
const EMAIL_MAX_LENGTH = 254
const EMAIL_LOCAL_PART_MAX_LENGTH = 64

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && email.indexOf("@") <= EMAIL_LOCAL_PART_MAX_LENGTH && EMAIL.test(email)
}

/** Sign-up lower-cases the address (spec 2 §5); surrounding spaces are never part of it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Apple's hide-my-email addresses, which count as a missing e-mail on single sign-on. */
export function isPrivateRelayEmail(email: string): boolean {
  return normalizeEmail(email).endsWith("@privaterelay.appleid.com")
}
