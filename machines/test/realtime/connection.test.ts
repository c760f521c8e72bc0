import { describe, expect, it } from "vitest"
import { REALTIME_TIMING, UnknownConnection } from "../../src/index.ts"
import { auction12, realtimeUnderTest, settled } from "./realtimeUnderTest.ts"

/** Spec 2 §9: the connection id is waited for 250 ms. */
const ID_WAIT = 250

describe("connection id", () => {
  it("is asked for once the socket opens, and nothing registers before it comes", async () => {
    const realtime = realtimeUnderTest()
    await realtime.watch(auction12)
    expect(realtime.socket().asks).toBe(0)

    realtime.socket().send({ type: "SOCKET_OPENED" })
    expect(realtime.socket().asks).toBe(1)
    expect(realtime.registrations).toEqual([])

    realtime.socket().send({ type: "CONNECTION_ID", connectionId: "c1" })
    await settled()
    expect(realtime.registrations).toEqual([{ channel: "auction", auction_id: 12, connection_id: "c1", type: "public" }])
  })

  it("is asked again every 250 ms, and a socket that never answers is replaced", async () => {
    const realtime = realtimeUnderTest()
    realtime.socket().send({ type: "SOCKET_OPENED" })

    await realtime.advance(ID_WAIT - 1)
    expect(realtime.socket().asks).toBe(1)
    await realtime.advance(1)
    expect(realtime.socket().asks).toBe(2)
    await realtime.advance(ID_WAIT * (REALTIME_TIMING.connectionIdAsks - 2))
    expect(realtime.socket().asks).toBe(REALTIME_TIMING.connectionIdAsks)
    expect(realtime.sockets).toHaveLength(1)

    // the last question's wait runs out: the socket goes, the next comes after the first back-off
    await realtime.advance(ID_WAIT)
    expect(realtime.sockets[0]?.closed).toBe(true)
    await realtime.advance(249)
    expect(realtime.sockets).toHaveLength(1)
    await realtime.advance(1)
    expect(realtime.sockets).toHaveLength(2)
  })

  it("that arrives late still connects", async () => {
    const realtime = realtimeUnderTest()
    await realtime.watch(auction12)
    realtime.socket().send({ type: "SOCKET_OPENED" })
    await realtime.advance(ID_WAIT * 3)
    realtime.socket().send({ type: "CONNECTION_ID", connectionId: "c1" })
    await realtime.advance(0)
    expect(realtime.registrations.map((registration) => registration.connection_id)).toEqual(["c1"])
    expect(realtime.sockets).toHaveLength(1)
  })
})

describe("reconnect back-off", () => {
  const doubling = [250, 500, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]

  /** Closes the current socket and measures the wait until the next one opens, to the millisecond. */
  const waitAfterLoss = async (realtime: ReturnType<typeof realtimeUnderTest>, expected: number) => {
    const before = realtime.sockets.length
    realtime.socket().send({ type: "SOCKET_CLOSED" })
    await realtime.advance(expected - 1)
    const early = realtime.sockets.length
    await realtime.advance(1)
    return { early: early - before, onTime: realtime.sockets.length - before }
  }

  it("starts at 250 ms and doubles up to 60 s", async () => {
    const realtime = realtimeUnderTest()
    for (const wait of doubling) {
      expect(await waitAfterLoss(realtime, wait)).toEqual({ early: 0, onTime: 1 })
    }
  })

  it("starts over after a connection that held for a while, not after a short one", async () => {
    const realtime = realtimeUnderTest()
    for (const wait of doubling.slice(0, 3)) await waitAfterLoss(realtime, wait)

    await realtime.connect("short")
    await realtime.advance(REALTIME_TIMING.stableConnection - 1)
    expect(await waitAfterLoss(realtime, 2_000)).toEqual({ early: 0, onTime: 1 })

    await realtime.connect("good")
    await realtime.advance(REALTIME_TIMING.stableConnection)
    expect(await waitAfterLoss(realtime, 250)).toEqual({ early: 0, onTime: 1 })
    expect(await waitAfterLoss(realtime, 500)).toEqual({ early: 0, onTime: 1 })
  })

  it("replaces a socket whose id the server no longer knows", async () => {
    const realtime = realtimeUnderTest()
    realtime.server.register = () => Promise.reject(new UnknownConnection())
    await realtime.watch(auction12)
    await realtime.connect("c1")
    expect(realtime.sockets[0]?.closed).toBe(true)

    realtime.server.register = async () => ({ channel: "auction:12", seq: 0 })
    await realtime.advance(250)
    await realtime.connect("c2")
    expect(realtime.registrations.map((registration) => registration.connection_id)).toEqual(["c1", "c2"])
  })

  it("retries a refused registration on its own, keeping the socket", async () => {
    const realtime = realtimeUnderTest()
    realtime.server.register = () => Promise.reject(new Error("503"))
    await realtime.watch(auction12)
    await realtime.connect("c1")
    expect(realtime.registrations).toHaveLength(1)

    await realtime.advance(249)
    expect(realtime.registrations).toHaveLength(1)
    await realtime.advance(1)
    expect(realtime.registrations).toHaveLength(2)
    await realtime.advance(499)
    expect(realtime.registrations).toHaveLength(2)
    realtime.server.register = async () => ({ channel: "auction:12", seq: 0 })
    await realtime.advance(1)
    expect(realtime.registrations).toHaveLength(3)
    expect(realtime.sockets).toHaveLength(1)

    await realtime.push({ channel: "auction:12", seq: 1, kind: "bid", data: null })
    expect(realtime.deliveredSeqs("auction:12")).toEqual([1])
  })
})
