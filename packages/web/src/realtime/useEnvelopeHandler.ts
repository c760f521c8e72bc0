import { type EnvelopeKind, type EnvelopeOf, isEnvelopeOf } from "@redline/domain"
import type { QueryClient } from "@tanstack/react-query"
import { useEffect, useEffectEvent } from "react"
import { useRealtime } from "./RealtimeContext.ts"

/**
 * Writes every delivered envelope of `kind` into the query cache while the component is
 * mounted; the handler gets it with the data that kind carries.
 */
export function useEnvelopeHandler<K extends EnvelopeKind>(
  kind: K,
  handler: (envelope: EnvelopeOf<K>, queryClient: QueryClient) => void
): void {
  const { routes } = useRealtime()
  const handle = useEffectEvent(handler)
  useEffect(
    () =>
      routes.kinds.add(kind, (envelope, queryClient) => {
        if (isEnvelopeOf(envelope, kind)) handle(envelope, queryClient)
      }),
    [routes, kind]
  )
}
