import { describe, expect, expectTypeOf, it } from "vitest"
import { ENVELOPE_KINDS, type Envelope, type EnvelopeOf, type EventData, isEnvelopeOf, REWIND_LIMIT } from "../../src/realtime/Envelope.ts"
import type {
  AuctionEndEvent,
  AuctionUpdate,
  BidEvent,
  QuestionChange,
  SubmissionMessageEvent,
  SubmissionMessagesSeen,
  ThreadEntry
} from "../../src/realtime/Events.ts"

describe("envelopes", () => {
  it("come in the spec's kinds", () => {
    expect(ENVELOPE_KINDS).toEqual(
      expect.arrayContaining([
        "message",
        "bid",
        "comment",
        "auction",
        "question",
        "notification",
        "notifications_seen",
        "messages_seen",
        "auction_end",
        "community_post",
        "community_reply"
      ])
    )
  })

  it("are told apart by kind", () => {
    const envelope: Envelope = { channel: "auction:12", seq: 3, kind: "auction_end", data: { status: 101 } }
    expect(isEnvelopeOf(envelope, "auction_end") && envelope.data.status).toBe(101)
    expect(isEnvelopeOf(envelope, "bid")).toBe(false)
  })

  it("are rewound 500 at a time", () => {
    expect(REWIND_LIMIT).toBe(500)
  })
})

describe("each kind's data", () => {
  it("has the contract's type", () => {
    expectTypeOf<EventData<"bid">>().toEqualTypeOf<BidEvent>()
    expectTypeOf<EventData<"auction_end">>().toEqualTypeOf<AuctionEndEvent>()
    expectTypeOf<EventData<"auction">>().toEqualTypeOf<AuctionUpdate>()
    expectTypeOf<EventData<"comment">>().toEqualTypeOf<ThreadEntry>()
    expectTypeOf<EventData<"question">>().toEqualTypeOf<QuestionChange>()
    expectTypeOf<EventData<"message">>().toEqualTypeOf<SubmissionMessageEvent>()
    expectTypeOf<EventData<"messages_seen">>().toEqualTypeOf<SubmissionMessagesSeen>()
    expectTypeOf<EnvelopeOf<"bid">["data"]>().toEqualTypeOf<BidEvent>()
  })
})
