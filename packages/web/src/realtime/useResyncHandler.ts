import type { ChannelType } from "@redline/domain"
import { useEffect, useEffectEvent } from "react"
import { useRealtime } from "./RealtimeContext.ts"
import type { ResyncHandler } from "./RealtimeRoutes.ts"

/** Refetches what a channel of `channel`'s family feeds when its missed envelopes can't be replayed, while mounted. */
export function useResyncHandler(channel: ChannelType, handler: ResyncHandler): void {
  const { routes } = useRealtime()
  const handle = useEffectEvent(handler)
  useEffect(() => routes.resyncs.add(channel, (resync, queryClient) => handle(resync, queryClient)), [routes, channel])
}
