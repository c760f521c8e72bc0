import type { NotificationList } from "@redline/api"
import { infiniteQueryOptions, type InfiniteData } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/** Query keys of the bell: the signed-in user's own notifications, so the key ends with the reader. */
export const notificationKeys = {
  all: ["notifications"] as const,
  list: (reader: ReaderId) => [...notificationKeys.all, reader] as const
}

export type NotificationListKey = ReturnType<typeof notificationKeys.list>

/** The bell's pages read so far, each with whether more follow. */
export type NotificationPages = InfiniteData<NotificationList>

export const notificationQueries = {
  /**
   * The bell's notifications, newest first, and its count, a page of 20 at a time (`?page=`).
   * Nothing is asked for a visitor, nor before `readable` (the channel that keeps the list live
   * is registered), so that what comes meanwhile isn't missed.
   */
  list: (api: Api, reader: ReaderId, readable: boolean) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list(reader),
      queryFn: ({ pageParam, signal }) => api("notifications.list", { query: { page: pageParam }, signal }),
      initialPageParam: 1,
      getNextPageParam: (last: NotificationList, _pages, page: number) => (last.has_more ? page + 1 : undefined),
      enabled: reader !== null && readable
    })
}
