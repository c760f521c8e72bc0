import { describe, expect, it } from "vitest"
import { queueSearchWords, STAFF_QUEUE_DEFAULT_STATUS, STAFF_QUEUE_SEARCH_WORDS_MAX } from "../../src/submissions/StaffQueue.ts"
import { SubmissionStatus } from "../../src/submissions/SubmissionStatus.ts"

describe("the staff queue", () => {
  it("opens on the submitted cars", () => {
    expect(STAFF_QUEUE_DEFAULT_STATUS).toBe(SubmissionStatus.submitted)
  })

  it("searches for each word of the query, in any case, once", () => {
    expect(queueSearchWords("  2003   Porsche 911 porsche ")).toEqual(["2003", "porsche", "911"])
    expect(queueSearchWords("Seller_1@Example.com")).toEqual(["seller_1@example.com"])
  })

  it("searches for nothing when blank, and for the first words of a paste", () => {
    expect(queueSearchWords(" \t ")).toEqual([])
    const words = Array.from({ length: 20 }, (_, index) => `w${index}`)
    expect(queueSearchWords(words.join(" "))).toEqual(words.slice(0, STAFF_QUEUE_SEARCH_WORDS_MAX))
  })
})
