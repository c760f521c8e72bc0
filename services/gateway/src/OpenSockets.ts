import { Context, Effect, Option } from "effect"
import type * as uws from "uWebSockets.js"

/** All a socket carries: thousands are open during an auction ending. */
export interface SocketData {
  readonly connectionId: string
}

/** An open `/ws` connection, as the realtime channels see it. */
export interface Connection {
  readonly id: string
  /** False when the connection closed meanwhile. */
  readonly subscribe: (topic: string) => Effect.Effect<boolean>
  readonly unsubscribe: (topic: string) => Effect.Effect<boolean>
}

/**
 * The `/ws` connections of this gateway, by the id each got from
 * `get_connection_id`. Registering a channel over HTTP names that id, and the
 * channel subscribes the connection to a uWS topic; publishing to the topic
 * reaches every subscribed connection on this gateway.
 */
export class Connections extends Context.Tag("@redline/gateway/Connections")<
  Connections,
  {
    readonly lookup: (connectionId: string) => Effect.Effect<Option.Option<Connection>>
    /** False when no connection is subscribed (uWS then drops the message). */
    readonly publish: (topic: string, message: string) => Effect.Effect<boolean>
  }
>() {}

/**
 * The sockets open right now. uWS invalidates a socket at close and throws on
 * any later use, so a socket is reachable only between its open and close.
 */
export class OpenSockets {
  readonly #byId = new Map<string, uws.WebSocket<SocketData>>()

  add(socket: uws.WebSocket<SocketData>): void {
    this.#byId.set(socket.getUserData().connectionId, socket)
  }

  remove(connectionId: string): void {
    this.#byId.delete(connectionId)
  }

  /** Whatever runs later than this synchronous stretch must look the socket up again. */
  use<A>(connectionId: string, onOpen: (socket: uws.WebSocket<SocketData>) => A, onGone: () => A): A {
    const socket = this.#byId.get(connectionId)
    return socket === undefined ? onGone() : onOpen(socket)
  }
}

export const makeConnections = (sockets: OpenSockets, app: uws.TemplatedApp): Connections["Type"] => {
  const connection = (id: string): Connection => ({
    id,
    subscribe: (topic) =>
      Effect.sync(() =>
        sockets.use(
          id,
          (socket) => socket.subscribe(topic),
          () => false
        )
      ),
    unsubscribe: (topic) =>
      Effect.sync(() =>
        sockets.use(
          id,
          (socket) => socket.unsubscribe(topic),
          () => false
        )
      )
  })
  return Connections.of({
    lookup: (connectionId) =>
      Effect.sync(() =>
        sockets.use(
          connectionId,
          () => Option.some(connection(connectionId)),
          () => Option.none()
        )
      ),
    publish: (topic, message) => Effect.sync(() => app.publish(topic, message))
  })
}
