/**
 * How sign-in slows guessing without locking the owner out (ours; the spec has no numbers).
 * Counted in fixed hours: per client address, the first failures are free and each further one
 * makes the address wait before its next try, the wait doubling up to a ceiling; per e-mail
 * address, after a few failures from anywhere every try needs the bot check's proof of work,
 * which the owner's browser solves on its own. The right password with a valid proof always
 * signs in, so no one can keep an owner out.
 */
export const SIGN_IN_THROTTLE = {
  /** The window failures are counted in. */
  window: "1 hour",
  /** Failures an address makes before it waits. */
  freeFailures: 5,
  /** The wait after the first failure past the free ones, in seconds; it doubles with each further one. */
  firstWaitSeconds: 2,
  maxWaitSeconds: 300,
  /** Failures for one e-mail address, from anywhere, after which signing in to it needs the bot check. */
  failuresBeforeBotCheck: 3
} as const

/** How long an address that failed `failures` times in the window waits after its latest failure, in seconds. */
export function signInWaitSeconds(failures: number): number {
  const past = failures - SIGN_IN_THROTTLE.freeFailures
  if (past < 1) return 0
  return Math.min(SIGN_IN_THROTTLE.maxWaitSeconds, SIGN_IN_THROTTLE.firstWaitSeconds * 2 ** (past - 1))
}

/** Whether signing in to an e-mail address that failed `failures` times in the window needs the bot check. */
export function signInNeedsBotCheck(failures: number): boolean {
  return failures >= SIGN_IN_THROTTLE.failuresBeforeBotCheck
}
