import fc from "fast-check"
import { describe, expect, expectTypeOf, it } from "vitest"
import {
  CHANNEL_ID_FIELDS,
  CHANNEL_TYPES,
  CHANNELS,
  channelIdOf,
  channelName,
  isPrivateChannel,
  isStaffChannel,
  keepsEventLog,
  parseChannelName,
  requestedChannel,
  type Watch
} from "../../src/realtime/Channels.ts"
import { MAX_ID } from "../../src/Id.ts"

describe("the channel table", () => {
  it("lists the spec's channels and the fields their registrations name them by", () => {
    expect(CHANNEL_TYPES).toEqual(
      expect.arrayContaining(["timestamp", "auction", "auctions", "notifications", "messages", "community", "community_thread"])
    )
    expect(CHANNEL_ID_FIELDS).toEqual(expect.arrayContaining(["auction_id", "community_id", "community_post_id"]))
  })

  it("keeps the user's own channels private and the auction's events in a log", () => {
    expect(CHANNEL_TYPES.filter(isPrivateChannel)).toEqual(["notifications", "messages"])
    expect(CHANNEL_TYPES.filter(keepsEventLog)).toEqual(["auction", "thread", "community", "community_thread"])
  })

  it("keeps a submission's chat with staff for the staff desk", () => {
    expect(CHANNEL_TYPES.filter(isStaffChannel)).toEqual(["submission_chat"])
  })
})

describe("channel names", () => {
  it("name a registration's channel, the user's own ones by the session's user", () => {
    const named = (watch: Watch, userId: number | null) => {
      const channel = requestedChannel(watch, userId)
      return channel === null ? null : channelName(channel)
    }
    expect(named({ channel: "auction", auction_id: 12 }, null)).toBe("auction:12")
    expect(named({ channel: "community", community_id: 3 }, 7)).toBe("community:3")
    expect(named({ channel: "community_thread", community_post_id: 44 }, null)).toBe("community_thread:44")
    expect(named({ channel: "auctions" }, 7)).toBe("auctions")
    expect(named({ channel: "timestamp" }, null)).toBe("timestamp")
    expect(named({ channel: "notifications" }, 7)).toBe("notifications:7")
    expect(named({ channel: "messages" }, 7)).toBe("messages:7")
  })

  it("name nothing without the id a channel needs, or the session a private one needs", () => {
    expect(requestedChannel({ channel: "auction" }, 7)).toBeNull()
    expect(requestedChannel({ channel: "community", auction_id: 12 }, 7)).toBeNull()
    expect(requestedChannel({ channel: "notifications" }, null)).toBeNull()
  })

  it("read back what they name", () => {
    const single = CHANNEL_TYPES.filter((type) => CHANNELS[type].key === null && !isPrivateChannel(type))
    const numbered = CHANNEL_TYPES.filter((type) => !single.includes(type))
    const address = fc.oneof(
      fc.constantFrom(...single).map((type) => ({ type, id: null })),
      fc.record({ type: fc.constantFrom(...numbered), id: fc.integer({ min: 1, max: MAX_ID }) })
    )
    fc.assert(
      fc.property(address, (channel) => {
        expect(parseChannelName(channelName(channel))).toEqual(channel)
      })
    )
  })

  it("read nothing from a name of no channel", () => {
    for (const name of [
      "",
      "auction",
      "auction:",
      "auction:x",
      "auction:12:3",
      "auctions:4",
      "timestamp:1",
      "notifications",
      "bids:12",
      "toString",
      "Auction:12",
      " auction:12",
      "auction:0",
      "auction:007",
      "auction:2147483648",
      "auction:99999999999999999999",
      "notifications:9007199254740993"
    ]) {
      expect(parseChannelName(name)).toBeNull()
    }
  })

  it("tell the id of a channel of one family", () => {
    expect(channelIdOf("auction", "auction:12")).toBe(12)
    expect(channelIdOf("auction", "auctions")).toBeNull()
    expect(channelIdOf("auction", "community:12")).toBeNull()
    expect(channelIdOf("notifications", "notifications:7")).toBe(7)
  })
})

describe("a watch", () => {
  it("carries the id field of its channel, and only that", () => {
    expectTypeOf<Extract<Watch, { channel: "auction" }>>().toEqualTypeOf<{ readonly channel: "auction"; readonly auction_id: number }>()
    expectTypeOf<Extract<Watch, { channel: "notifications" }>>().toEqualTypeOf<{ readonly channel: "notifications" }>()
    // @ts-expect-error an auction is watched by its id
    const missing: Watch = { channel: "auction" }
    expect(missing).toBeDefined()
  })
})
