import { SqlClient } from "@effect/sql"
import type { AuctionListItem, WatchState } from "@redline/api"
import { ENDED_STATUSES } from "@redline/domain"
import { Effect } from "effect"
import { type AuctionListRow, listRowColumns, toListItem } from "../auctions/AuctionRows.ts"
import { transactionOf } from "../Transaction.ts"
import { afterCursor, cursorColumnsOf, orderByOf, watchListOrder } from "./WatchListOrder.ts"

/** What asking to watch or unwatch came to. */
export type WatchOutcome =
  { readonly _tag: "Watched"; readonly state: WatchState } | { readonly _tag: "AuctionNotFound" } | { readonly _tag: "SellerCannotWatch" }

/** A page of the watch list, as asked for. */
export interface WatchListPage {
  readonly status: "live" | "closed"
  readonly sort: string | undefined
  readonly limit: number
  readonly afterId: number | undefined
}

/** The page, and whether more follow; or no auction by the cursor's id. */
export type WatchListOutcome =
  | { readonly _tag: "Page"; readonly auctions: ReadonlyArray<AuctionListItem>; readonly hasMore: boolean }
  | { readonly _tag: "AfterUnknown" }

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

    /**
     * One page of the user's watched auctions in a section (not ended yet, or ended), in the
     * sort asked for, after the cursor's auction where one is given. The cursor is read by its
     * keys' values, not its place, so it works for an auction no longer watched (unwatched from
     * the page) or in the other section now, and a watch added or removed before it moves
     * nothing after it. One row more than the page says whether more follow.
     */
    const list = (userId: number, page: WatchListPage): Effect.Effect<WatchListOutcome> => {
      const keys = watchListOrder(page.status, page.sort)
      const ended = sql`a.status IN ${sql.in(ENDED_STATUSES)}`
      const cursor =
        page.afterId === undefined
          ? sql`(SELECT) after`
          : sql`(SELECT ${cursorColumnsOf(sql, keys)}
                   FROM auctions a JOIN listings l ON l.id = a.listing_id
                  WHERE a.id = ${page.afterId}) after`
      return sql<AuctionListRow>`
        SELECT ${listRowColumns(sql, sql`true`)}
          FROM watches w
          JOIN auctions a ON a.id = w.auction_id
          JOIN listings l ON l.id = a.listing_id
          JOIN users u ON u.id = a.seller_id
          CROSS JOIN ${cursor}
         WHERE w.user_id = ${userId}
           AND ${page.status === "closed" ? ended : sql`NOT ${ended}`}
           AND ${page.afterId === undefined ? sql`true` : afterCursor(sql, keys)}
         ORDER BY ${orderByOf(sql, keys)}
         LIMIT ${page.limit + 1}`.pipe(
        Effect.flatMap((rows) =>
          rows.length > 0 || page.afterId === undefined
            ? Effect.succeed(rows)
            : sql`SELECT 1 FROM auctions WHERE id = ${page.afterId}`.pipe(Effect.map((known) => (known.length > 0 ? rows : null)))
        ),
        Effect.map((rows): WatchListOutcome =>
          rows === null
            ? { _tag: "AfterUnknown" }
            : { _tag: "Page", auctions: rows.slice(0, page.limit).map(toListItem), hasMore: rows.length > page.limit }
        ),
        Effect.orDie
      )
    }

    return { setWatching, keepWatching, list }
  })
}) {}
