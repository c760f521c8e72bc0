import type { NotificationList } from "@redline/api"
import type { NotificationEvent, NotificationsSeen } from "@redline/domain"
import type { QueryClient } from "@tanstack/react-query"
import type { NotificationListKey } from "./notificationsQueries.ts"

/**
 * A notification made or rolled up: it goes to the top (a roll-up moved its `updated_at`), once,
 * and the bell's count is the server's.
 */
export const withNotification = (list: NotificationList, { notification, unseen_count }: NotificationEvent): NotificationList => ({
  ...list,
  notifications: [notification, ...list.notifications.filter((shown) => shown.id !== notification.id)],
  unseen_count
})

/**
 * Notifications seen (`ids`; null: all of them) at `seenAt`; those already seen keep their time.
 * `unseen_count` is the bell's count after it.
 */
export const withSeen = (
  list: NotificationList,
  ids: ReadonlyArray<number> | null,
  unseenCount: number,
  seenAt: string
): NotificationList => ({
  ...list,
  notifications: list.notifications.map((shown) =>
    shown.seen_at === null && (ids === null || ids.includes(shown.id)) ? { ...shown, seen_at: seenAt } : shown
  ),
  unseen_count: unseenCount
})

/** What another tab saw, as its `notifications_seen` event tells it (no ids: only the badge was reset). */
export const withSeenElsewhere = (list: NotificationList, seen: NotificationsSeen, seenAt: string): NotificationList =>
  withSeen(list, seen.ids, seen.unseen_count, seenAt)

/**
 * Changes the cached list at once; answers how to put it back as it was, for a change the server
 * then refuses. Nothing happens before the list has loaded.
 */
export function changeList(
  queryClient: QueryClient,
  key: NotificationListKey,
  change: (list: NotificationList) => NotificationList
): () => void {
  const before = queryClient.getQueryData<NotificationList>(key)
  if (before === undefined) return () => undefined
  queryClient.setQueryData<NotificationList>(key, change(before))
  return () => queryClient.setQueryData<NotificationList>(key, before)
}
