import { Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { busCodec } from "../src/BusCodec.ts"

const Intent = Schema.Struct({ auction_id: Schema.Int, received_at: Schema.DateFromNumber })
const codec = busCodec(Intent)
const bytes = (text: string) => new TextEncoder().encode(text)

describe("busCodec", () => {
  it("writes a message as the JSON of its encoded form, and reads it back", () => {
    const intent = { auction_id: 12, received_at: new Date(1_763_686_800_000) }
    expect(new TextDecoder().decode(codec.encode(intent))).toBe('{"auction_id":12,"received_at":1763686800000}')
    expect(codec.decode(codec.encode(intent))).toEqual(Option.some(intent))
  })

  it("reads nothing from bytes that are not such a message", () => {
    for (const text of ["", "not json", "null", '{"auction_id":"12","received_at":0}', '{"auction_id":1.5,"received_at":0}']) {
      expect(codec.decode(bytes(text))).toEqual(Option.none())
    }
  })
})
