import type { ListFilters } from "./ListFilters.ts"
import { Messages } from "./Messages.ts"

/**
 * What an empty auction list says (spec 1 §8): with a filter set, the user can broaden it or
 * start over; with none there is nothing to broaden, so it only says no auctions match. A sort
 * never empties a list, so only filters count.
 */
export function noMatchMessage(filters: ListFilters): string {
  return Object.keys(filters).length > 0 ? Messages.noAuctionsMatchBroaden : Messages.noAuctionsMatch
}
