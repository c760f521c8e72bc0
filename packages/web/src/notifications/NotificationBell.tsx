import { notificationBadge } from "@redline/domain"
import { useInfiniteQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useMenu } from "../layout/useMenu.ts"
import { useReaderId } from "../session/readerId.ts"
import { BellIcon } from "../ui/icons.tsx"
import { unseenCount } from "./notificationCache.ts"
import { NotificationPanel } from "./NotificationPanel.tsx"
import { notificationQueries } from "./notificationsQueries.ts"
import { useLiveNotifications } from "./useLiveNotifications.ts"
import { useNotificationChanges } from "./useNotificationChanges.ts"
import "./NotificationBell.css"

/**
 * The header's bell for a signed-in user (spec 2 §2): its count of new notifications (99+ above
 * 99), live in every open tab, and the list it opens. Opening it resets the count; the
 * notifications stay unseen until followed or marked read.
 */
export function NotificationBell() {
  const readable = useLiveNotifications()
  const list = useInfiniteQuery(notificationQueries.list(useApi(), useReaderId(), readable))
  const menu = useMenu()
  const changes = useNotificationChanges()
  const badge = notificationBadge(unseenCount(list.data))

  const toggle = () => {
    if (!menu.open && badge !== null) changes.resetBadge.mutate()
    menu.toggle()
  }

  return (
    <div className="notification-bell" ref={menu.container}>
      <button
        ref={menu.button}
        type="button"
        className="header__icon-button notification-bell__button"
        aria-expanded={menu.open}
        aria-controls={menu.listId}
        aria-label={badge === null ? "Notifications" : `Notifications, ${badge} new`}
        onClick={toggle}
      >
        <BellIcon width="22" height="22" />
        {badge !== null && (
          <span className="notification-bell__badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      <div id={menu.listId} className="header__drop notification-bell__panel" hidden={!menu.open}>
        {menu.open && <NotificationPanel list={list} changes={changes} onFollow={menu.close} />}
      </div>
    </div>
  )
}
