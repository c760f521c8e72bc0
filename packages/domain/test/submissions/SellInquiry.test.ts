import { describe, expect, it } from "vitest"
import { inquiryEmailProblem, sessionAbilities, SUBMIT_INQUIRIES_PERMISSION } from "../../src/submissions/SellInquiry.ts"

describe("sessionAbilities", () => {
  it("gives staff every ability, and the inquiries' to users with its permission", () => {
    expect(sessionAbilities(true, [])).toEqual(["admin", "submit_inquiries"])
    expect(sessionAbilities(false, [SUBMIT_INQUIRIES_PERMISSION])).toEqual(["submit_inquiries"])
    expect(sessionAbilities(false, [])).toEqual([])
  })
})

describe("inquiryEmailProblem", () => {
  it("wants the seller's address", () => {
    expect(inquiryEmailProblem(" ")).toEqual({ field: "contact.email", message: "Please enter the seller's email." })
    expect(inquiryEmailProblem("owner@")).toEqual({ field: "contact.email", message: "Please enter a valid email" })
    expect(inquiryEmailProblem("owner@example.com")).toBeNull()
  })
})
