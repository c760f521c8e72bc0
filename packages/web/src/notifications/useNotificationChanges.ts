import type { Notification } from "@redline/api"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { changeList, undoing, unseenCount, withSeen, withUnseenCount } from "./notificationCache.ts"
import { notificationKeys, type NotificationPages } from "./notificationsQueries.ts"

/**
 * What the reader does in the bell (spec 2 §4 'Notification list'), each shown at once and put
 * back if the server refuses it (a page read or a notification come meanwhile stays); the
 * server's count is taken once it answers:
 * - `resetBadge`: opening the bell clears its count, the notifications staying unseen;
 * - `markAllSeen`: 'Mark all as read';
 * - `clicked`: a notification followed, reported clicked, and so seen.
 */
export function useNotificationChanges() {
  const api = useApi()
  const queryClient = useQueryClient()
  const key = notificationKeys.list(useReaderId())
  const settle = ({ unseen_count }: { readonly unseen_count: number }) =>
    changeList(queryClient, key, (list) => withUnseenCount(list, unseen_count))

  /** Shows `change` once no read of the list can overwrite it, and answers how to take it back. */
  const show = async (change: (list: NotificationPages) => NotificationPages) => {
    await queryClient.cancelQueries({ queryKey: key })
    const before = queryClient.getQueryData<NotificationPages>(key)
    if (before === undefined) return { rollback: () => undefined }
    const after = change(before)
    queryClient.setQueryData<NotificationPages>(key, after)
    const undo = undoing(before, after)
    return { rollback: () => changeList(queryClient, key, undo) }
  }

  const resetBadge = useMutation({
    mutationFn: () => api("notifications.badgeReset"),
    onMutate: () => show((list) => withUnseenCount(list, 0)),
    onError: (_error, _none, context) => context?.rollback(),
    onSuccess: settle
  })

  const markAllSeen = useMutation({
    mutationFn: () => api("notifications.seenAll"),
    onMutate: () => show((list) => withSeen(list, null, 0, new Date().toISOString())),
    onError: (_error, _none, context) => context?.rollback(),
    onSuccess: settle
  })

  const clicked = useMutation({
    mutationFn: (notification: Notification) => api("notifications.clicked", { body: { id: notification.id } }),
    onMutate: (notification: Notification) =>
      show((list) => {
        const count = unseenCount(list)
        return withSeen(list, [notification.id], notification.seen_at === null ? Math.max(0, count - 1) : count, new Date().toISOString())
      }),
    onError: (_error, _notification, context) => context?.rollback(),
    onSuccess: settle
  })

  return { resetBadge, markAllSeen, clicked }
}
