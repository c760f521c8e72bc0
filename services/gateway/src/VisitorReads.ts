/**
 * The API reads a gateway answers visitors from its cache, and the changes that end a cached
 * answer. A visitor's read (a GET without `Authorization`) of an auction page is the same for every
 * visitor, so a crowd opening one auction costs one API call per change instead of one per
 * visitor. A read names the auction it shows (its answer ends when that auction changes, by a call
 * through a gateway or by its or its thread's events) or none (a list: it ends when any auction changes).
 */
const READS: ReadonlyArray<readonly [pattern: RegExp, shows: "auction" | "list"]> = [
  [/^\/api\/v2\/auctions\/(\d{1,10})$/, "auction"],
  [/^\/api\/v1\/auctions\/(\d{1,10})\/stats$/, "auction"],
  [/^\/api\/v1\/auctions\/(\d{1,10})\/questions$/, "auction"],
  [/^\/api\/v1\/auctions\/(\d{1,10})\/comments$/, "auction"],
  [/^\/api\/v1\/auctions$/, "list"],
  [/^\/api\/v1\/auctions\/closed$/, "list"]
]

/** Changes an auction through the API: any answered call but GET under `/v1/auctions/{id}` or `/v2/auctions/{id}`. */
const AUCTION_CHANGE = /^\/api\/v[12]\/auctions\/(\d{1,10})(\/|$)/

/** Calls under an auction's path that change nothing a visitor's read shows (a view is counted for the half hour). */
const UNSEEN_CHANGES = /\/(views|check_end|shipping_quote|contact_seller)$/

/** Calls whose change the engine announces to every gateway itself, with the auction's event. */
const ANNOUNCED_CHANGES = /\/bids$/

/** Staff calls may create or change any auction. */
const STAFF_CHANGE = /^\/api\/v1\/admin\//

/** What a cached read depends on: one auction and the lists, or the lists alone. */
export interface VisitorRead {
  readonly auctionId: number | null
}

export const visitorRead = (method: string, path: string, authorization: string): VisitorRead | undefined => {
  if (method !== "GET" || authorization !== "") return undefined
  for (const [pattern, shows] of READS) {
    const match = pattern.exec(path)
    if (match !== null) return { auctionId: shows === "auction" ? Number(match[1]) : null }
  }
  return undefined
}

/**
 * What a call that changes something (not a GET, not a HEAD) makes stale: one auction, every auction,
 * or nothing; `announced` when the auction's own event tells the other gateways (a bid), so the
 * gateway that answered it need only forget its own reads.
 */
export interface Change {
  readonly auctionId: number | "all"
  readonly announced: boolean
}

export const changedBy = (method: string, path: string): Change | undefined => {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return undefined
  if (STAFF_CHANGE.test(path)) return { auctionId: "all", announced: false }
  const match = AUCTION_CHANGE.exec(path)
  if (match === null || UNSEEN_CHANGES.test(path)) return undefined
  return { auctionId: Number(match[1]), announced: ANNOUNCED_CHANGES.test(path) }
}
