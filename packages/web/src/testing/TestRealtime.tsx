import {
  type AskConnectionId,
  realtimeMachine,
  type Registered,
  type Registration,
  type RewindPage,
  type RewindRequest,
  watchKey
} from "@redline/machines"
import { type ReactNode, useState } from "react"
import { createActor, fromCallback, fromPromise } from "xstate"
import { RealtimeContext } from "../realtime/RealtimeContext.ts"
import type { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"

/** A call that never answers. */
const pending = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined))

/**
 * What the socket does: never opens (the page stays unconnected), opens and registers every
 * channel at once, or closes on its first try and does so on the next (after the reconnect wait).
 */
export type TestSocket = "silent" | "open" | "closes first"

/**
 * A realtime connection for pages under test: they watch their channels as usual, and the test
 * delivers envelopes itself through `routes`. By default it never connects; with a `socket` that
 * opens, each channel registers at once, under its watch key, at seq 0.
 */
export function TestRealtime({
  routes,
  socket = "silent",
  children
}: {
  routes: RealtimeRoutes
  socket?: TestSocket
  children: ReactNode
}) {
  const [realtime] = useState(() => {
    let tries = 0
    const machine = realtimeMachine.provide({
      actors: {
        socket: fromCallback<AskConnectionId>(({ sendBack, receive }) => {
          tries += 1
          if (socket === "silent") return () => undefined
          if (socket === "closes first" && tries === 1) {
            sendBack({ type: "SOCKET_CLOSED" })
            return () => undefined
          }
          receive(() => sendBack({ type: "CONNECTION_ID", connectionId: `test-${tries}` }))
          sendBack({ type: "SOCKET_OPENED" })
          return () => undefined
        }),
        register:
          socket === "silent"
            ? pending<Registered, Registration>()
            : fromPromise<Registered, Registration>(async ({ input }) => ({ channel: watchKey(input), seq: 0 })),
        deregister: pending<unknown, Registration>(),
        rewind: pending<RewindPage, RewindRequest>()
      },
      actions: { deliver: () => undefined, resync: () => undefined }
    })
    return { actor: createActor(machine, { input: { signedIn: false } }).start(), routes }
  })
  return <RealtimeContext value={realtime}>{children}</RealtimeContext>
}
