import { describe, expect, it } from "vitest"
import { type ActiveSubmission, needsMoreInfo, reserveOfferAwaits, sellerCallToAction } from "../../src/submissions/SellerCallToAction.ts"
import { type SubmissionStatus } from "../../src/submissions/SubmissionStatus.ts"

const active = (status: SubmissionStatus, more: Partial<ActiveSubmission> = {}): ActiveSubmission => ({
  submission_id: 7,
  status,
  listing_id: null,
  auction_id: null,
  multiple_submissions: false,
  reserve_offer: false,
  review_checklist_status: null,
  ...more
})

describe("reserveOfferAwaits", () => {
  it("is an unanswered offer on a submitted or paid car", () => {
    expect(reserveOfferAwaits({ status: 2, reserve_offer: true })).toBe(true)
    expect(reserveOfferAwaits({ status: 5, reserve_offer: true })).toBe(true)
    expect(reserveOfferAwaits({ status: 5, reserve_offer: false })).toBe(false)
  })

  it("is not, whatever the flag says, once the car moved on", () => {
    for (const status of [1, 3, 7, 8, 104] as const) expect(reserveOfferAwaits({ status, reserve_offer: true })).toBe(false)
  })
})

describe("sellerCallToAction (spec 1 §2)", () => {
  it("is 'Sell a Car' without a submission", () => {
    expect(sellerCallToAction(null)).toEqual({ label: "Sell a Car", href: "/sell-car/" })
  })

  it("is 'Manage Listings' with several, whatever their statuses", () => {
    expect(sellerCallToAction(active(1, { multiple_submissions: true }))).toEqual({ label: "Manage Listings", href: "/account/listings/" })
  })

  it("is 'Manage Auction' when approved, scheduled or live, to the auction once there is one", () => {
    expect(sellerCallToAction(active(8))).toEqual({ label: "Manage Auction", href: "/submissions/7" })
    expect(sellerCallToAction(active(9, { auction_id: 40 }))).toEqual({ label: "Manage Auction", href: "/auctions/40" })
    expect(sellerCallToAction(active(10, { auction_id: 40 })).label).toBe("Manage Auction")
  })

  it("is 'View Reserve Offer' for a submitted car with an offer, else 'Chat with us'", () => {
    expect(sellerCallToAction(active(2, { reserve_offer: true }))).toEqual({ label: "View Reserve Offer", href: "/submissions/7" })
    expect(sellerCallToAction(active(2))).toEqual({ label: "Chat with us", href: "/submissions/7?m=true" })
  })

  it("is 'Chat with us' once paid, while staff inspect and write the listing, and 'View Reserve Offer' with an offer to answer", () => {
    expect(sellerCallToAction(active(5)).label).toBe("Chat with us")
    expect(sellerCallToAction(active(5, { reserve_offer: true }))).toEqual({ label: "View Reserve Offer", href: "/submissions/7" })
  })

  it("is 'Review Listing Draft' with a listing draft, to its review", () => {
    expect(sellerCallToAction(active(7))).toEqual({ label: "Review Listing Draft", href: "/listings/7" })
  })

  it("is 'Continue Submission' for a draft and an accepted submission, whose page takes the listing fee", () => {
    expect(sellerCallToAction(active(1))).toEqual({ label: "Continue Submission", href: "/submissions/7" })
    expect(sellerCallToAction(active(3))).toEqual({ label: "Continue Submission", href: "/submissions/7" })
  })
})

describe("needsMoreInfo", () => {
  it("shows the banner only when staff set the checklist to false", () => {
    expect(needsMoreInfo(active(2, { review_checklist_status: false }))).toBe(true)
    expect(needsMoreInfo(active(2, { review_checklist_status: true }))).toBe(false)
    expect(needsMoreInfo(active(2))).toBe(false)
    expect(needsMoreInfo(null)).toBe(false)
  })
})
