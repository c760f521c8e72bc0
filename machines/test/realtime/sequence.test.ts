import { initialTransition, transition } from "xstate"
import { describe, expect, it } from "vitest"
import type { Envelope } from "@redline/domain"
import { type RealtimeEvent, realtimeMachine } from "../../src/index.ts"
import { auction12, envelope } from "./realtimeUnderTest.ts"

/**
 * The machine as a pure function: each event gives the next snapshot and the
 * actions to run, of which the deliveries are read here. Auction 12 is
 * registered with latest seq 4, so 5 is next.
 */
function registeredAuction() {
  let [snapshot] = initialTransition(realtimeMachine, { signedIn: false })
  const send = (event: RealtimeEvent) => {
    const [next, actions] = transition(realtimeMachine, snapshot, event)
    snapshot = next
    return actions
  }
  send({ type: "SOCKET_OPENED" })
  send({ type: "CONNECTION_ID", connectionId: "c1" })
  send({ type: "WATCH_CHANNEL", watch: auction12 })
  send({
    type: "xstate.done.actor.register.auction:12",
    actorId: "register.auction:12",
    output: { channel: "auction:12", seq: 4 }
  })
  /** The `seq`s delivered in answer to these envelopes, in delivery order. */
  const deliveredSeqs = (...seqs: number[]) =>
    seqs
      .flatMap((seq) => send({ type: "ENVELOPE", envelope: envelope("auction:12", seq) }))
      .filter((action) => action.type === "deliver")
      .map((action) => (action.params as Envelope).seq)
  return { deliveredSeqs, send, snapshot: () => snapshot }
}

describe("per-channel sequence", () => {
  it("delivers each envelope that is next, in order", () => {
    const auction = registeredAuction()
    expect(auction.deliveredSeqs(5, 6, 7)).toEqual([5, 6, 7])
  })

  it("drops duplicates and stale envelopes", () => {
    const auction = registeredAuction()
    expect(auction.deliveredSeqs(3, 4, 5, 5, 6, 2, 6)).toEqual([5, 6])
  })

  it("holds envelopes past a gap and delivers them in order once it fills", () => {
    const auction = registeredAuction()
    expect(auction.deliveredSeqs(7, 9, 8)).toEqual([])
    expect(auction.snapshot().context.channels["auction:12"]?.held.map((held) => held.seq)).toEqual([7, 8, 9])
    expect(auction.deliveredSeqs(5)).toEqual([5])
    expect(auction.deliveredSeqs(6)).toEqual([6, 7, 8, 9])
    expect(auction.deliveredSeqs(8, 10)).toEqual([10])
  })

  it("drops a duplicate of an envelope already held", () => {
    const auction = registeredAuction()
    expect(auction.deliveredSeqs(8, 7, 7, 6)).toEqual([])
    expect(auction.deliveredSeqs(5)).toEqual([5, 6, 7, 8])
  })

  it("ignores envelopes of channels it doesn't watch", () => {
    const auction = registeredAuction()
    const actions = auction.send({ type: "ENVELOPE", envelope: envelope("auction:13", 1) })
    expect(actions.filter((action) => action.type === "deliver")).toEqual([])
  })

  it("schedules a 5 s wait on a gap, and rewinds from the last delivered seq when it runs out", () => {
    const auction = registeredAuction()
    const held = auction.send({ type: "ENVELOPE", envelope: envelope("auction:12", 7) })
    expect(held.find((action) => action.type === "xstate.raise")?.params).toMatchObject({
      event: { type: "GAP_EXPIRED", key: "auction:12" },
      delay: 5_000
    })
    const expired = auction.send({ type: "GAP_EXPIRED", key: "auction:12" })
    expect(expired.find((action) => action.type === "xstate.spawnChild")?.params).toMatchObject({
      id: "rewind.auction:12",
      input: { channel: "auction:12", since: 4 }
    })
  })
})
