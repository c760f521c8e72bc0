import { SqlClient } from "@effect/sql"
import { Outbox } from "@redline/infra"
import { Effect } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { AccountsRepo } from "../accounts/AccountsRepo.ts"
import { transactionOf } from "../Transaction.ts"
import { DailyEmailLinks } from "./DailyEmailLinks.ts"
import { subscribedMail } from "./DailyEmailMail.ts"

/**
 * The Daily Email's list of addresses (stored trimmed and lower-cased). An address put on the
 * list is told so, with the link that takes it off, in the transaction that adds it: once ever,
 * so leaving and coming back doesn't mail it again.
 */
export class DailyEmailList extends Effect.Service<DailyEmailList>()("@redline/http/DailyEmailList", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const accounts = yield* AccountsRepo
    const outbox = yield* Outbox
    const links = yield* DailyEmailLinks
    const { publicUrl } = yield* AccountsConfig

    /** Whether the address has not been welcomed before; it is from now on. */
    const firstWelcome = (email: string) =>
      sql`INSERT INTO daily_email_welcomes ${sql.insert({ email })} ON CONFLICT (email) DO NOTHING RETURNING email`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    return {
      subscribe: (email: string) =>
        transaction(
          Effect.gen(function* () {
            if (!(yield* accounts.subscribeDailyEmail(email))) return
            if (!(yield* firstWelcome(email))) return
            yield* outbox.enqueue(subscribedMail(publicUrl, email, { page: links.page(email), oneClick: links.oneClick(email) }))
          })
        ),
      unsubscribe: (email: string) => accounts.unsubscribeDailyEmail(email),
      isSubscribed: (email: string) => accounts.isSubscribedToDailyEmail(email)
    } as const
  }),
  dependencies: [DailyEmailLinks.Default]
}) {}
