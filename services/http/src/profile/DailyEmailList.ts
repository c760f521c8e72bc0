import { SqlClient } from "@effect/sql"
import { Outbox } from "@redline/infra"
import { Effect } from "effect"
import { AccountsRepo } from "../accounts/AccountsRepo.ts"
import { transactionOf } from "../Transaction.ts"
import { DailyEmailLinks } from "./DailyEmailLinks.ts"
import { subscribedMail } from "./DailyEmailMail.ts"

/**
 * The Daily Email's list of addresses (stored trimmed and lower-cased). A new address is told it
 * was put on the list, with the link that takes it off, in the transaction that adds it.
 */
export class DailyEmailList extends Effect.Service<DailyEmailList>()("@redline/http/DailyEmailList", {
  effect: Effect.gen(function* () {
    const transaction = transactionOf(yield* SqlClient.SqlClient)
    const accounts = yield* AccountsRepo
    const outbox = yield* Outbox
    const links = yield* DailyEmailLinks

    return {
      subscribe: (email: string) =>
        transaction(
          Effect.gen(function* () {
            if (!(yield* accounts.subscribeDailyEmail(email))) return
            yield* outbox.enqueue(subscribedMail(email, { page: links.page(email), oneClick: links.oneClick(email) }))
          })
        ),
      unsubscribe: (email: string) => accounts.unsubscribeDailyEmail(email),
      isSubscribed: (email: string) => accounts.isSubscribedToDailyEmail(email)
    } as const
  }),
  dependencies: [DailyEmailLinks.Default]
}) {}
