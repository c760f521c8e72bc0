import type { Statement } from "@effect/sql"
import { defaultSort, parseSort } from "@redline/domain"

/** One key of a sort: a non-null expression over `auctions a` and `listings l`, and its direction. */
interface SortKey {
  readonly expression: string
  readonly descending: boolean
}

const key = (expression: string, descending = false): SortKey => ({ expression, descending })

/** Mileage unknown ('TMU') sorts last both ways, as on the other lists, and the keys stay non-null for the keyset. */
const MILEAGE_UP = "COALESCE(l.mileage, 2147483647)"
const MILEAGE_DOWN = "COALESCE(l.mileage, -1)"
const PRICE = "COALESCE(a.sale_amount, a.current_bid)"

/**
 * The watch list's orders (spec 1 §9): the live section's own sorts, and the ended list's. Each
 * ends in the auction's id, so the order is total and a page goes on exactly where the last
 * one stopped. 'Newest cars' and 'Oldest cars' go by the car's model year.
 */
const ORDERS: Readonly<Record<"live" | "closed", Readonly<Record<number, ReadonlyArray<SortKey>>>>> = {
  live: {
    1: [key("a.auction_end"), key("a.id")],
    2: [key("l.year", true), key("a.auction_end"), key("a.id")],
    3: [key("l.year"), key("a.auction_end"), key("a.id")],
    4: [key("a.no_reserve", true), key("a.auction_end"), key("a.id")]
  },
  closed: {
    1: [key("a.auction_end", true), key("a.id", true)],
    7: [key(MILEAGE_UP), key("a.id", true)],
    8: [key(MILEAGE_DOWN, true), key("a.id", true)],
    9: [key(PRICE), key("a.id", true)],
    10: [key(PRICE, true), key("a.id", true)]
  }
}

/** The sort a section's `sort` parameter asks for: a key of its sorts, anything else its default (spec 1 §5). */
export function watchListOrder(status: "live" | "closed", sort: string | undefined): ReadonlyArray<SortKey> {
  const param = status === "live" ? "lsort" : "csort"
  const chosen = parseSort("watch_list", param, sort)
  return ORDERS[status][chosen] ?? ORDERS[status][defaultSort("watch_list", param)]!
}

export const orderByOf = (sql: Statement.Constructor, keys: ReadonlyArray<SortKey>) =>
  sql.literal(keys.map(({ expression, descending }) => `${expression} ${descending ? "DESC" : "ASC"}`).join(", "))

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
