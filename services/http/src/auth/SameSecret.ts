import { createHash, timingSafeEqual } from "node:crypto"

const digest = (value: string | Uint8Array) => createHash("sha256").update(value).digest()

/**
 * Whether a secret someone gave (a signature, a token, a code, a password) is the one expected,
 * in a time that tells them nothing of how much of it was right. Both are hashed to one length
 * first, so values of any length (text as UTF-8, or bytes) compare, and neither their lengths nor
 * where they differ shows in the time taken.
 */
export const sameSecret = (given: string | Uint8Array, expected: string | Uint8Array): boolean =>
  timingSafeEqual(digest(given), digest(expected))
