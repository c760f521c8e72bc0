import { describe, expect, it } from "vitest"
import { AuctionStatus } from "../src/AuctionStatus.ts"
import { CONTACT_MESSAGE_MAX_LENGTH, contactMessageError, contactPhoneError, contactSellerBlock } from "../src/ContactSeller.ts"

describe("contactSellerBlock", () => {
  it("lets other users write while the auction is live or in its last-second bids", () => {
    expect(contactSellerBlock(false, AuctionStatus.live)).toBeNull()
    expect(contactSellerBlock(false, AuctionStatus.last_second_bids)).toBeNull()
    // a number the spec doesn't name reads as live
    expect(contactSellerBlock(false, 7)).toBeNull()
  })

  it("keeps the seller from writing to self, whatever the status", () => {
    expect(contactSellerBlock(true, AuctionStatus.live)).toBe("own_auction")
    expect(contactSellerBlock(true, AuctionStatus.sold)).toBe("own_auction")
  })

  it("is closed in preview and once the auction ended", () => {
    for (const status of [
      AuctionStatus.queued,
      AuctionStatus.sold,
      AuctionStatus.reserve_not_met,
      AuctionStatus.canceled,
      AuctionStatus.no_bids,
      AuctionStatus.sold_after
    ]) {
      expect(contactSellerBlock(false, status)).toBe("not_live")
    }
  })
})

describe("contactMessageError", () => {
  it("wants something said", () => {
    expect(contactMessageError("")).toBe("Please write your message")
    expect(contactMessageError(" \n\t ")).toBe("Please write your message")
    expect(contactMessageError("Is the hardtop included?")).toBeNull()
  })

  it("counts the trimmed message against the limit", () => {
    expect(contactMessageError("a".repeat(CONTACT_MESSAGE_MAX_LENGTH))).toBeNull()
    expect(contactMessageError(`  ${"a".repeat(CONTACT_MESSAGE_MAX_LENGTH)}\n`)).toBeNull()
    expect(contactMessageError("a".repeat(CONTACT_MESSAGE_MAX_LENGTH + 1))).toBe("Your message is too long")
  })
})

describe("contactPhoneError", () => {
  it("takes no number at all", () => {
    expect(contactPhoneError("")).toBeNull()
    expect(contactPhoneError("   ")).toBeNull()
  })

  it("accepts 10 characters, or 11 with the country code", () => {
    for (const phone of ["5035550100", "503-555-0100", "(503) 555-0100", "15035550100", "+15035550100", "+1 503.555.0100"]) {
      expect(contactPhoneError(phone)).toBeNull()
    }
  })

  it("says 'Invalid phone number' under 10 characters, over 10 without +1 or 1, and for letters", () => {
    for (const phone of ["503555010", "25035550100", "+445035550100", "503-555-O100"]) {
      expect(contactPhoneError(phone)).toBe("Invalid phone number")
    }
  })

  it("refuses a number with the country code that isn't 10 digits after it, which no one could call", () => {
    for (const phone of ["+1503555010", "150355501000", "+1 503 555 01000"]) {
      expect(contactPhoneError(phone)).toBe("Invalid phone number")
    }
  })
})
