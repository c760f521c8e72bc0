import { describe, expect, it } from "vitest"
import { connectionIdAnswer, connectionIdQuestion, readConnectionIdQuestion, readServerFrame } from "../../src/realtime/SocketFrames.ts"

describe("the connection id question", () => {
  it("is asked with an echo, init on connecting", () => {
    expect(connectionIdQuestion()).toBe('{"type":"get_connection_id","echo":"init"}')
    expect(readConnectionIdQuestion(connectionIdQuestion(1763686800000))).toEqual({ type: "get_connection_id", echo: 1763686800000 })
  })

  it("is read from nothing else", () => {
    for (const text of [
      "not json",
      "null",
      "[]",
      '{"type":"subscribe_everything"}',
      '{"type":"get_connection_id"}',
      '{"type":"get_connection_id","echo":null}'
    ]) {
      expect(readConnectionIdQuestion(text)).toBeNull()
    }
  })

  it("is answered with the id, the echo and the server's time", () => {
    expect(connectionIdAnswer("a1_b2", "init", 5)).toBe('{"type":"connection_id","connection_id":"a1_b2","echo":"init","server_time":5}')
  })
})

describe("server frames", () => {
  it("are a connection id answer or an envelope", () => {
    expect(readServerFrame(connectionIdAnswer("a1_b2", "init", 5))).toEqual({ frame: "connection_id", connectionId: "a1_b2" })
    expect(readServerFrame('{"channel":"auction:12","seq":4,"kind":"bid","data":{"amount":1}}')).toEqual({
      frame: "envelope",
      envelope: { channel: "auction:12", seq: 4, kind: "bid", data: { amount: 1 } }
    })
  })

  it("keep an envelope of a kind this build doesn't know, so its sequence number counts", () => {
    expect(readServerFrame('{"channel":"auction:12","seq":5,"kind":"future_kind","data":null}')).toMatchObject({ frame: "envelope" })
  })

  it("are nothing when unreadable", () => {
    for (const text of [
      "",
      "not json",
      "7",
      '{"type":"connection_id"}',
      '{"channel":"auction:12","seq":1.5,"kind":"bid"}',
      '{"channel":"auction:12","seq":1}'
    ]) {
      expect(readServerFrame(text)).toBeNull()
    }
  })
})
