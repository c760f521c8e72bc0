import type { EnvelopeKind } from "@redline/machines"
import { useEffect, useEffectEvent } from "react"
import { useRealtime } from "./RealtimeContext.ts"
import type { EnvelopeHandler } from "./RealtimeRoutes.ts"

/** Writes every delivered envelope of `kind` into the query cache while the component is mounted. */
export function useEnvelopeHandler(kind: EnvelopeKind, handler: EnvelopeHandler): void {
  const { routes } = useRealtime()
  const handle = useEffectEvent(handler)
  useEffect(() => routes.kinds.add(kind, (envelope, queryClient) => handle(envelope, queryClient)), [routes, kind])
}
