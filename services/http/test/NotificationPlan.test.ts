import { describe, expect, it } from "vitest"
import { channelsOf, NotificationPlan } from "../src/notifications/NotificationPlan.ts"

describe("NotificationPlan", () => {
  it("rolls the events of one user, type and subject into one notice, about the last of them", () => {
    const plan = new NotificationPlan()
    plan.add({ userId: 1, name: "seller_bids", subject: "auction:12", relatedTo: { highest_bid: 5_000 } })
    plan.add({ userId: 1, name: "seller_bids", subject: "auction:12", relatedTo: { highest_bid: 5_100 } })
    plan.add({ userId: 1, name: "outbid", subject: "auction:12", relatedTo: { highest_bid: 5_100 } })
    plan.addEach([1, 2, 3], [2], { name: "watcher_bids", subject: "auction:12", relatedTo: {} })
    expect(plan.notices.map((notice) => [notice.userId, notice.name, notice.count, notice.relatedTo])).toEqual([
      [1, "seller_bids", 2, { highest_bid: 5_100 }],
      [1, "outbid", 1, { highest_bid: 5_100 }],
      [1, "watcher_bids", 1, {}],
      [3, "watcher_bids", 1, {}]
    ])
    expect(plan.userIds).toEqual([1, 3])
  })

  it("sends a notice on its type's channels as the recipient's preference allows", () => {
    const outbid = { userId: 1, name: "outbid", subject: "auction:12", relatedTo: {} } as const
    expect(channelsOf(outbid, [])).toEqual(["site", "email"])
    expect(
      channelsOf(outbid, [
        { option: "on_outbid", method: "sms", value: true },
        { option: "on_outbid", method: "email", value: false }
      ])
    ).toEqual(["site", "sms"])
    // always sent, whatever the settings
    expect(channelsOf({ ...outbid, name: "won" }, [{ option: "on_outbid", method: "site", value: false }])).toEqual(["site", "email"])
    // the recipient's part picks the preference: a losing bidder's result is 'on_lost', a watcher's 'watcher_results'
    const ended = { ...outbid, name: "auction_ended" } as const
    const lostOff = [{ option: "on_lost", method: "site", value: false }] as const
    expect(channelsOf({ ...ended, option: "on_lost" }, lostOff)).toEqual(["email"])
    expect(channelsOf(ended, lostOff)).toEqual(["site", "email"])
  })
})
