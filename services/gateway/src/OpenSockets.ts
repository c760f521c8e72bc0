import type * as uws from "uWebSockets.js"

/** All a socket carries: thousands are open during an auction ending. */
export interface SocketData {
  readonly connectionId: string
}

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
