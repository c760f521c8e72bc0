import { backoffDelay } from "@redline/domain"

/** The session's clock (spec 2 §4, §7 and §9), in milliseconds. */
export const SESSION_TIMING = {
  /** A call made when the access key has this long or less left refreshes it first. */
  refreshAhead: 60_000,
  /** A refresh that failed on the network or the server's side is tried again this many times. */
  refreshRetries: 4,
  /** The first retry waits this long; each further one doubles it. */
  refreshRetry: { first: 100, max: 102_400 },
  /**
   * How long signing out waits for `POST auth/logout`. A failed logout still signs out here; one
   * that hangs does after this, instead of keeping the person on a spinner.
   */
  logoutWait: 5_000
} as const

/** The wait before refresh retry `retry + 1`: 100 ms, 200 ms, 400 ms, 800 ms, never more than 102.4 s. */
export const refreshRetryDelay = (retry: number): number => backoffDelay(SESSION_TIMING.refreshRetry, retry)

/** Whether a key expiring at `expiresAt` is refreshed before a call at `now` (server time); an unreadable expiry is. */
export const needsRefresh = (expiresAt: string, now: number): boolean => !(Date.parse(expiresAt) - now > SESSION_TIMING.refreshAhead)
