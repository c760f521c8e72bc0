import { usernameKey } from "./Username.ts"

/** An auction's watch as one user sees it: whether they watch it, and how many people do. */
export interface WatchCount {
  readonly watching: boolean
  readonly watchers: number
}

/**
 * The watch once the user asks to watch or not (spec 1 §4): watching takes the new value and
 * the count moves by one with it. Asking for what already is changes nothing, so a watch is
 * never counted twice.
 */
export function watchedAs<T extends WatchCount>(state: T, watching: boolean): T {
  if (state.watching === watching) return state
  return { ...state, watching, watchers: Math.max(0, state.watchers + (watching ? 1 : -1)) }
}

/** Sellers cannot watch their own auction; the seller is matched by username (spec 1 §6). */
export function isAuctionSeller(username: string, seller: string): boolean {
  return usernameKey(username) === usernameKey(seller)
}
