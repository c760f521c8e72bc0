import { describe, expect, it } from "vitest"
import { auction12, realtimeUnderTest } from "./realtimeUnderTest.ts"

describe("signing in and out", () => {
  it("registers private channels from the start when signed in", async () => {
    const realtime = realtimeUnderTest({ signedIn: true })
    await realtime.watch(auction12)
    await realtime.connect("c1")
    expect(realtime.registrations.map((registration) => registration.type)).toEqual(["private"])
  })

  it("registers every channel again as private on sign-in and as public on sign-out", async () => {
    const realtime = realtimeUnderTest()
    await realtime.watch(auction12)
    await realtime.watch({ channel: "timestamp" })
    await realtime.connect("c1")

    realtime.actor.send({ type: "SIGNED_IN" })
    await realtime.advance(0)
    expect(realtime.registrations.slice(2)).toEqual([
      { channel: "auction", auction_id: 12, connection_id: "c1", type: "private" },
      { channel: "timestamp", connection_id: "c1", type: "private" }
    ])

    realtime.actor.send({ type: "SIGNED_OUT" })
    await realtime.advance(0)
    expect(realtime.registrations.slice(4).map((registration) => [registration.channel, registration.type])).toEqual([
      ["auction", "public"],
      ["timestamp", "public"]
    ])
  })

  it("rewinds what a channel missed while it registered again", async () => {
    const realtime = realtimeUnderTest()
    await realtime.watch(auction12)
    await realtime.connect("c1")
    await realtime.push(...realtime.publish("auction:12", 2))
    realtime.publish("auction:12", 1)
    realtime.actor.send({ type: "SIGNED_IN" })
    await realtime.advance(0)
    expect(realtime.rewinds).toEqual([{ channel: "auction:12", since: 2 }])
    expect(realtime.deliveredSeqs("auction:12")).toEqual([1, 2, 3])
  })

  it("changes nothing when the type stays the same", async () => {
    const realtime = realtimeUnderTest({ signedIn: true })
    await realtime.watch(auction12)
    await realtime.connect("c1")
    realtime.actor.send({ type: "SIGNED_IN" })
    await realtime.advance(0)
    expect(realtime.registrations).toHaveLength(1)
  })

  it("uses the new type for channels registered later, also while offline", async () => {
    const realtime = realtimeUnderTest()
    realtime.actor.send({ type: "SIGNED_IN" })
    await realtime.watch(auction12)
    await realtime.connect("c1")
    expect(realtime.registrations.map((registration) => registration.type)).toEqual(["private"])
  })
})
