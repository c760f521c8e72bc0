import { isSold } from "@redline/domain"
import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import type { ReaderId } from "../session/readerId.ts"

/** How many sold cars each row of the sell landing shows. */
export const SOLD_SHOWN = 4

/** The ended list read to find them: most ended cars sell, so a few pages' worth is more than enough. */
const READ = 24

/** The sell landing's two rows of real results: the latest sales, and the highest prices. */
export type SoldRow = "recent" | "top"

const SORT_OF: Record<SoldRow, number> = { recent: 1, top: 10 }

export const sellKeys = {
  /** Under the auction lists, so whatever refreshes the lists refreshes these too. */
  sold: (row: SoldRow, reader: ReaderId) => [...auctionsKeys.lists(), "sold", row, reader] as const
}

export const sellQueries = {
  /** Sold cars of the ended list, in the row's order (recently ended, or highest price). */
  sold: (api: Api, row: SoldRow, reader: ReaderId) =>
    queryOptions({
      queryKey: sellKeys.sold(row, reader),
      queryFn: async ({ signal }) => {
        const list = await api("auctions.listClosed", { query: { sort: SORT_OF[row], limit: READ }, signal })
        return list.auctions.filter((auction) => isSold(auction.status)).slice(0, SOLD_SHOWN)
      }
    })
}
