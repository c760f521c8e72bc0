import type { AuctionDetail, AuctionList } from "@redline/api"
import type { WatchCount } from "@redline/domain"
import type { Query, QueryClient } from "@tanstack/react-query"
import { auctionKeys } from "../auctions/auctionKeys.ts"

/** A new watch state from the one an entry shows: the optimistic flip, its rollback or the server's answer. */
export type WatchChange = (shown: WatchCount) => WatchCount

const detailWith = (auction: AuctionDetail, change: WatchChange): AuctionDetail => {
  const { watching, watchers } = change(auction)
  if (watching === auction.watching && watchers === auction.watchers) return auction
  return { ...auction, watching, watchers, stats: { ...auction.stats, watchers } }
}

const listWith = (list: AuctionList, auctionId: number, change: WatchChange): AuctionList => {
  if (!list.auctions.some((auction) => auction.id === auctionId)) return list
  return { ...list, auctions: list.auctions.map((auction) => (auction.id === auctionId ? { ...auction, ...change(auction) } : auction)) }
}

/** Whether a cached answer shows the auction: its detail, or a list it is in. */
const shows = (auctionId: number) => (query: Query) => {
  const data = query.state.data
  if (typeof data !== "object" || data === null) return false
  if ("auctions" in data) return (data as AuctionList).auctions.some((auction) => auction.id === auctionId)
  return "id" in data && data.id === auctionId
}

/**
 * Changes the auction's watch wherever the cache shows it, its page and every list with its card,
 * so all of them agree at once.
 */
export function changeWatch(queryClient: QueryClient, auctionId: number, change: WatchChange): void {
  queryClient.setQueryData<AuctionDetail>(auctionKeys.detail(auctionId), (auction) => auction && detailWith(auction, change))
  queryClient.setQueriesData<AuctionList>({ queryKey: auctionKeys.lists() }, (list) => list && listWith(list, auctionId, change))
}

/** Stops fetches of what shows the auction, so an answer read before the change can't undo it. */
export const cancelFetchesOf = (queryClient: QueryClient, auctionId: number): Promise<void> =>
  queryClient.cancelQueries({ queryKey: auctionKeys.all, predicate: shows(auctionId) })

/**
 * Reads again, at once, what shows the auction if a read of it is on its way: begun before the
 * watch was settled (the lists read again as a user signs in, say), its answer would undo the
 * watch. A read begun now can't; the one on its way is dropped.
 */
export function rereadFetchesOf(queryClient: QueryClient, auctionId: number): Promise<void> {
  const filters = { queryKey: auctionKeys.all, predicate: shows(auctionId) }
  return queryClient.isFetching(filters) > 0 ? queryClient.invalidateQueries(filters) : Promise.resolve()
}
