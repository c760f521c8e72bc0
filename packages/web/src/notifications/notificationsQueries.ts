import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/** Query keys of the bell: the signed-in user's own notifications, so the key ends with the reader. */
export const notificationKeys = {
  all: ["notifications"] as const,
  list: (reader: ReaderId) => [...notificationKeys.all, reader] as const
}

export type NotificationListKey = ReturnType<typeof notificationKeys.list>

export const notificationQueries = {
  /** The bell's newest notifications and its count; nothing is asked for a visitor. */
  list: (api: Api, reader: ReaderId) =>
    queryOptions({
      queryKey: notificationKeys.list(reader),
      queryFn: ({ signal }) => api("notifications.list", { query: {}, signal }),
      enabled: reader !== null
    })
}
