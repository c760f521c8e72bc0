import { describe, expect, it } from "vitest"
import { AuctionStatus } from "../src/AuctionStatus.ts"
import { ThreadEntryType } from "../src/realtime/Events.ts"
import { closeEntryText, extendsFirst, softCloseEntryText, systemEntry } from "../src/ThreadSystemEntries.ts"

const scheduledEnd = new Date("2026-11-21T18:00:00.000Z")
const at = (seconds: number) => new Date(scheduledEnd.getTime() + seconds * 1000)

describe("the thread's system entries", () => {
  it("note the first bid that moves the end past the scheduled end, not the bids that extend it again", () => {
    expect(extendsFirst({ scheduledEnd, endBefore: scheduledEnd, endAfter: at(30) })).toBe(true)
    expect(extendsFirst({ scheduledEnd, endBefore: at(30), endAfter: at(90) })).toBe(false)
    // A bid with exactly the window left leaves the end where it is.
    expect(extendsFirst({ scheduledEnd, endBefore: scheduledEnd, endAfter: scheduledEnd })).toBe(false)
    expect(extendsFirst({ scheduledEnd, endBefore: at(-3600), endAfter: at(-3600) })).toBe(false)
  })

  it("say the auction's own soft-close window", () => {
    expect(softCloseEntryText(120)).toBe("Soft close: a bid in the final 2 minutes extended the auction.")
    expect(softCloseEntryText(60)).toBe("Soft close: a bid in the final minute extended the auction.")
    expect(softCloseEntryText(90)).toBe("Soft close: a bid in the final 90 seconds extended the auction.")
    expect(softCloseEntryText(1)).toBe("Soft close: a bid in the final second extended the auction.")
  })

  it("tell the result of the close in dollars", () => {
    expect(closeEntryText({ status: AuctionStatus.sold, currentBid: 45_000, winner: "turbo_tess" })).toBe(
      "Sold for $45,000 to @turbo_tess."
    )
    expect(closeEntryText({ status: AuctionStatus.reserve_not_met, currentBid: 38_500, winner: null })).toBe(
      "Reserve not met. Bid to $38,500."
    )
    expect(closeEntryText({ status: AuctionStatus.no_bids, currentBid: 0, winner: null })).toBe("Ended with no bids.")
  })

  it("are entries of no one, with nothing counted", () => {
    expect(systemEntry({ id: 7, text: "Ended with no bids.", at: scheduledEnd })).toEqual({
      id: 7,
      type: ThreadEntryType.system,
      user: null,
      text: "Ended with no bids.",
      amount: null,
      timestamp: "2026-11-21T18:00:00.000Z",
      updated_at: "2026-11-21T18:00:00.000Z",
      edited_at: null,
      deleted_at: null,
      upvotes: 0,
      flags: 0,
      system_flagged: false,
      is_seller: false,
      is_bidder: false,
      reply_to: null,
      attachments: []
    })
  })
})
