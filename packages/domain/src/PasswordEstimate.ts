import { ZxcvbnFactory } from "@zxcvbn-ts/core"
import * as common from "@zxcvbn-ts/language-common"
import * as english from "@zxcvbn-ts/language-en"
import { PasswordStrength, passwordStrength } from "./PasswordStrength.ts"

/*
 * The estimate behind the spec's rule, one estimator for the browser's strength meter and the
 * server's check, so the meter never calls a password strong that the server then refuses.
 * Its dictionaries are most of its weight: it is a module of its own, outside the package's
 * index, so the browser loads it only where someone types a new password.
 */
const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations
})

export interface PasswordEstimate {
  readonly strength: PasswordStrength
  /** The estimator's warning and suggestions, for a password that is not strong. */
  readonly advice: ReadonlyArray<string>
}

/** An account's own username and e-mail address are what a guesser tries first. */
export function guessableWordsOf(account: { readonly username?: string; readonly email?: string }): ReadonlyArray<string> {
  const email = account.email?.trim().toLowerCase() ?? ""
  return [account.username?.trim() ?? "", email, email.split("@")[0] ?? ""].filter((word) => word !== "")
}

export function estimatePassword(password: string, guessableWords: ReadonlyArray<string> = []): PasswordEstimate {
  if (password === "") return { strength: passwordStrength(password, 0), advice: [] }
  const estimate = estimator.check(password, [...guessableWords])
  return {
    strength: passwordStrength(password, estimate.guesses),
    advice: [estimate.feedback.warning, ...estimate.feedback.suggestions].filter((text): text is string => !!text)
  }
}

/**
 * Why a new password of the account is refused, or null when it is strong (spec 2 §5: more than
 * 100 million guesses). The account's own username and e-mail count as guessable words; the
 * words are the estimator's, which the client shows under the password field.
 */
export function weakPasswordMessage(password: string, account: { readonly username: string; readonly email: string }): string | null {
  const estimate = estimatePassword(password, guessableWordsOf(account))
  if (estimate.strength === PasswordStrength.strong) return null
  const advice = estimate.advice.length > 0 ? estimate.advice : ["Add another word or two."]
  return ["This password is too easy to guess.", ...advice].join(" ")
}
