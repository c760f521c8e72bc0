import type { Notification, NotificationList } from "@redline/api"
import type { NotificationEvent, NotificationsSeen } from "@redline/domain"
import type { QueryClient } from "@tanstack/react-query"
import type { NotificationListKey, NotificationPages } from "./notificationsQueries.ts"

/**
 * The notifications read so far, newest first, each once: a notification that came on top since
 * (a new one, one rolled up) pushed the server's later pages down, so a page read after it starts
 * with what the page before ended with.
 */
export function shownNotifications(list: NotificationPages): ReadonlyArray<Notification> {
  const shown = new Set<number>()
  return list.pages
    .flatMap((page) => page.notifications)
    .filter((notification) => {
      if (shown.has(notification.id)) return false
      shown.add(notification.id)
      return true
    })
}

/** The bell's count, which every page carries alike. */
export const unseenCount = (list: NotificationPages | undefined): number => list?.pages[0]?.unseen_count ?? 0

const eachPage = (list: NotificationPages, change: (page: NotificationList, index: number) => NotificationList): NotificationPages => ({
  ...list,
  pages: list.pages.map(change)
})

/** The bell's count as the server last told it. */
export const withUnseenCount = (list: NotificationPages, unseenCount: number): NotificationPages =>
  eachPage(list, (page) => ({ ...page, unseen_count: unseenCount }))

/**
 * A notification made or rolled up: it goes to the top of the first page (a roll-up moved its
 * `updated_at`), once, wherever it was shown before, and the bell's count is the server's.
 */
export const withNotification = (list: NotificationPages, { notification, unseen_count }: NotificationEvent): NotificationPages =>
  eachPage(list, (page, index) => ({
    ...page,
    notifications: [...(index === 0 ? [notification] : []), ...page.notifications.filter((shown) => shown.id !== notification.id)],
    unseen_count
  }))

/**
 * Notifications seen (`ids`; null: all of them) at `seenAt`; those already seen keep their time.
 * `unseenCount` is the bell's count after it.
 */
export const withSeen = (
  list: NotificationPages,
  ids: ReadonlyArray<number> | null,
  unseenCount: number,
  seenAt: string
): NotificationPages =>
  eachPage(list, (page) => ({
    ...page,
    notifications: page.notifications.map((shown) =>
      shown.seen_at === null && (ids === null || ids.includes(shown.id)) ? { ...shown, seen_at: seenAt } : shown
    ),
    unseen_count: unseenCount
  }))

/** What another tab saw, as its `notifications_seen` event tells it (no ids: only the badge was reset). */
export const withSeenElsewhere = (list: NotificationPages, seen: NotificationsSeen, seenAt: string): NotificationPages =>
  withSeen(list, seen.ids, seen.unseen_count, seenAt)

/**
 * Notifications marked unseen again (`ids`), with `unseenCount` the bell's count: a change the
 * server refused, put back without undoing what came meanwhile (a page read, a live notification).
 */
export const withUnseen = (list: NotificationPages, ids: ReadonlyArray<number>, unseenCount: number): NotificationPages =>
  eachPage(list, (page) => ({
    ...page,
    notifications: page.notifications.map((shown) => (ids.includes(shown.id) ? { ...shown, seen_at: null } : shown)),
    unseen_count: unseenCount
  }))

/**
 * How to take back the change from `before` to `after` should the server refuse it: what it
 * marked seen is unseen again and the count what it was, while what came meanwhile stays.
 */
export function undoing(before: NotificationPages, after: NotificationPages): (list: NotificationPages) => NotificationPages {
  const unseenBefore = new Set(
    shownNotifications(before)
      .filter((notification) => notification.seen_at === null)
      .map((notification) => notification.id)
  )
  const marked = shownNotifications(after)
    .filter((notification) => notification.seen_at !== null && unseenBefore.has(notification.id))
    .map((notification) => notification.id)
  const count = unseenCount(before)
  return (list) => withUnseen(list, marked, count)
}

/** Changes the cached list at once; nothing happens before it has loaded. */
export function changeList(
  queryClient: QueryClient,
  key: NotificationListKey,
  change: (list: NotificationPages) => NotificationPages
): void {
  queryClient.setQueryData<NotificationPages>(key, (list) => (list === undefined ? list : change(list)))
}
