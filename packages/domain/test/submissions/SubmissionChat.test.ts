import { describe, expect, it } from "vitest"
import { isUnreadBySeller, SUBMISSION_MESSAGE_MAX_LENGTH, submissionMessageError } from "../../src/submissions/SubmissionChat.ts"

describe("submissionMessageError", () => {
  it("wants something to read, within 2,000 characters once trimmed", () => {
    expect(submissionMessageError("  ")).toBe("Please write a message.")
    expect(submissionMessageError("\u200b")).toBe("Please write a message.")
    expect(submissionMessageError(" \u200d\ufeff\u2060 ")).toBe("Please write a message.")
    expect(submissionMessageError("When can the inspector come?")).toBeNull()
    expect(submissionMessageError(` ${"a".repeat(SUBMISSION_MESSAGE_MAX_LENGTH)} `)).toBeNull()
    expect(submissionMessageError("a".repeat(SUBMISSION_MESSAGE_MAX_LENGTH + 1))).toBe("A message can be at most 2,000 characters.")
  })
})

describe("isUnreadBySeller", () => {
  it("counts staff's messages not seen, never the seller's own", () => {
    expect(isUnreadBySeller({ from: "staff", seen_at: null })).toBe(true)
    expect(isUnreadBySeller({ from: "staff", seen_at: "2026-11-28T10:00:00Z" })).toBe(false)
    expect(isUnreadBySeller({ from: "seller", seen_at: null })).toBe(false)
  })
})
