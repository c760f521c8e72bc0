import { watchKey } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useRealtime } from "../realtime/RealtimeContext.ts"
import { useChannel } from "../realtime/useChannel.ts"
import { useEnvelopeHandler } from "../realtime/useEnvelopeHandler.ts"
import { useResyncHandler } from "../realtime/useResyncHandler.ts"
import { useReaderId } from "../session/readerId.ts"
import { changeList, withNotification, withSeenElsewhere } from "./notificationCache.ts"
import { notificationKeys } from "./notificationsQueries.ts"

const NOTIFICATIONS = { channel: "notifications" } as const

/**
 * Keeps the bell live in every open tab (spec 2 §4): the user's private `notifications` channel
 * brings each notification made or rolled up, and what another tab saw. The channel keeps no
 * log, so the list is read once it is registered, and nothing between the two is missed; what
 * it misses later (while the tab was hidden and let it go, or the connection was lost) is read
 * again. Answers whether the list may be read: once the channel is registered, or while the
 * connection is down, so the bell still lists what there is; a list read then is read again once
 * the channel is registered.
 */
export function useLiveNotifications(): boolean {
  const reader = useReaderId()
  const key = notificationKeys.list(reader)

  useEnvelopeHandler("notification", (envelope, queryClient) => {
    changeList(queryClient, key, (list) => withNotification(list, envelope.data))
  })

  useEnvelopeHandler("notifications_seen", (envelope, queryClient) => {
    changeList(queryClient, key, (list) => withSeenElsewhere(list, envelope.data, new Date().toISOString()))
  })

  useResyncHandler("notifications", (_resync, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all })
  })

  useChannel(NOTIFICATIONS)

  const { actor } = useRealtime()
  const queryClient = useQueryClient()
  const registered = useSelector(actor, (snapshot) => (snapshot.context.channels[watchKey(NOTIFICATIONS)]?.name ?? null) !== null)
  const offline = useSelector(actor, (snapshot) => snapshot.matches({ connection: "offline" }))
  useEffect(() => {
    if (registered && queryClient.getQueryData(notificationKeys.list(reader)) !== undefined) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all })
    }
  }, [registered, queryClient, reader])
  return registered || offline
}
