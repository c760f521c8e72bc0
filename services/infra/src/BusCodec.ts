import { type Option, Schema } from "effect"

/** A message type as bytes on the bus. */
export interface BusCodec<A> {
  readonly encode: (value: A) => Uint8Array
  /** None for bytes that are no such message (a peer of another version, say): the receiver decides what that means. */
  readonly decode: (bytes: Uint8Array) => Option.Option<A>
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** The JSON of `schema`'s encoded form, as UTF-8. */
export const busCodec = <A, I>(schema: Schema.Schema<A, I>): BusCodec<A> => {
  const json = Schema.parseJson(schema)
  const encodeJson = Schema.encodeSync(json)
  const decodeJson = Schema.decodeUnknownOption(json)
  return {
    encode: (value) => encoder.encode(encodeJson(value)),
    decode: (bytes) => decodeJson(decoder.decode(bytes))
  }
}
