import { SqlClient } from "@effect/sql"
import type { SignUp } from "@redline/api"
import { isReservedUsername } from "@redline/domain"
import { Effect } from "effect"
import { transactionOf } from "../Transaction.ts"
import { AccountsRepo, UserTaken } from "./AccountsRepo.ts"
import { Confirmations, type Redirect } from "./Confirmations.ts"

export interface NewAccount {
  readonly username: string
  /** Lower-cased. */
  readonly email: string
  /** Null for an account that signs in only through a provider. */
  readonly passwordHash: string | null
  /** True when a provider vouched for the address; otherwise a verification e-mail goes out. */
  readonly verified: boolean
  readonly dailyEmail: boolean
  readonly attribution: { readonly attribution_source: string | null; readonly attribution_id: string | null }
  readonly redirect: Redirect
}

// Attribution codes are short; anything longer is not one and is dropped rather than refused.
const ATTRIBUTION_MAX_LENGTH = 200

/** Where the sign-up says the person came from, as the account keeps it. */
export const attribution = (signUp: SignUp): NewAccount["attribution"] => {
  const fit = (value: string | undefined) => (value === undefined || value.length > ATTRIBUTION_MAX_LENGTH ? null : value)
  return signUp.clear_attribution === true
    ? { attribution_source: null, attribution_id: null }
    : { attribution_source: fit(signUp.attribution_source), attribution_id: fit(signUp.attribution_id) }
}

export interface CreatedAccount {
  readonly id: number
  readonly username: string
  readonly email: string
}

/** Accounts people make themselves, by e-mail or with a provider. */
export class NewAccounts extends Effect.Service<NewAccounts>()("@redline/http/NewAccounts", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const accounts = yield* AccountsRepo
    const confirmations = yield* Confirmations
    const transaction = transactionOf(sql)

    /**
     * Creates an account, finding a taken e-mail before a taken username (the e-mail route sends
     * the user back to step 1); a mention keyword (`@seller`) is taken by the site. `alongside` runs in the same transaction, as does the verification
     * e-mail of an unconfirmed address, so a refused sign-up leaves nothing behind.
     */
    const create = <R>(
      account: NewAccount,
      now: Date,
      alongside: (created: CreatedAccount) => Effect.Effect<void, never, R>
    ): Effect.Effect<CreatedAccount, UserTaken, R> =>
      Effect.gen(function* () {
        const taken = yield* accounts.taken(account.email, account.username)
        if (taken.email) return yield* new UserTaken({ taken: "email" })
        if (taken.username || isReservedUsername(account.username)) return yield* new UserTaken({ taken: "username" })
        // Someone who takes the name or address between the check and the insert is found by the insert.
        return yield* transaction(
          Effect.gen(function* () {
            const id = yield* accounts.insert({
              email: account.email,
              username: account.username,
              passwordHash: account.passwordHash,
              verified: account.verified,
              acceptedTermsAt: now,
              attribution: account.attribution
            })
            if (account.dailyEmail) yield* accounts.subscribeDailyEmail(account.email)
            const created = { id, username: account.username, email: account.email }
            if (!account.verified) yield* confirmations.sendLink(created, account.redirect, now)
            yield* alongside(created)
            return created
          })
        )
      })

    return { create } as const
  })
}) {}
