import { describe, expect, it } from "vitest"
import {
  isActiveSubmission,
  isSubmissionStatus,
  sectionsEditable,
  sellerMayCancel,
  SUBMISSION_LISTS,
  SUBMISSION_STATUSES,
  submissionListOf,
  SubmissionStatus
} from "../../src/submissions/SubmissionStatus.ts"

describe("submission statuses", () => {
  it("are the spec's numbers", () => {
    expect(SUBMISSION_STATUSES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 104])
    expect(isSubmissionStatus(104)).toBe(true)
    expect(isSubmissionStatus(12)).toBe(false)
  })

  it("each belong to one list: in progress until scheduled, live, past", () => {
    const listed = Object.values(SUBMISSION_LISTS).flat()
    expect([...listed].sort((a, b) => a - b)).toEqual([...SUBMISSION_STATUSES].sort((a, b) => a - b))
    expect(submissionListOf(SubmissionStatus.draft)).toBe("in_progress")
    expect(submissionListOf(SubmissionStatus.scheduled)).toBe("in_progress")
    expect(submissionListOf(SubmissionStatus.live)).toBe("live_listings")
    expect(submissionListOf(SubmissionStatus.declined)).toBe("past")
    expect(submissionListOf(SubmissionStatus.auction_ended)).toBe("past")
    expect(submissionListOf(SubmissionStatus.canceled)).toBe("past")
  })

  it("in progress and live are active; past ones are not", () => {
    expect(isActiveSubmission(SubmissionStatus.live)).toBe(true)
    expect(isActiveSubmission(SubmissionStatus.submitted)).toBe(true)
    expect(isActiveSubmission(SubmissionStatus.archived)).toBe(false)
  })
})

describe("what the seller may change", () => {
  it("sections until the listing is written", () => {
    expect(SUBMISSION_STATUSES.filter(sectionsEditable)).toEqual([1, 2, 3, 5])
  })

  it("cancel while not live: from the draft to a scheduled auction", () => {
    expect(SUBMISSION_STATUSES.filter(sellerMayCancel)).toEqual([1, 2, 3, 5, 7, 8, 9])
  })
})
