import { describe, expect, it } from "vitest"
import { auction12, envelope, realtimeUnderTest } from "./realtimeUnderTest.ts"

/** Spec 2 §9: the back-off starts at 250 ms. */
const FIRST_RECONNECT = 250

describe("a reconnect", () => {
  it("registers every watched channel with the new connection id and rewinds each from its last seq", async () => {
    const realtime = realtimeUnderTest()
    await realtime.watch(auction12)
    await realtime.watch({ channel: "auction", auction_id: 13 })
    await realtime.connect("c1")
    await realtime.push(...realtime.publish("auction:12", 2), ...realtime.publish("auction:13", 3))

    realtime.socket().send({ type: "SOCKET_CLOSED" })
    realtime.publish("auction:12", 2)
    realtime.publish("auction:13", 1)
    await realtime.advance(FIRST_RECONNECT)
    await realtime.connect("c2")

    expect(realtime.registrations.slice(2)).toEqual([
      { channel: "auction", auction_id: 12, connection_id: "c2", type: "public" },
      { channel: "auction", auction_id: 13, connection_id: "c2", type: "public" }
    ])
    expect(realtime.rewinds).toEqual([
      { channel: "auction:12", since: 2 },
      { channel: "auction:13", since: 3 }
    ])
    expect(realtime.deliveredSeqs("auction:12")).toEqual([1, 2, 3, 4])
    expect(realtime.deliveredSeqs("auction:13")).toEqual([1, 2, 3, 4])
    expect(realtime.resyncs).toEqual([])
  })

  it("refetches what a channel without a log fed, having no log to rewind", async () => {
    const realtime = realtimeUnderTest()
    await realtime.watch({ channel: "auctions" })
    await realtime.connect("c1")
    await realtime.push(...realtime.publish("auctions", 3))
    expect(realtime.deliveredSeqs("auctions")).toEqual([0, 0, 0])

    realtime.socket().send({ type: "SOCKET_CLOSED" })
    await realtime.advance(FIRST_RECONNECT)
    await realtime.connect("c2")

    expect(realtime.registrations.at(-1)).toEqual({ channel: "auctions", connection_id: "c2", type: "public" })
    expect(realtime.rewinds).toEqual([])
    expect(realtime.resyncs).toEqual([{ channel: "auctions", watch: { channel: "auctions" } }])
    await realtime.push(...realtime.publish("auctions", 1))
    expect(realtime.deliveredSeqs("auctions")).toEqual([0, 0, 0, 0])
  })

  it("doesn't rewind a channel that missed nothing", async () => {
    const realtime = realtimeUnderTest()
    await realtime.watch(auction12)
    await realtime.connect("c1")
    await realtime.push(...realtime.publish("auction:12", 2))
    realtime.socket().send({ type: "SOCKET_CLOSED" })
    await realtime.advance(FIRST_RECONNECT)
    await realtime.connect("c2")
    expect(realtime.registrations).toHaveLength(2)
    expect(realtime.rewinds).toEqual([])
    await realtime.push(envelope("auction:12", 3))
    expect(realtime.deliveredSeqs("auction:12")).toEqual([1, 2, 3])
  })

  it("keeps what came early past a gap and delivers it after the rewind", async () => {
    const realtime = realtimeUnderTest()
    await realtime.watch(auction12)
    await realtime.connect("c1")
    const [first, , third] = realtime.publish("auction:12", 3)
    await realtime.push(first!, third!)
    realtime.socket().send({ type: "SOCKET_CLOSED" })
    await realtime.advance(FIRST_RECONNECT)
    await realtime.connect("c2")
    expect(realtime.rewinds).toEqual([{ channel: "auction:12", since: 1 }])
    expect(realtime.deliveredSeqs("auction:12")).toEqual([1, 2, 3])
  })

  it("starts over from the server's baseline when the server's history started over", async () => {
    const realtime = realtimeUnderTest()
    await realtime.watch(auction12)
    await realtime.connect("c1")
    await realtime.push(...realtime.publish("auction:12", 5))
    realtime.socket().send({ type: "SOCKET_CLOSED" })
    realtime.server.register = async () => ({ channel: "auction:12", seq: 1 })
    await realtime.advance(FIRST_RECONNECT)
    await realtime.connect("c2")

    expect(realtime.resyncs).toEqual([{ channel: "auction:12", watch: auction12 }])
    await realtime.push(envelope("auction:12", 2))
    expect(realtime.deliveredSeqs("auction:12")).toEqual([1, 2, 3, 4, 5, 2])
  })
})
