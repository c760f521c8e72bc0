import { describe, expect, it } from "vitest"
import { INQUIRY_NOTES_MAX_LENGTH, inquiryEmailProblem, inquiryProblems } from "../../src/submissions/SellInquiry.ts"

describe("inquiryEmailProblem", () => {
  it("wants the seller's address", () => {
    expect(inquiryEmailProblem(" ")).toEqual({ field: "contact.email", message: "Please enter the seller's email." })
    expect(inquiryEmailProblem("owner@")).toEqual({ field: "contact.email", message: "Please enter a valid email" })
    expect(inquiryEmailProblem("owner@example.com")).toBeNull()
  })
})

describe("inquiryProblems", () => {
  it("names the seller's e-mail and notes too long, and takes notes up to the limit once trimmed", () => {
    expect(inquiryProblems({ email: "owner@", notes: "x".repeat(INQUIRY_NOTES_MAX_LENGTH + 1) })).toEqual([
      { field: "contact.email", message: "Please enter a valid email" },
      { field: "notes", message: "Notes can be at most 2,000 characters." }
    ])
    expect(inquiryProblems({ email: "owner@example.com", notes: ` ${"x".repeat(INQUIRY_NOTES_MAX_LENGTH)} ` })).toEqual([])
  })
})
