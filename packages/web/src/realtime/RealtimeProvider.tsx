import { realtimeMachine } from "@redline/machines"
import { type QueryClient, useQueryClient } from "@tanstack/react-query"
import { useActorRef } from "@xstate/react"
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react"
import type { Api } from "../api/api.ts"
import { browserSocket } from "./browserSocket.ts"
import { RealtimeContext } from "./RealtimeContext.ts"
import { RealtimeRoutes } from "./RealtimeRoutes.ts"
import { realtimeCalls } from "./realtimeCalls.ts"

interface RealtimeProviderProps {
  /** The API calls of the session (`useApi`): as the signed-in user, or a visitor. */
  readonly api: Api
  /** Channels register private while true, public otherwise. */
  readonly signedIn: boolean
  readonly children: ReactNode
}

/**
 * Runs the page's one realtime connection: the `/ws` socket and the channels
 * its components watch (`useChannel`). Delivered envelopes go to the cache
 * writers registered for their kind (`useEnvelopeHandler`); a channel that
 * lost events goes to the refetchers of its family (`useResyncHandler`).
 * Must sit inside the QueryClientProvider.
 */
export function RealtimeProvider({ api, signedIn, children }: RealtimeProviderProps) {
  const queryClient = useQueryClient()
  // the machine is made once; its effects read the latest props through this
  const latest = useRef<{ api: Api; queryClient: QueryClient }>({ api, queryClient })
  useLayoutEffect(() => {
    latest.current = { api, queryClient }
  })
  const [routes] = useState(() => new RealtimeRoutes())
  const [machine] = useState(() =>
    realtimeMachine.provide({
      actors: { socket: browserSocket, ...realtimeCalls((name, ...args) => latest.current.api(name, ...args)) },
      actions: {
        deliver: (_, envelope) => routes.deliver(envelope, latest.current.queryClient),
        resync: (_, resync) => routes.resync(resync, latest.current.queryClient)
      }
    })
  )
  const actor = useActorRef(machine, { input: { signedIn } })

  useEffect(() => {
    actor.send({ type: signedIn ? "SIGNED_IN" : "SIGNED_OUT" })
  }, [actor, signedIn])

  useEffect(() => {
    const reportVisibility = () => actor.send({ type: document.visibilityState === "hidden" ? "PAGE_HIDDEN" : "PAGE_VISIBLE" })
    reportVisibility()
    document.addEventListener("visibilitychange", reportVisibility)
    return () => document.removeEventListener("visibilitychange", reportVisibility)
  }, [actor])

  const realtime = useMemo(() => ({ actor, routes }), [actor, routes])
  return <RealtimeContext value={realtime}>{children}</RealtimeContext>
}
