import { describe, expect, it } from "vitest"
import { auction12, envelope, realtimeUnderTest } from "./realtimeUnderTest.ts"

/** Spec 2 §9: hidden-tab deregistration after 120 s. */
const HIDDEN_WAIT = 120_000

/** Signed in, watching auction 12, the auctions list, notifications and the timestamp, all live. */
async function watchingPage() {
  const realtime = realtimeUnderTest({ signedIn: true })
  for (const watch of [auction12, { channel: "auctions" }, { channel: "notifications" }, { channel: "timestamp" }] as const) {
    await realtime.watch(watch)
  }
  await realtime.connect("c1")
  return realtime
}

describe("a hidden page", () => {
  it("deregisters the auction, auctions and notifications channels after 120 s, not at 119 s", async () => {
    const realtime = await watchingPage()
    realtime.actor.send({ type: "PAGE_HIDDEN" })

    await realtime.advance(HIDDEN_WAIT - 1)
    expect(realtime.deregistrations).toEqual([])
    await realtime.advance(1)
    expect(realtime.deregistrations).toEqual([
      { channel: "auction", auction_id: 12, connection_id: "c1", type: "private" },
      { channel: "auctions", connection_id: "c1", type: "private" },
      { channel: "notifications", connection_id: "c1", type: "private" }
    ])
  })

  it("keeps every channel when it is back within 120 s", async () => {
    const realtime = await watchingPage()
    realtime.actor.send({ type: "PAGE_HIDDEN" })
    await realtime.advance(HIDDEN_WAIT - 1)
    realtime.actor.send({ type: "PAGE_VISIBLE" })
    await realtime.advance(HIDDEN_WAIT)
    expect(realtime.deregistrations).toEqual([])
    expect(realtime.registrations).toHaveLength(4)
  })

  it("re-registers them when visible again and rewinds each from the seq it had when let go, or refetches one without a log", async () => {
    const realtime = await watchingPage()
    await realtime.push(...realtime.publish("auction:12", 3), ...realtime.publish("notifications:7", 1))
    realtime.actor.send({ type: "PAGE_HIDDEN" })
    // still registered for now: this one is delivered
    await realtime.push(...realtime.publish("auction:12", 1))
    await realtime.advance(HIDDEN_WAIT)
    realtime.publish("auction:12", 2)
    realtime.publish("notifications:7", 2)
    realtime.publish("timestamp", 1)
    realtime.registrations.length = 0

    realtime.actor.send({ type: "PAGE_VISIBLE" })
    await realtime.advance(0)
    expect(realtime.registrations.map((registration) => registration.channel)).toEqual(["auction", "auctions", "notifications"])
    expect(realtime.rewinds).toEqual([{ channel: "auction:12", since: 4 }])
    expect(realtime.deliveredSeqs("auction:12")).toEqual([1, 2, 3, 4, 5, 6])
    expect(realtime.resyncs.map((resync) => resync.channel)).toEqual(["auctions", "notifications:7"])
    expect(realtime.deliveredSeqs("notifications:7")).toEqual([0])
  })

  it("delivers nothing on a channel it let go of", async () => {
    const realtime = await watchingPage()
    realtime.actor.send({ type: "PAGE_HIDDEN" })
    await realtime.advance(HIDDEN_WAIT)
    await realtime.push(envelope("auction:12", 1), envelope("timestamp", 1))
    expect(realtime.delivered.map((event) => event.channel)).toEqual(["timestamp"])
  })

  it("registers a channel again only once its deregistration has answered", async () => {
    const realtime = await watchingPage()
    const answers = new Map<string, () => void>()
    realtime.server.deregister = (registration) => new Promise((resolve) => answers.set(registration.channel, () => resolve({})))
    realtime.actor.send({ type: "PAGE_HIDDEN" })
    await realtime.advance(HIDDEN_WAIT)
    realtime.registrations.length = 0

    realtime.actor.send({ type: "PAGE_VISIBLE" })
    await realtime.advance(0)
    expect(realtime.registrations).toEqual([])
    answers.get("auction")?.()
    await realtime.advance(0)
    expect(realtime.registrations.map((registration) => registration.channel)).toEqual(["auction"])
  })
})
