import type { Statement } from "@effect/sql"
import { defaultSort, parseSort } from "@redline/domain"
import { ENDED_ORDERS, orderText, type SortKey, WATCH_LIST_LIVE_ORDERS } from "../auctions/ListOrders.ts"

/** The watch list's orders: the live section's own sorts, and the ended list's. */
const ORDERS = { live: WATCH_LIST_LIVE_ORDERS, closed: ENDED_ORDERS } as const

/** The sort a section's `sort` parameter asks for: a key of its sorts, anything else its default (spec 1 §5). */
export function watchListOrder(status: "live" | "closed", sort: string | undefined): ReadonlyArray<SortKey> {
  const param = status === "live" ? "lsort" : "csort"
  const chosen = parseSort("watch_list", param, sort)
  return ORDERS[status][chosen] ?? ORDERS[status][defaultSort("watch_list", param)]!
}

export const orderByOf = (sql: Statement.Constructor, keys: ReadonlyArray<SortKey>) => sql.literal(orderText(keys))

/** The keys' values of the cursor's auction, as `after.k0`, `after.k1`, … */
export const cursorColumnsOf = (sql: Statement.Constructor, keys: ReadonlyArray<SortKey>) =>
  sql.literal(keys.map(({ expression }, index) => `${expression} AS k${index}`).join(", "))

/**
 * Rows that come after the cursor in the order: greater on the first key that differs (smaller
 * where that key descends). Written out key by key, as the directions may differ.
 */
export const afterCursor = (sql: Statement.Constructor, keys: ReadonlyArray<SortKey>) =>
  sql.literal(
    `(${keys
      .map((_, index) => {
        const equal = keys.slice(0, index).map(({ expression }, before) => `${expression} = after.k${before}`)
        const { expression, descending } = keys[index]!
        return `(${[...equal, `${expression} ${descending ? "<" : ">"} after.k${index}`].join(" AND ")})`
      })
      .join(" OR ")})`
  )
