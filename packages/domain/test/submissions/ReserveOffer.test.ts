import { describe, expect, it } from "vitest"
import { AuctionStatus } from "../../src/AuctionStatus.ts"
import {
  answerProblem,
  answerRecord,
  compAuctionIdsProblem,
  compFinalPrice,
  isCompAuctionStatus,
  offerProblem,
  offerRecord,
  reserveAmountProblem,
  reserveOfferAnswer
} from "../../src/submissions/ReserveOffer.ts"
import { SUBMISSION_STATUSES, SubmissionStatus } from "../../src/submissions/SubmissionStatus.ts"

describe("offerProblem", () => {
  it("takes an offer on a paid car with none yet, or after the seller declined the last", () => {
    expect(offerProblem(SubmissionStatus.paid, undefined)).toBeNull()
    expect(offerProblem(SubmissionStatus.paid, "decline")).toBeNull()
  })

  it("refuses while an offer waits, and once the reserve is settled", () => {
    expect(offerProblem(SubmissionStatus.paid, null)).toBe("The seller hasn't answered the last reserve offer yet.")
    expect(offerProblem(SubmissionStatus.paid, "accept")).toBe("The seller accepted a reserve already.")
    expect(offerProblem(SubmissionStatus.paid, "no_reserve")).toBe("The seller chose no reserve already.")
  })

  it("refuses every other status with a sentence naming where it is", () => {
    for (const status of SUBMISSION_STATUSES.filter((status) => status !== SubmissionStatus.paid)) {
      expect(offerProblem(status, undefined), String(status)).toMatch(/^This submission.*\.$/)
    }
    expect(offerProblem(SubmissionStatus.accepted, undefined)).toBe("This submission's listing fee isn't paid yet.")
  })
})

describe("answerProblem", () => {
  it("lets the seller answer a waiting offer of a paid car, once", () => {
    expect(answerProblem(SubmissionStatus.paid, null)).toBeNull()
    for (const answer of ["accept", "decline", "no_reserve"] as const) {
      expect(answerProblem(SubmissionStatus.paid, answer)).toBe("You answered this reserve offer already.")
    }
  })

  it("closes the offer of a submission that moved on or was canceled", () => {
    expect(answerProblem(SubmissionStatus.canceled, null)).toBe("This submission was canceled.")
    expect(answerProblem(SubmissionStatus.listing, null)).toBe("This reserve offer is closed.")
  })
})

describe("reserveOfferAnswer", () => {
  it("reads final true as accepting, false as declining, and no_reserve as no reserve", () => {
    expect(reserveOfferAnswer({ final: true })).toEqual({ answer: "accept" })
    expect(reserveOfferAnswer({ final: false })).toEqual({ answer: "decline" })
    expect(reserveOfferAnswer({ no_reserve: true })).toEqual({ answer: "no_reserve" })
    expect(reserveOfferAnswer({ final: true, no_reserve: true })).toEqual({ answer: "no_reserve" })
    expect(reserveOfferAnswer({ final: true, no_reserve: false })).toEqual({ answer: "accept" })
  })

  it("names the field when the answer is missing or at odds", () => {
    expect(reserveOfferAnswer({})).toEqual({ field: "final", problem: expect.stringMatching(/^final is required/) })
    expect(reserveOfferAnswer({ no_reserve: false })).toEqual({ field: "final", problem: expect.stringMatching(/^final is required/) })
    expect(reserveOfferAnswer({ final: false, no_reserve: true })).toEqual({
      field: "no_reserve",
      problem: expect.stringMatching(/^no_reserve/)
    })
  })
})

describe("the offer's amount and comparable auctions", () => {
  it("takes whole dollars from $100 to the largest bid", () => {
    expect(reserveAmountProblem(45_000)).toBeNull()
    expect(reserveAmountProblem(100)).toBeNull()
    expect(reserveAmountProblem(99)).toBe("amount must be at least $100.")
    expect(reserveAmountProblem(100.5)).toBe("amount must be whole dollars.")
    expect(reserveAmountProblem(1_000_000_001)).toMatch(/^amount must be at most/)
  })

  it("takes at most 3 comparable auctions, each once", () => {
    expect(compAuctionIdsProblem([])).toBeNull()
    expect(compAuctionIdsProblem([1, 2, 3])).toBeNull()
    expect(compAuctionIdsProblem([1, 2, 3, 4])).toBe("comp_auction_ids can name at most 3 auctions.")
    expect(compAuctionIdsProblem([1, 1])).toBe("comp_auction_ids must name each auction once.")
  })

  it("compares auctions that ended with a price: sold, sold after, or bid to short of the reserve", () => {
    expect([101, 102, 106].every(isCompAuctionStatus)).toBe(true)
    expect(
      [AuctionStatus.canceled, AuctionStatus.no_bids, AuctionStatus.live, AuctionStatus.last_second_bids].some(isCompAuctionStatus)
    ).toBe(false)
    expect(compFinalPrice({ status: 101, current_bid: 40_000, sale_amount: 40_000 })).toBe(40_000)
    expect(compFinalPrice({ status: 106, current_bid: 38_000, sale_amount: 41_000 })).toBe(41_000)
    expect(compFinalPrice({ status: 102, current_bid: 38_000, sale_amount: null })).toBe(38_000)
  })

  it("records the offer and each answer in a line", () => {
    expect(offerRecord(45_000, 3)).toBe("Offered a reserve of $45,000 with 3 comparable auctions.")
    expect(offerRecord(45_000, 1)).toBe("Offered a reserve of $45,000 with 1 comparable auction.")
    expect(answerRecord("accept", 45_000)).toBe("Accepted the reserve offer of $45,000.")
    expect(answerRecord("decline", 45_000)).toBe("Declined the reserve offer of $45,000.")
    expect(answerRecord("no_reserve", 45_000)).toBe("Chose no reserve over the offer of $45,000.")
  })
})
