import { Messages } from "./Messages.ts"

/** Ours: long enough for a story about one's cars, short enough for a profile card. */
export const BIO_MAX_LENGTH = 500

/** A bio is kept trimmed; what is left must fit. */
export function bioError(bio: string): string | null {
  return bio.trim().length > BIO_MAX_LENGTH ? Messages.bioTooLong(BIO_MAX_LENGTH) : null
}
