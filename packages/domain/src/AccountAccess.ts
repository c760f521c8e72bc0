/** What deciding whether an account may be signed in to needs to know of it. */
export interface AccountStanding {
  /** Staff disabled the account. */
  readonly banned: boolean
  /** Until when wrong passwords locked it, if they did. */
  readonly lockedUntil: Date | null
}

/** Locked by wrong passwords until its lock's time, which is no longer locked. */
export function isLocked(account: Pick<AccountStanding, "lockedUntil">, now: Date): boolean {
  return account.lockedUntil !== null && account.lockedUntil > now
}

/**
 * Whether the account may be signed in to, or a reset be mailed for it (spec 2 §4): not when
 * disabled, whatever else holds, nor while it is locked.
 */
export function accountAccessRefusal(account: AccountStanding, now: Date): "disabled" | "locked" | null {
  if (account.banned) return "disabled"
  return isLocked(account, now) ? "locked" : null
}
