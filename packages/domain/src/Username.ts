import { Messages } from "./Messages.ts"

/** The spec gives the minimum; the maximum is ours: room for a name, short enough for a card. */
export const USERNAME_LENGTH = { min: 2, max: 30 } as const

export interface UsernameProblem {
  readonly _tag: "empty" | "invalid_characters" | "too_short" | "too_long"
  readonly message: string
}

/** Letters are ASCII only: usernames appear in profile URLs and are matched case-insensitively. */
const USERNAME_CHARACTERS = /^[A-Za-z0-9_]+$/

/** Underscores only separate: a name needs a letter or a digit to be one at all. */
const NAMING_CHARACTER = /[A-Za-z0-9]/

/**
 * The server's username rules (spec 2 §5). Characters are checked before length so 'a!' is told
 * what to fix rather than that it is short. 'Username must contain at least one character'
 * (the `empty` rule) means a letter or a digit: a blank name, or one of underscores only ('__').
 */
export function usernameProblem(username: string): UsernameProblem | null {
  if (username.trim() === "") return { _tag: "empty", message: Messages.usernameEmpty }
  if (!USERNAME_CHARACTERS.test(username)) {
    return { _tag: "invalid_characters", message: Messages.usernameInvalidCharacters }
  }
  if (!NAMING_CHARACTER.test(username)) return { _tag: "empty", message: Messages.usernameEmpty }
  if (username.length < USERNAME_LENGTH.min) return { _tag: "too_short", message: Messages.usernameTooShort }
  if (username.length > USERNAME_LENGTH.max) return { _tag: "too_long", message: Messages.usernameTooLong }
  return null
}

/** Users, follows and the blocklist are keyed by the lower-cased username (spec 2 §3, spec 3 §3). */
export function usernameKey(username: string): string {
  return username.toLowerCase()
}

/**
 * Words a comment's `@` reads as a role of the auction rather than a member (spec 3 §5 'Mentions
 * and keywords … become profile links'): `@seller` is the auction's seller. No account takes one
 * as its username, so a keyword never also names someone.
 */
export const MENTION_KEYWORDS = ["seller"] as const

/** A username a new account can't take: a mention keyword, in any case ('This username is already taken'). */
export function isReservedUsername(username: string): boolean {
  return (MENTION_KEYWORDS as ReadonlyArray<string>).includes(usernameKey(username))
}

const REMOVED_PREFIX = "removed_"

/** Removed accounts keep a placeholder username (spec 3 §2). */
export function isRemovedUsername(username: string): boolean {
  return username.startsWith(REMOVED_PREFIX)
}

/** A removed account's placeholder username is shown as '[removed]' (spec 3 §2). */
export function displayUsername(username: string): string {
  return isRemovedUsername(username) ? "[removed]" : username
}
