import { describe, expect, it } from "vitest"
import { mayViewSubmissions, VIEW_SUBMISSIONS_PERMISSION } from "../../src/Abilities.ts"
import { SUBMISSION_MESSAGE_MAX_LENGTH } from "../../src/submissions/SubmissionChat.ts"
import {
  DECISION_LISTING_STATUS,
  DECISION_STATUS,
  decisionMessageProblem,
  decisionProblem,
  representativeMessage
} from "../../src/submissions/StaffDecision.ts"
import { SUBMISSION_STATUSES, SubmissionStatus } from "../../src/submissions/SubmissionStatus.ts"

describe("mayViewSubmissions", () => {
  it("opens the desk to staff and to users with VIEW_SUBMISSIONS", () => {
    expect(mayViewSubmissions(true, [])).toBe(true)
    expect(mayViewSubmissions(false, [VIEW_SUBMISSIONS_PERMISSION])).toBe(true)
  })

  it("keeps everyone else out, those with other abilities too", () => {
    expect(mayViewSubmissions(false, [])).toBe(false)
    expect(mayViewSubmissions(false, ["CAN_MAKE_SUBMISSION_INQUIRIES", "view_submissions"])).toBe(false)
  })
})

describe("decisionProblem", () => {
  it("lets staff decide a submitted car, accepting it to 3 or declining it to 4", () => {
    expect(decisionProblem(SubmissionStatus.submitted)).toBeNull()
    expect(DECISION_STATUS).toEqual({ accept: SubmissionStatus.accepted, decline: SubmissionStatus.declined })
    expect(DECISION_LISTING_STATUS).toEqual({ accept: "accepted", decline: "not_a_fit" })
  })

  it("refuses a decision made already, naming it", () => {
    expect(decisionProblem(SubmissionStatus.accepted)).toBe("This submission was accepted already.")
    expect(decisionProblem(SubmissionStatus.declined)).toBe("This submission was declined already.")
  })

  it("refuses a draft, and every status past review, with a sentence", () => {
    expect(decisionProblem(SubmissionStatus.draft)).toBe("This submission hasn't been submitted yet.")
    expect(decisionProblem(SubmissionStatus.canceled)).toBe("This submission was canceled.")
    for (const status of SUBMISSION_STATUSES.filter((status) => status !== SubmissionStatus.submitted)) {
      expect(decisionProblem(status), `status ${status}`).toMatch(/^This submission.*\.$/)
    }
  })
})

describe("decisionMessageProblem", () => {
  it("takes a message the chat takes, trimmed", () => {
    expect(decisionMessageProblem("  Welcome aboard: we'd love to list your 911.  ")).toBeNull()
    expect(decisionMessageProblem("x".repeat(SUBMISSION_MESSAGE_MAX_LENGTH))).toBeNull()
  })

  it("refuses nothing to read, and a message longer than the chat's", () => {
    expect(decisionMessageProblem("   ")).toBe("Please write a message.")
    expect(decisionMessageProblem("\u200b\u200b")).toBe("Please write a message.")
    expect(decisionMessageProblem("x".repeat(SUBMISSION_MESSAGE_MAX_LENGTH + 1))).toBe("A message can be at most 2,000 characters.")
  })
})

describe("representativeMessage", () => {
  it("names the representative assigned or taken off", () => {
    expect(representativeMessage("representative_assigned", "alex")).toBe("alex represents this submission.")
    expect(representativeMessage("representative_unassigned", "alex")).toBe("alex no longer represents this submission.")
  })
})
