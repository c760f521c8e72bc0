import { ErrorCode, WeakPassword } from "@redline/api"
import { PasswordStrength, passwordStrength } from "@redline/domain"
import { ZxcvbnFactory } from "@zxcvbn-ts/core"
import * as common from "@zxcvbn-ts/language-common"
import * as english from "@zxcvbn-ts/language-en"
import { Effect } from "effect"

const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations
})

/**
 * Passwords must be strong in the spec's sense (more than 100 million guesses, as estimated by
 * zxcvbn-ts). The account's own username and e-mail count as guessable words. A refusal says why
 * in the estimator's words, which the client shows under the password field.
 */
export const requireStrongPassword = (password: string, account: { readonly username: string; readonly email: string }) =>
  Effect.suspend(() => {
    const estimate = estimator.check(password, [account.username, account.email, account.email.split("@")[0] ?? ""])
    if (passwordStrength(password, estimate.guesses) === PasswordStrength.strong) return Effect.void
    const advice = [estimate.feedback.warning, ...estimate.feedback.suggestions].filter((text): text is string => !!text)
    return Effect.fail(
      new WeakPassword({
        error_code: ErrorCode.weak_password,
        message: ["This password is too easy to guess.", ...(advice.length > 0 ? advice : ["Add another word or two."])].join(" ")
      })
    )
  })
