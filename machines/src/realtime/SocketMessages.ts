import { type Envelope, readServerFrame } from "@redline/domain"

/** What the socket actor reports to the connection machine. */
export type SocketEvent =
  | { readonly type: "SOCKET_OPENED" }
  | { readonly type: "CONNECTION_ID"; readonly connectionId: string }
  | { readonly type: "ENVELOPE"; readonly envelope: Envelope }
  | { readonly type: "SOCKET_CLOSED" }

/** What the connection machine asks of the socket actor. */
export interface AskConnectionId {
  readonly type: "ASK_CONNECTION_ID"
}

/**
 * Reads one text frame from `/ws`. Anything else than a connection id answer
 * or an envelope is null: a frame this build can't read must not cost the socket.
 */
export const readSocketMessage = (text: string): SocketEvent | null => {
  const frame = readServerFrame(text)
  if (frame === null) return null
  return frame.frame === "connection_id"
    ? { type: "CONNECTION_ID", connectionId: frame.connectionId }
    : { type: "ENVELOPE", envelope: frame.envelope }
}
