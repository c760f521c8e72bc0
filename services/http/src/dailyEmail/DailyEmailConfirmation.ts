import { Outbox } from "@redline/infra"
import { Effect } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { AccountsRepo } from "../accounts/AccountsRepo.ts"
import { RateLimits } from "../RateLimits.ts"
import { DailyEmailLinks } from "./DailyEmailLinks.ts"
import { confirmationMail } from "./DailyEmailMail.ts"

/** Confirmation mails per address: asking again and again for one address mails it once an hour. */
const CONFIRMATION_LIMIT = { max: 1, window: "1 hour" } as const

/**
 * Asking for the Daily Email for an address its asker may not own (the footer's form): the
 * address is mailed a link that puts it on the list, and nothing is stored or changed until its
 * owner follows it. An address already on the list is mailed nothing, and one asked for within
 * the hour is mailed nothing more, counted in the database so every process keeps to it.
 */
export class DailyEmailConfirmation extends Effect.Service<DailyEmailConfirmation>()("@redline/http/DailyEmailConfirmation", {
  effect: Effect.gen(function* () {
    const accounts = yield* AccountsRepo
    const outbox = yield* Outbox
    const links = yield* DailyEmailLinks
    const limits = yield* RateLimits
    const { publicUrl } = yield* AccountsConfig

    return {
      /** `email` as stored: trimmed and lower-cased. */
      ask: (email: string) =>
        Effect.gen(function* () {
          if (yield* accounts.isSubscribedToDailyEmail(email)) return
          if (!(yield* limits.take(`daily-email-confirmation:${email}`, CONFIRMATION_LIMIT.max, CONFIRMATION_LIMIT.window))) return
          yield* outbox.enqueue(confirmationMail(publicUrl, email, links.confirmation(email)))
        })
    } as const
  }),
  dependencies: [DailyEmailLinks.Default]
}) {}
