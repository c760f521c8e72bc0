import type { WatchList } from "@redline/api"
import { PAGE_SIZES } from "@redline/domain"
import { infiniteQueryOptions, type InfiniteData } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/** The watch list's two sections (spec 1 §2): auctions not ended yet, and ended ones. */
export type WatchListSection = "live" | "closed"

/** The pages of a section read so far, each with whether more follow. */
export type WatchListPages = InfiniteData<WatchList, number | null>

/**
 * Query keys of the watch list, the reader's own: a section in a sort. Not under the auctions'
 * lists, whose answers are one page each; `watchCache` changes the watch on these too.
 */
export const watchListKeys = {
  all: ["watch-list"] as const,
  section: (section: WatchListSection, sort: number, reader: ReaderId) => [...watchListKeys.all, section, sort, reader] as const
}

export const watchListQueries = {
  /**
   * A section of the reader's watch list in a sort, a page at a time: each page goes on after
   * the last auction of the one before (`after_id`), so a car watched or unwatched meanwhile
   * neither repeats nor skips one.
   */
  section: (api: Api, section: WatchListSection, sort: number, reader: ReaderId) =>
    infiniteQueryOptions({
      queryKey: watchListKeys.section(section, sort, reader),
      queryFn: ({ pageParam, signal }) =>
        api("watches.list", {
          query: { status: section, sort, limit: PAGE_SIZES.watchList, after_id: pageParam ?? undefined },
          signal
        }),
      initialPageParam: null as number | null,
      getNextPageParam: (last: WatchList) => (last.has_more ? (last.auctions.at(-1)?.id ?? null) : null)
    })
}
