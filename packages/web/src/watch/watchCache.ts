import type { AuctionDetail, AuctionList } from "@redline/api"
import type { WatchCount } from "@redline/domain"
import type { Query, QueryClient } from "@tanstack/react-query"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { type ReaderId, readFor } from "../session/readerId.ts"
import { watchListKeys, type WatchListPages } from "../watchList/watchListQueries.ts"

/** A new watch state from the one an entry shows: the optimistic flip, its rollback or the server's answer. */
export type WatchChange = (shown: WatchCount) => WatchCount

const detailWith = (auction: AuctionDetail, change: WatchChange): AuctionDetail => {
  const { watching, watchers } = change(auction)
  if (watching === auction.watching && watchers === auction.watchers) return auction
  return { ...auction, watching, watchers, stats: { ...auction.stats, watchers } }
}

const listWith = <L extends Pick<AuctionList, "auctions">>(list: L, auctionId: number, change: WatchChange): L => {
  if (!list.auctions.some((auction) => auction.id === auctionId)) return list
  return { ...list, auctions: list.auctions.map((auction) => (auction.id === auctionId ? { ...auction, ...change(auction) } : auction)) }
}

/** Whether a cached answer shows the auction: its detail, or a list it is in. */
const shows = (auctionId: number, data: unknown) => {
  if (typeof data !== "object" || data === null) return false
  if ("auctions" in data) return (data as AuctionList).auctions.some((auction) => auction.id === auctionId)
  return "id" in data && data.id === auctionId
}

/** The reader's cached answers that show the auction. */
const showing = (auctionId: number, reader: ReaderId) => (query: Query) => readFor(reader)(query) && shows(auctionId, query.state.data)

const pagesWith = (data: WatchListPages, auctionId: number, change: WatchChange): WatchListPages => ({
  ...data,
  pages: data.pages.map((page) => listWith(page, auctionId, change))
})

/**
 * Changes the auction's watch wherever the reader's cache shows it, its page, every list with
 * its card and the watch list, so all of them agree at once. Other readers' copies keep their
 * own watch. An auction unwatched from the watch list stays on it, shown as not watched, until
 * the list is read again.
 */
export function changeWatch(queryClient: QueryClient, auctionId: number, reader: ReaderId, change: WatchChange): void {
  queryClient.setQueryData<AuctionDetail>(auctionsKeys.detail(auctionId, reader), (auction) => auction && detailWith(auction, change))
  queryClient.setQueriesData<AuctionList>(
    { queryKey: auctionsKeys.lists(), predicate: readFor(reader) },
    (list) => list && listWith(list, auctionId, change)
  )
  queryClient.setQueriesData<WatchListPages>(
    { queryKey: watchListKeys.all, predicate: readFor(reader) },
    (data) => data && pagesWith(data, auctionId, change)
  )
}

/** Stops the reader's fetches of what shows the auction, so an answer read before the change can't undo it. */
export const cancelFetchesOf = (queryClient: QueryClient, auctionId: number, reader: ReaderId): Promise<void> =>
  queryClient.cancelQueries({ queryKey: auctionsKeys.all, predicate: showing(auctionId, reader) })

/**
 * Reads again, at once, what may show the auction if a read of it is on its way: begun before the
 * watch was settled (the lists first read as a user signs in, say), its answer would undo the
 * watch. A read begun now can't; the one on its way is dropped. A first read has nothing shown
 * yet, and may bring the auction: it is dropped and read again too (invalidating alone would
 * wait for its answer rather than read anew).
 */
export async function rereadFetchesOf(queryClient: QueryClient, auctionId: number, reader: ReaderId): Promise<void> {
  const filters = {
    queryKey: auctionsKeys.all,
    predicate: (query: Query) => readFor(reader)(query) && (query.state.data === undefined || shows(auctionId, query.state.data))
  }
  if (queryClient.isFetching(filters) === 0) return
  await queryClient.cancelQueries(filters)
  await queryClient.invalidateQueries(filters)
}
