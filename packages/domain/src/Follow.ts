import { isRunning } from "./AuctionStatus.ts"
import { Messages } from "./Messages.ts"
import { isRemovedUsername, usernameKey, usernameProblem } from "./Username.ts"

/** Why a follow can't be made; null when it can. */
export type FollowProblem = { readonly _tag: "self"; readonly message: string }

/** A signed-in user cannot follow themselves (spec 3 §5); usernames match whatever their case. */
export function followProblem(follower: string, followed: string): FollowProblem | null {
  return usernameKey(follower) === usernameKey(followed) ? { _tag: "self", message: Messages.cannotFollowSelf } : null
}

/** A user as one reader sees them: whether the reader follows them, and how many people do. */
export interface FollowCount {
  readonly is_followed: boolean
  readonly follower_count: number
}

/**
 * The follow once the reader asks to follow or not (spec 3 §4): `is_followed` takes the new value
 * and the follower count moves by one with it. Asking for what already is changes nothing.
 */
export function followedAs<T extends FollowCount>(user: T, following: boolean): T {
  if (user.is_followed === following) return user
  return { ...user, is_followed: following, follower_count: Math.max(0, user.follower_count + (following ? 1 : -1)) }
}

/**
 * Whether a Follow button is offered for `username` to `reader` (null for a visitor, who is
 * offered it and sent to sign in): not for one's own name, nor for a removed account's or a name
 * that could not be a username at all (spec 3 §5).
 */
export function offersFollow(reader: string | null, username: string): boolean {
  if (usernameProblem(username) !== null || isRemovedUsername(username)) return false
  return reader === null || followProblem(reader, username) === null
}

/** What the follow banner needs to know of an auction. */
export interface FollowBannerAuction {
  readonly status: number
  readonly seller: string
  readonly winner: string | null
}

/**
 * The auction page's follow banner shows only while the auction runs, and never to its seller or
 * its winner (spec 1 §4, spec 3 §4); visitors see it and are sent to sign in by its button.
 */
export function showsFollowBanner(auction: FollowBannerAuction, reader: string | null): boolean {
  if (!isRunning(auction.status) || !offersFollow(reader, auction.seller)) return false
  return reader === null || auction.winner === null || usernameKey(reader) !== usernameKey(auction.winner)
}
