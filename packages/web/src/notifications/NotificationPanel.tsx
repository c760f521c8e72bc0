import type { Notification } from "@redline/api"
import { Messages } from "@redline/domain"
import type { UseInfiniteQueryResult } from "@tanstack/react-query"
import { useAtomValue } from "jotai"
import { useId } from "react"
import { Link } from "wouter"
import { nowAtom } from "../clock/nowAtom.ts"
import { shownNotifications } from "./notificationCache.ts"
import { NotificationItem } from "./NotificationItem.tsx"
import type { NotificationPages } from "./notificationsQueries.ts"
import type { useNotificationChanges } from "./useNotificationChanges.ts"

interface NotificationPanelProps {
  readonly list: UseInfiniteQueryResult<NotificationPages>
  readonly changes: ReturnType<typeof useNotificationChanges>
  /** Following a notification or the settings link closes the bell. */
  readonly onFollow: () => void
}

/**
 * What the bell opens: the notifications, newest first, 'Mark all as read' and a link to their
 * settings. The newest 20 come first; 'Load more' at the list's end reads 20 more at a time.
 */
export function NotificationPanel({ list, changes, onFollow }: NotificationPanelProps) {
  const id = useId()
  const now = useAtomValue(nowAtom)
  const notifications = list.data === undefined ? [] : shownNotifications(list.data)
  const follow = (notification: Notification) => {
    changes.clicked.mutate(notification)
    onFollow()
  }

  return (
    <section className="notification-panel" aria-labelledby={`${id}-heading`}>
      <div className="notification-panel__head">
        <h2 id={`${id}-heading`} className="notification-panel__heading">
          Notifications
        </h2>
        <button
          type="button"
          className="notification-panel__action"
          disabled={!notifications.some((notification) => notification.seen_at === null)}
          onClick={() => changes.markAllSeen.mutate()}
        >
          {Messages.markAllAsRead}
        </button>
        <Link href="/account/settings" className="notification-panel__action" onClick={onFollow}>
          Settings
        </Link>
      </div>
      {list.data === undefined && list.isError ? (
        <div className="notification-panel__message">
          <p role="alert">Your notifications couldn't be loaded.</p>
          <button type="button" className="button button--quiet button--small" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : list.data === undefined ? (
        <p className="notification-panel__message" role="status">
          Loading notifications…
        </p>
      ) : notifications.length === 0 ? (
        <p className="notification-panel__message">{Messages.noNotifications}</p>
      ) : (
        <>
          <ul className="notification-panel__list" aria-busy={list.isFetchingNextPage || undefined}>
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} now={now} onFollow={follow} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="notification-panel__more">
              <button
                type="button"
                className="button button--quiet button--small"
                aria-busy={list.isFetchingNextPage}
                onClick={() => {
                  if (!list.isFetchingNextPage) void list.fetchNextPage()
                }}
              >
                {list.isFetchingNextPage ? "Loading…" : "Load more"}
              </button>
              {list.isFetchNextPageError && (
                <p className="alert" role="alert">
                  {Messages.listLoadFailed("more notifications")}
                </p>
              )}
            </div>
          )}
        </>
      )}
    </section>
  )
}
