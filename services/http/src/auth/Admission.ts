import { Effect } from "effect"
import { Confirmations, type Redirect } from "../accounts/Confirmations.ts"
import { type Account, SessionsRepo } from "./SessionsRepo.ts"

/**
 * What someone who proved who they are gets: a session, or while the account's e-mail is
 * unconfirmed a confirm key for the verify-your-email notice (spec 2 §4 'Sign-in success'), and
 * the confirmation then leads back to where that sign-in came from, if it says.
 */
export const admit = (account: Account, now: Date, handshakeHash: string | null, redirect: Redirect = {}) =>
  Effect.gen(function* () {
    if (!account.verified) {
      const confirmations = yield* Confirmations
      if (redirect.redirect_context !== undefined || redirect.redirect_url !== undefined) {
        yield* confirmations.redirectPending(account.id, redirect)
      }
      return {
        user: { user_id: account.id, username: account.username },
        email: account.email,
        email_verified: false as const,
        confirm_key: yield* confirmations.issueKey(account.id, now)
      }
    }
    const sessions = yield* SessionsRepo
    return yield* sessions.open(account.id, now, handshakeHash)
  })
