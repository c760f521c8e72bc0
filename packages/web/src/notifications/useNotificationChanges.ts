import type { Notification } from "@redline/api"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { changeList, withSeen } from "./notificationCache.ts"
import { notificationKeys } from "./notificationsQueries.ts"

/**
 * What the reader does in the bell (spec 2 §4 'Notification list'), each shown at once and put
 * back if the server refuses it; the server's count is taken once it answers:
 * - `resetBadge`: opening the bell clears its count, the notifications staying unseen;
 * - `markAllSeen`: 'Mark all as read';
 * - `clicked`: a notification followed, reported clicked, and so seen.
 */
export function useNotificationChanges() {
  const api = useApi()
  const queryClient = useQueryClient()
  const key = notificationKeys.list(useReaderId())
  const settle = ({ unseen_count }: { readonly unseen_count: number }) =>
    void changeList(queryClient, key, (list) => ({ ...list, unseen_count }))
  const cancelFetch = () => queryClient.cancelQueries({ queryKey: key })

  const resetBadge = useMutation({
    mutationFn: () => api("notifications.badgeReset"),
    onMutate: async () => {
      await cancelFetch()
      return { rollback: changeList(queryClient, key, (list) => ({ ...list, unseen_count: 0 })) }
    },
    onError: (_error, _none, context) => context?.rollback(),
    onSuccess: settle
  })

  const markAllSeen = useMutation({
    mutationFn: () => api("notifications.seenAll"),
    onMutate: async () => {
      await cancelFetch()
      return { rollback: changeList(queryClient, key, (list) => withSeen(list, null, 0, new Date().toISOString())) }
    },
    onError: (_error, _none, context) => context?.rollback(),
    onSuccess: settle
  })

  const clicked = useMutation({
    mutationFn: (notification: Notification) => api("notifications.clicked", { body: { id: notification.id } }),
    onMutate: async (notification: Notification) => {
      await cancelFetch()
      const seenAt = new Date().toISOString()
      return {
        rollback: changeList(queryClient, key, (list) =>
          withSeen(list, [notification.id], notification.seen_at === null ? Math.max(0, list.unseen_count - 1) : list.unseen_count, seenAt)
        )
      }
    },
    onError: (_error, _notification, context) => context?.rollback(),
    onSuccess: settle
  })

  return { resetBadge, markAllSeen, clicked }
}
