/** One key of a list's order: a non-null expression over `auctions a` and `listings l`, and its direction. */
export interface SortKey {
  readonly expression: string
  readonly descending: boolean
}

const key = (expression: string, descending = false): SortKey => ({ expression, descending })

/** Mileage unknown ('TMU') sorts last both ways, and the keys stay non-null for a keyset. */
const MILEAGE_UP = "COALESCE(l.mileage, 2147483647)"
const MILEAGE_DOWN = "COALESCE(l.mileage, -1)"
const PRICE = "COALESCE(a.sale_amount, a.current_bid)"

/**
 * The lists' orders by sort key (spec 1 §9), written once for the lists paged by offset and the
 * watch list paged by its keys. Each ends in the auction's id, so an order is total and pages
 * never overlap or skip.
 */
export const LIVE_ORDERS: Readonly<Record<number, ReadonlyArray<SortKey>>> = {
  1: [key("a.auction_end"), key("a.id")],
  4: [key("a.no_reserve", true), key("a.auction_end"), key("a.id")],
  6: [key("a.auction_start", true), key("a.id", true)],
  7: [key(MILEAGE_UP), key("a.id")]
}

export const ENDED_ORDERS: Readonly<Record<number, ReadonlyArray<SortKey>>> = {
  1: [key("a.auction_end", true), key("a.id", true)],
  7: [key(MILEAGE_UP), key("a.id", true)],
  8: [key(MILEAGE_DOWN, true), key("a.id", true)],
  9: [key(PRICE), key("a.id", true)],
  10: [key(PRICE, true), key("a.id", true)]
}

/** The watch list's own live sorts: 'Newest cars' and 'Oldest cars' go by the car's model year. */
export const WATCH_LIST_LIVE_ORDERS: Readonly<Record<number, ReadonlyArray<SortKey>>> = {
  1: LIVE_ORDERS[1]!,
  2: [key("l.year", true), ...LIVE_ORDERS[1]!],
  3: [key("l.year"), ...LIVE_ORDERS[1]!],
  4: LIVE_ORDERS[4]!
}

/** An order as ORDER BY writes it. */
export const orderText = (keys: ReadonlyArray<SortKey>): string =>
  keys.map(({ expression, descending }) => `${expression} ${descending ? "DESC" : "ASC"}`).join(", ")
