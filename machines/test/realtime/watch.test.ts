import { describe, expect, it } from "vitest"
import { auction12, envelope, realtimeUnderTest } from "./realtimeUnderTest.ts"

describe("watching a channel", () => {
  it("registers once however many components watch it, and deregisters when the last leaves", async () => {
    const realtime = realtimeUnderTest()
    await realtime.connect("c1")
    await realtime.watch(auction12)
    await realtime.watch(auction12)
    expect(realtime.registrations).toHaveLength(1)

    realtime.actor.send({ type: "UNWATCH_CHANNEL", watch: auction12 })
    await realtime.advance(0)
    expect(realtime.deregistrations).toEqual([])
    realtime.actor.send({ type: "UNWATCH_CHANNEL", watch: auction12 })
    await realtime.advance(0)
    expect(realtime.deregistrations).toEqual([{ channel: "auction", auction_id: 12, connection_id: "c1", type: "public" }])
    expect(realtime.actor.getSnapshot().context.channels).toEqual({})

    await realtime.push(envelope("auction:12", 1))
    expect(realtime.delivered).toEqual([])
  })

  it("left while its registration is in flight is deregistered once that answered", async () => {
    const realtime = realtimeUnderTest()
    await realtime.connect("c1")
    let answerRegister = () => {}
    realtime.server.register = () => new Promise((resolve) => (answerRegister = () => resolve({ channel: "auction:12", seq: 0 })))
    await realtime.watch(auction12)
    realtime.actor.send({ type: "UNWATCH_CHANNEL", watch: auction12 })
    await realtime.advance(0)
    expect(realtime.deregistrations).toEqual([])
    answerRegister()
    await realtime.advance(0)
    expect(realtime.deregistrations).toHaveLength(1)
  })

  it("watched again while its deregistration is in flight registers after it, from a fresh baseline", async () => {
    const realtime = realtimeUnderTest()
    await realtime.connect("c1")
    await realtime.watch(auction12)
    await realtime.push(...realtime.publish("auction:12", 2))
    let answerDeregister = () => {}
    realtime.server.deregister = () => new Promise((resolve) => (answerDeregister = () => resolve({})))
    realtime.actor.send({ type: "UNWATCH_CHANNEL", watch: auction12 })
    realtime.publish("auction:12", 3)
    await realtime.watch(auction12)
    expect(realtime.registrations).toHaveLength(1)

    answerDeregister()
    await realtime.advance(0)
    expect(realtime.registrations).toHaveLength(2)
    // the new watcher fetched the auction itself: nothing before the registration is replayed
    expect(realtime.rewinds).toEqual([])
    await realtime.push(envelope("auction:12", 6))
    expect(realtime.deliveredSeqs("auction:12")).toEqual([1, 2, 6])
  })

  it("registered while offline waits for the connection", async () => {
    const realtime = realtimeUnderTest()
    await realtime.watch({ channel: "community_thread", community_post_id: 3 })
    expect(realtime.registrations).toEqual([])
    await realtime.connect("c1")
    expect(realtime.registrations).toEqual([{ channel: "community_thread", community_post_id: 3, connection_id: "c1", type: "public" }])
  })
})
