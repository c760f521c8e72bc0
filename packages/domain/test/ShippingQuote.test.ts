import { describe, expect, it } from "vitest"
import {
  AuctionStatus,
  EMPTY_SHIPPING_ADDRESS,
  paidQuoteCase,
  SHIPPING_QUOTE_WINDOW_DAYS,
  shippingAddressError,
  shippingQuoteForm,
  shippingZipError
} from "../src/index.ts"

const END = new Date("2025-06-01T18:00:00Z")
const DAY = 86_400_000
const at = (offset: number) => new Date(END.getTime() + offset)

describe("shipping quote form", () => {
  it("offers a zip quote to everyone while the auction runs", () => {
    for (const status of [AuctionStatus.live, AuctionStatus.last_second_bids]) {
      expect(shippingQuoteForm({ status, auctionEnd: END, now: at(-DAY), isWinner: false })).toBe("zip")
    }
  })

  it("offers nothing before the start or on a canceled auction", () => {
    expect(shippingQuoteForm({ status: AuctionStatus.queued, auctionEnd: END, now: at(-3 * DAY), isWinner: false })).toBeNull()
    expect(shippingQuoteForm({ status: AuctionStatus.canceled, auctionEnd: END, now: at(DAY), isWinner: false })).toBeNull()
  })

  it("gives the winner of a sold car the address form, for good", () => {
    for (const status of [AuctionStatus.sold, AuctionStatus.sold_after]) {
      expect(shippingQuoteForm({ status, auctionEnd: END, now: at(DAY), isWinner: true })).toBe("address")
      expect(shippingQuoteForm({ status, auctionEnd: END, now: at(365 * DAY), isWinner: true })).toBe("address")
    }
  })

  it("keeps the zip quote for everyone else until seven days after the end", () => {
    expect(SHIPPING_QUOTE_WINDOW_DAYS).toBe(7)
    for (const status of [AuctionStatus.sold, AuctionStatus.reserve_not_met, AuctionStatus.no_bids, AuctionStatus.sold_after]) {
      expect(shippingQuoteForm({ status, auctionEnd: END, now: at(7 * DAY), isWinner: false })).toBe("zip")
      expect(shippingQuoteForm({ status, auctionEnd: END, now: at(7 * DAY + 1), isWinner: false })).toBeNull()
    }
  })

  it("reads a winner flag on an unsold car as anyone's", () => {
    expect(shippingQuoteForm({ status: AuctionStatus.reserve_not_met, auctionEnd: END, now: at(DAY), isWinner: true })).toBe("zip")
  })
})

describe("shipping zip", () => {
  it("is required", () => {
    expect(shippingZipError("")).toBe("Please enter a zip code")
    expect(shippingZipError("  \t")).toBe("Please enter a zip code")
    expect(shippingZipError("78701")).toBeNull()
  })
})

describe("winner's address", () => {
  const address = { street_number: "1200", street: "Congress Ave", city: "Austin", state: "TX", zip_code: "78701" }

  it("is valid with every part", () => {
    expect(shippingAddressError(address)).toBeNull()
  })

  it.each(["street_number", "street", "city", "state", "zip_code"] as const)("needs the %s", (field) => {
    expect(shippingAddressError({ ...address, [field]: " " })).toBe("Please select a valid address")
  })

  it("needs a US state", () => {
    expect(shippingAddressError({ ...address, state: "ON" })).toBe("Please select a valid address")
    expect(shippingAddressError(EMPTY_SHIPPING_ADDRESS)).toBe("Please select a valid address")
  })
})

describe("a paid quote", () => {
  it("asks for the paid zip when another one was entered", () => {
    expect(paidQuoteCase("10001", "78701")).toBe("use_paid_zip")
  })

  it("says it is booked when the zip is the paid one", () => {
    expect(paidQuoteCase(" 78701 ", "78701")).toBe("booked")
  })

  it("asks for the same address when the paid zip is not known", () => {
    expect(paidQuoteCase("78701", null)).toBe("same_address")
    expect(paidQuoteCase("78701", "")).toBe("same_address")
  })
})
