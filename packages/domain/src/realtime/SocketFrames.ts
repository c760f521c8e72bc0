import type { Envelope } from "./Envelope.ts"

/**
 * The text frames of `/ws`. A client only ever asks who it is (its connection id, which it
 * registers channels with over HTTP); the server answers that, and sends the envelopes of the
 * channels the connection registered.
 */

/** `echo` pairs the answer with its question: "init" on connecting, or a check's timestamp. */
export interface ConnectionIdQuestion {
  readonly type: "get_connection_id"
  readonly echo: string | number
}

export interface ConnectionIdAnswer {
  readonly type: "connection_id"
  readonly connection_id: string
  readonly echo: string | number
  /** Epoch milliseconds: the client learns the server clock's offset from it. */
  readonly server_time: number
}

/** A server frame as a client reads it. */
export type ServerFrame =
  { readonly frame: "connection_id"; readonly connectionId: string } | { readonly frame: "envelope"; readonly envelope: Envelope }

export const connectionIdQuestion = (echo: string | number = "init"): string =>
  JSON.stringify({ type: "get_connection_id", echo } satisfies ConnectionIdQuestion)

export const connectionIdAnswer = (connectionId: string, echo: string | number, serverTime: number): string =>
  JSON.stringify({
    type: "connection_id",
    connection_id: connectionId,
    echo,
    server_time: serverTime
  } satisfies ConnectionIdAnswer)

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** A client's frame as the server reads it; null for anything else, which costs nobody the socket. */
export const readConnectionIdQuestion = (text: string): ConnectionIdQuestion | null => {
  const frame = parse(text)
  if (!isRecord(frame) || frame.type !== "get_connection_id") return null
  const { echo } = frame
  return typeof echo === "string" || typeof echo === "number" ? { type: "get_connection_id", echo } : null
}

/**
 * A server's frame as a client reads it: a connection id answer or an envelope. Anything else
 * is null: a frame this build can't read must not cost the socket.
 */
export const readServerFrame = (text: string): ServerFrame | null => {
  const frame = parse(text)
  if (!isRecord(frame)) return null
  if (frame.type === "connection_id") {
    return typeof frame.connection_id === "string" ? { frame: "connection_id", connectionId: frame.connection_id } : null
  }
  const { channel, seq, kind, data } = frame
  if (typeof channel !== "string" || typeof seq !== "number" || !Number.isSafeInteger(seq)) return null
  if (typeof kind !== "string") return null
  return { frame: "envelope", envelope: { channel, seq, kind, data } }
}
