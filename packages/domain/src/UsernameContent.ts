import { Messages } from "./Messages.ts"
import { type UsernameProblem, usernameProblem } from "./Username.ts"

/**
 * Offensive inside any name: no ordinary word or name contains these.
 */
const OFFENSIVE_ANYWHERE = ["fuck", "nigger", "faggot", "cocksucker", "blowjob", "whore", "bitch"]

/**
 * Offensive as a word of the name (the parts between underscores), but fragments of ordinary
 * names elsewhere: Scunthorpe, Yoshitaka, Nazir and therapist stay allowed.
 */
const OFFENSIVE_WORDS = ["cunt", "shit", "slut", "nazi", "spic", "kike", "chink", "rapist", "retard", "porn", "pussy", "asshole", "dildo"]

/** Digits standing in for letters (sh1t, b1tch) are read as those letters. */
const DISGUISES: Readonly<Record<string, string>> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b" }

/** 'Username contains inappropriate content' (spec 2 §5): checked by the server after the spelling rules. */
export function usernameIsInappropriate(username: string): boolean {
  const plain = username.toLowerCase().replace(/[0134578]/g, (digit) => DISGUISES[digit] ?? digit)
  if (OFFENSIVE_ANYWHERE.some((word) => plain.includes(word))) return true
  return plain.split("_").some((part) => OFFENSIVE_WORDS.includes(part))
}

/** Why a username can't be taken by a new account, as the server tells it; null when it can. */
export interface NewUsernameProblem {
  readonly rule: UsernameProblem["_tag"] | "inappropriate"
  readonly message: string
}

/** The username rules of spec 2 §5, in the order the user is told about them: the spelling, then the content. */
export function newUsernameProblem(username: string): NewUsernameProblem | null {
  const problem = usernameProblem(username)
  if (problem !== null) return { rule: problem._tag, message: problem.message }
  return usernameIsInappropriate(username) ? { rule: "inappropriate", message: Messages.usernameInappropriate } : null
}
