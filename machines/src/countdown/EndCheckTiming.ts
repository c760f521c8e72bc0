/**
 * The end check's clock (spec 1 §4, §8, §9), in milliseconds. The spec fixes the random wait
 * and the 10 attempts; the back-off's first step and ceiling are ours.
 */
export const END_CHECK_TIMING = {
  /**
   * At zero the countdown waits a random 4.5 to 6 s before asking: the server closes the auction
   * at its end, and spreading the watchers' questions keeps a popular ending from arriving as
   * one burst.
   */
  settleMin: 4_500,
  settleMax: 6_000,
  /** The wait after the first failed check; each further failure doubles it. */
  backoffFirst: 1_000,
  backoffMax: 30_000,
  /** Failed checks after which the countdown stays on 'Checking...'; a live end event still settles it. */
  attempts: 10
} as const

/** The wait before the first check, for a `random` number in [0, 1). */
export const settleDelay = (random: number): number =>
  END_CHECK_TIMING.settleMin + random * (END_CHECK_TIMING.settleMax - END_CHECK_TIMING.settleMin)

/** The wait after `failures` failed checks: 1 s, 2 s, 4 s, ... never more than 30 s. */
export const endCheckBackoff = (failures: number): number =>
  Math.min(END_CHECK_TIMING.backoffFirst * 2 ** Math.max(0, failures - 1), END_CHECK_TIMING.backoffMax)
