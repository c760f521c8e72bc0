import { ErrorCode, WeakPassword } from "@redline/api"
import { PasswordStrength } from "@redline/domain"
import { estimatePassword, guessableWordsOf } from "@redline/domain/PasswordEstimate"
import { Effect } from "effect"

/**
 * Passwords must be strong in the spec's sense (more than 100 million guesses, as estimated by
 * zxcvbn-ts). The account's own username and e-mail count as guessable words. A refusal says why
 * in the estimator's words, which the client shows under the password field.
 */
export const requireStrongPassword = (password: string, account: { readonly username: string; readonly email: string }) =>
  Effect.suspend(() => {
    const estimate = estimatePassword(password, guessableWordsOf(account))
    if (estimate.strength === PasswordStrength.strong) return Effect.void
    const advice = estimate.advice.length > 0 ? estimate.advice : ["Add another word or two."]
    return Effect.fail(
      new WeakPassword({
        error_code: ErrorCode.weak_password,
        message: ["This password is too easy to guess.", ...advice].join(" ")
      })
    )
  })
