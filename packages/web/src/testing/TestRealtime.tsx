import { realtimeMachine, type Registered, type Registration, type RewindPage, type RewindRequest } from "@redline/machines"
import { type ReactNode, useState } from "react"
import { createActor, fromCallback, fromPromise } from "xstate"
import { RealtimeContext } from "../realtime/RealtimeContext.ts"
import type { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"

/** A call that never answers. */
const pending = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined))

/**
 * A realtime connection that never connects, for pages under test: they watch their channels
 * as usual, and the test delivers envelopes itself through `routes`.
 */
export function TestRealtime({ routes, children }: { routes: RealtimeRoutes; children: ReactNode }) {
  const [realtime] = useState(() => {
    const machine = realtimeMachine.provide({
      actors: {
        socket: fromCallback(() => () => undefined),
        register: pending<Registered, Registration>(),
        deregister: pending<unknown, Registration>(),
        rewind: pending<RewindPage, RewindRequest>()
      },
      actions: { deliver: () => undefined, resync: () => undefined }
    })
    return { actor: createActor(machine, { input: { signedIn: false } }).start(), routes }
  })
  return <RealtimeContext value={realtime}>{children}</RealtimeContext>
}
