import { describe, expect, it } from "vitest"
import { AuctionStatus } from "../src/AuctionStatus.ts"
import { reserveTag } from "../src/ReserveTag.ts"

describe("reserveTag", () => {
  it("says whether a running auction's reserve is met", () => {
    for (const status of [AuctionStatus.live, AuctionStatus.last_second_bids]) {
      expect(reserveTag({ status, no_reserve: false, reserve_met: false })).toBe("Reserve not met")
      expect(reserveTag({ status, no_reserve: false, reserve_met: true })).toBe("Reserve met")
    }
  })

  it("says No Reserve whenever there is none, running or not", () => {
    for (const status of Object.values(AuctionStatus)) {
      expect(reserveTag({ status, no_reserve: true, reserve_met: true })).toBe("No Reserve")
    }
  })

  it("leaves a reserve auction that is not running to its outcome", () => {
    for (const status of [AuctionStatus.queued, AuctionStatus.sold, AuctionStatus.reserve_not_met, AuctionStatus.no_bids]) {
      expect(reserveTag({ status, no_reserve: false, reserve_met: false })).toBeNull()
      expect(reserveTag({ status, no_reserve: false, reserve_met: true })).toBeNull()
    }
  })
})
