import type { realtimeMachine } from "@redline/machines"
import { createContext, useContext } from "react"
import type { Actor } from "xstate"
import type { RealtimeRoutes } from "./RealtimeRoutes.ts"

export interface Realtime {
  readonly actor: Actor<typeof realtimeMachine>
  readonly routes: RealtimeRoutes
}

export const RealtimeContext = createContext<Realtime | null>(null)

/** The page's realtime connection, from the `RealtimeProvider` above. */
export function useRealtime(): Realtime {
  const realtime = useContext(RealtimeContext)
  if (realtime === null) throw new Error("useRealtime needs a RealtimeProvider above it")
  return realtime
}
