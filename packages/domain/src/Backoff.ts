/** An exponential back-off in milliseconds: the first wait, doubled after each further failure up to the longest. */
export interface Backoff {
  readonly first: number
  readonly max: number
}

/** The wait before attempt `failures + 1`: `first`, then twice as long each time, never more than `max`. */
export const backoffDelay = ({ first, max }: Backoff, failures: number): number => Math.min(first * 2 ** failures, max)
