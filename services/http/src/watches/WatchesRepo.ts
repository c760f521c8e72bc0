import { SqlClient } from "@effect/sql"
import type { WatchState } from "@redline/api"
import { Effect } from "effect"
import { transactionOf } from "../Transaction.ts"

/** What asking to watch or unwatch came to. */
export type WatchOutcome =
  { readonly _tag: "Watched"; readonly state: WatchState } | { readonly _tag: "AuctionNotFound" } | { readonly _tag: "SellerCannotWatch" }

/**
 * Who watches which auction. This is the shape every service follows: an `Effect.Service` whose
 * `Default` layer builds it from what it needs (here the SQL client, provided from outside); its
 * members are the effects it offers, written and documented inside the constructor. A service
 * with several implementations chooses one in `Default` from its configuration (each a `make…`
 * function in a file of its own), and one that tests stand in for has a `Test` beside `Default`.
 */
export class WatchesRepo extends Effect.Service<WatchesRepo>()("@redline/http/WatchesRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)

    const changeRow = (auctionId: number, userId: number, watch: boolean) =>
      watch
        ? sql`INSERT INTO watches (user_id, auction_id) VALUES (${userId}, ${auctionId}) ON CONFLICT DO NOTHING RETURNING 1`
        : sql`DELETE FROM watches WHERE user_id = ${userId} AND auction_id = ${auctionId} RETURNING 1`

    /**
     * Makes `userId` watch the auction or not, as `watch` says. The watch row and the auction's
     * watcher count change in one statement, so the count is the number of rows; asking for the
     * state the user is already in changes neither.
     */
    const setWatching = (auctionId: number, userId: number, watch: boolean): Effect.Effect<WatchOutcome> =>
      transaction(
        Effect.gen(function* () {
          const [auction] = yield* sql<{ seller_id: number }>`SELECT seller_id FROM auctions WHERE id = ${auctionId}`
          if (auction === undefined) return { _tag: "AuctionNotFound" } as const
          if (auction.seller_id === userId) return { _tag: "SellerCannotWatch" } as const
          const [counted] = yield* sql<{ watcher_count: number }>`
            WITH changed AS (${changeRow(auctionId, userId, watch)})
            UPDATE auctions
               SET watcher_count = watcher_count + ${watch ? 1 : -1} * (SELECT count(*) FROM changed)::int
             WHERE id = ${auctionId}
         RETURNING watcher_count`
          return { _tag: "Watched", state: { watching: watch, watchers: counted!.watcher_count } } as const
        })
      )

    /**
     * Makes `userId` watch the auction unless they already do, as a bid does. A watch that exists
     * stays as it is, and the auction's row is written only for a new one, so a bidder's later bids
     * add no write to the row the auction's engine keeps writing.
     */
    const keepWatching = (auctionId: number, userId: number): Effect.Effect<void> =>
      sql`
        WITH added AS (${changeRow(auctionId, userId, true)})
        UPDATE auctions SET watcher_count = watcher_count + 1
         WHERE id = ${auctionId} AND EXISTS (SELECT 1 FROM added)`.pipe(Effect.asVoid, Effect.orDie)

    return { setWatching, keepWatching }
  })
}) {}
