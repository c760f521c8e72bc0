import type { Notification } from "@redline/api"
import { relativeTime } from "@redline/domain"
import { Link } from "wouter"

interface NotificationItemProps {
  readonly notification: Notification
  /** The time now, in milliseconds: the relative time follows it. */
  readonly now: number
  readonly onFollow: (notification: Notification) => void
}

/**
 * One notification in the bell: its words and how long ago, marked while unseen. It leads where
 * its type says (spec 2 §2 'Notification click targets'); one that leads nowhere is only marked seen.
 */
export function NotificationItem({ notification, now, onFollow }: NotificationItemProps) {
  const unseen = notification.seen_at === null
  const content = (
    <>
      {unseen && <span className="visually-hidden">Unread: </span>}
      <span className="notification-item__text">{notification.text}</span>{" "}
      <time className="notification-item__time" dateTime={notification.updated_at}>
        {relativeTime(new Date(notification.updated_at), new Date(now))}
      </time>
    </>
  )
  return (
    <li className="notification-item" data-unseen={unseen || undefined}>
      {notification.target === null ? (
        <button type="button" className="notification-item__link" onClick={() => onFollow(notification)}>
          {content}
        </button>
      ) : (
        <Link href={notification.target} className="notification-item__link" onClick={() => onFollow(notification)}>
          {content}
        </Link>
      )}
    </li>
  )
}
