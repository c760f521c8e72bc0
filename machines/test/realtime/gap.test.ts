import { describe, expect, it } from "vitest"
import { auction12, envelope, realtimeUnderTest } from "./realtimeUnderTest.ts"

/** Spec 2 §9: a gap still open after 5 s is resynced. */
const GAP_WAIT = 5_000

/** Auction 12 live at seq 4 on connection c1. */
async function liveAuction() {
  const realtime = realtimeUnderTest()
  realtime.publish("auction:12", 4)
  await realtime.watch(auction12)
  await realtime.connect("c1")
  return realtime
}

describe("a gap in a channel's sequence", () => {
  it("is rewound after 5 s, not before, from the last delivered seq", async () => {
    const realtime = await liveAuction()
    const [, , seventh] = realtime.publish("auction:12", 3)
    await realtime.push(seventh!)

    await realtime.advance(GAP_WAIT - 1)
    expect(realtime.rewinds).toEqual([])
    await realtime.advance(1)
    expect(realtime.rewinds).toEqual([{ channel: "auction:12", since: 4 }])
  })

  it("is waited on from when it opened, not from the latest envelope held", async () => {
    const realtime = await liveAuction()
    const [, , seventh, eighth] = realtime.publish("auction:12", 4)
    await realtime.push(seventh!)
    await realtime.advance(3_000)
    await realtime.push(eighth!)
    await realtime.advance(2_000)
    expect(realtime.rewinds).toEqual([{ channel: "auction:12", since: 4 }])
  })

  it("that fills before 5 s is not rewound", async () => {
    const realtime = await liveAuction()
    const [fifth, sixth, seventh] = realtime.publish("auction:12", 3)
    await realtime.push(seventh!, sixth!)
    await realtime.advance(4_000)
    await realtime.push(fifth!)
    expect(realtime.deliveredSeqs("auction:12")).toEqual([5, 6, 7])
    await realtime.advance(10_000)
    expect(realtime.rewinds).toEqual([])
  })

  it("is filled by the rewind: every envelope once, in order", async () => {
    const realtime = await liveAuction()
    const [fifth, , seventh, , ninth] = realtime.publish("auction:12", 6)
    await realtime.push(fifth!, seventh!, ninth!)
    expect(realtime.deliveredSeqs("auction:12")).toEqual([5])

    await realtime.advance(GAP_WAIT)
    expect(realtime.rewinds).toEqual([{ channel: "auction:12", since: 5 }])
    expect(realtime.deliveredSeqs("auction:12")).toEqual([5, 6, 7, 8, 9, 10])

    // the socket's late copies change nothing
    await realtime.push(envelope("auction:12", 8), envelope("auction:12", 10), envelope("auction:12", 11))
    expect(realtime.deliveredSeqs("auction:12")).toEqual([5, 6, 7, 8, 9, 10, 11])
  })

  it("rewinds page after page while pages come back full", async () => {
    const realtime = await liveAuction()
    const missed = realtime.publish("auction:12", 1_001)
    await realtime.push(missed.at(-1)!)
    await realtime.advance(GAP_WAIT)

    // the second page reaches the held 1005th, and being full it asks on from there
    expect(realtime.rewinds.map((rewind) => rewind.since)).toEqual([4, 504, 1_005])
    const seqs = realtime.deliveredSeqs("auction:12")
    expect(seqs).toEqual(Array.from({ length: 1_001 }, (_, index) => 5 + index))
  })

  it("stops paging when a full page doesn't move the sequence", async () => {
    const realtime = await liveAuction()
    realtime.server.rewind = async (request) => ({
      channel: request.channel,
      events: Array.from({ length: 500 }, () => envelope("auction:12", 3))
    })
    await realtime.push(envelope("auction:12", 7))
    await realtime.advance(GAP_WAIT)
    expect(realtime.rewinds).toHaveLength(1)
  })

  it("opens a new wait when a rewind left it open", async () => {
    const realtime = await liveAuction()
    realtime.publish("auction:12", 1)
    // the 7th reached the socket but is not in the log yet when the rewind asks
    await realtime.push(envelope("auction:12", 7))
    await realtime.advance(GAP_WAIT)
    expect(realtime.deliveredSeqs("auction:12")).toEqual([5])

    realtime.publish("auction:12", 2)
    await realtime.advance(GAP_WAIT - 1)
    expect(realtime.rewinds).toHaveLength(1)
    await realtime.advance(1)
    expect(realtime.rewinds.map((rewind) => rewind.since)).toEqual([4, 5])
    expect(realtime.deliveredSeqs("auction:12")).toEqual([5, 6, 7])
  })

  it.each([
    ["refused as unavailable (4001)", Object.assign(new Error("rewind_unavailable"), { errorCode: 4001 })],
    ["failed", new TypeError("Failed to fetch")]
  ])("that can't be rewound (%s) is resynced from a fresh registration", async (_, failure) => {
    const realtime = await liveAuction()
    realtime.server.rewind = () => Promise.reject(failure)
    const missed = realtime.publish("auction:12", 5)
    await realtime.push(missed[3]!)
    await realtime.advance(GAP_WAIT)

    expect(realtime.registrations).toHaveLength(2)
    expect(realtime.registrations[1]).toEqual(realtime.registrations[0])
    expect(realtime.resyncs).toEqual([{ channel: "auction:12", watch: auction12 }])
    // the fresh baseline is the latest seq (9); the app's refetch covers what came before
    expect(realtime.deliveredSeqs("auction:12")).toEqual([])
    await realtime.push(envelope("auction:12", 10))
    expect(realtime.deliveredSeqs("auction:12")).toEqual([10])
  })
})
