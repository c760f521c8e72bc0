import { Effect } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { sameSecret } from "../auth/SameSecret.ts"
import { SigningKey } from "../auth/SigningKey.ts"

/**
 * The unsubscribe links of Daily Email mail: the address and a token, the server's signature of
 * the address, so a link unsubscribes that address alone, for good, and nothing is stored. A new
 * SIGNING_KEY ends the links mailed before it.
 */
export class DailyEmailLinks extends Effect.Service<DailyEmailLinks>()("@redline/http/DailyEmailLinks", {
  effect: Effect.gen(function* () {
    const signingKey = yield* SigningKey
    const { publicUrl } = yield* AccountsConfig
    /** `email` as stored: trimmed and lower-cased. */
    const tokenOf = (email: string) => signingKey.sign("daily_email_unsubscribe", email)
    const query = (email: string) => `email=${encodeURIComponent(email)}&token=${tokenOf(email)}`

    return {
      /** Whether `token` is the one the address's links carry. */
      isValid: (email: string, token: string | undefined): boolean => sameSecret(token ?? "", tokenOf(email)),
      /** The page the mail's link opens, which asks before it unsubscribes. */
      page: (email: string) => `${publicUrl}/daily-email/unsubscribe?${query(email)}`,
      /** Where the mail program's one-click POST unsubscribes (RFC 8058), in `List-Unsubscribe`. */
      oneClick: (email: string) => `${publicUrl}/api/v1/auth/daily_email/unsubscribe?${query(email)}`
    } as const
  })
}) {}
