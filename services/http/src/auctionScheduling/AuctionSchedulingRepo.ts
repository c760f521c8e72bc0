import { SqlClient } from "@effect/sql"
import { SubmissionStatus } from "@redline/domain"
import { Effect } from "effect"

/** What scheduling a submission's auction reads and writes beside the auction itself. Repos die on database errors, as the API's do. */
export class AuctionSchedulingRepo extends Effect.Service<AuctionSchedulingRepo>()("@redline/http/AuctionSchedulingRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    return {
      /** The reserve the seller settled: the accepted offer's amount, or null for no reserve (or none settled). */
      settledReserve: (submissionId: number) =>
        sql<{ answer: string; amount: number }>`
          SELECT answer, amount FROM reserve_offers
           WHERE submission_id = ${submissionId} AND answer IN ('accept', 'no_reserve') ORDER BY id DESC LIMIT 1`.pipe(
          Effect.map(([row]) => (row?.answer === "accept" ? row.amount : null)),
          Effect.orDie
        ),

      /** The submission is Scheduled (9), with its auction. */
      scheduled: (submissionId: number, auctionId: number, now: Date) =>
        sql`
          UPDATE submissions SET status = ${SubmissionStatus.scheduled}, auction_id = ${auctionId}, updated_at = ${now}
           WHERE id = ${submissionId}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
