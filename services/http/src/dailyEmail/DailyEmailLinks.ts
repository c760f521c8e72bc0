import { Effect } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { sameSecret } from "../auth/SameSecret.ts"
import { type SigningPurpose, SigningKey } from "../auth/SigningKey.ts"

/**
 * The links of Daily Email mail: the address and a token, the server's signature of the address
 * for what the link does, so a link acts on that address alone, for good, and nothing is stored.
 * An unsubscribe link takes the address off the list; a confirmation link, mailed when someone
 * asks for the list at the footer's form, puts it on; neither's token passes for the other's. A
 * new SIGNING_KEY ends the links mailed before it.
 */
export class DailyEmailLinks extends Effect.Service<DailyEmailLinks>()("@redline/http/DailyEmailLinks", {
  effect: Effect.gen(function* () {
    const signingKey = yield* SigningKey
    const { publicUrl } = yield* AccountsConfig
    /** `email` as stored: trimmed and lower-cased. */
    const tokenOf = (purpose: SigningPurpose, email: string) => signingKey.sign(purpose, email)
    const query = (purpose: SigningPurpose, email: string) => `email=${encodeURIComponent(email)}&token=${tokenOf(purpose, email)}`

    return {
      /** Whether `token` is the one the address's unsubscribe links carry. */
      isValid: (email: string, token: string | undefined): boolean => sameSecret(token ?? "", tokenOf("daily_email_unsubscribe", email)),
      /** The page the mail's link opens, which asks before it unsubscribes. */
      page: (email: string) => `${publicUrl}/daily-email/unsubscribe?${query("daily_email_unsubscribe", email)}`,
      /** Where the mail program's one-click POST unsubscribes (RFC 8058), in `List-Unsubscribe`. */
      oneClick: (email: string) => `${publicUrl}/api/v1/auth/daily_email/unsubscribe?${query("daily_email_unsubscribe", email)}`,
      /** Whether `token` is the one the address's confirmation link carries. */
      confirms: (email: string, token: string | undefined): boolean => sameSecret(token ?? "", tokenOf("daily_email_confirm", email)),
      /** The page the confirmation mail's link opens, which asks before it puts the address on the list. */
      confirmation: (email: string) => `${publicUrl}/daily-email/confirm?${query("daily_email_confirm", email)}`
    } as const
  })
}) {}
