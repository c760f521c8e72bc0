import type { Envelope } from "./Envelope.ts"

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

/** The question on the wire; `init` marks the ask made on connecting. */
export const connectionIdQuestion = JSON.stringify({ type: "get_connection_id", echo: "init" })

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * Reads one text frame from `/ws`. Anything else than a connection id answer
 * or an envelope is null: a frame this build can't read must not cost the socket.
 */
export const readSocketMessage = (text: string): SocketEvent | null => {
  const message = parse(text)
  if (!isRecord(message)) return null
  if (message.type === "connection_id") {
    return typeof message.connection_id === "string"
      ? { type: "CONNECTION_ID", connectionId: message.connection_id }
      : null
  }
  const { channel, seq, kind, data } = message
  if (typeof channel !== "string" || typeof seq !== "number" || !Number.isSafeInteger(seq)) return null
  if (typeof kind !== "string") return null
  return { type: "ENVELOPE", envelope: { channel, seq, kind, data } }
}
