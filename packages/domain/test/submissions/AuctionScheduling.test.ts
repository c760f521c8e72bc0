import { describe, expect, it } from "vitest"
import { scheduleProblem, scheduleRecord, scheduleTimesProblem } from "../../src/submissions/AuctionScheduling.ts"
import { SUBMISSION_STATUSES, SubmissionStatus } from "../../src/submissions/SubmissionStatus.ts"

const NOW = new Date("2030-03-01T12:00:00.000Z")
const HOUR = 3_600_000
const DAY = 24 * HOUR
const at = (fromNow: number) => new Date(NOW.getTime() + fromNow)

describe("scheduling an auction", () => {
  it("is for an approved listing alone, once", () => {
    expect(scheduleProblem(SubmissionStatus.approved)).toBeNull()
    expect(scheduleProblem(SubmissionStatus.listing)).toBe("This submission's listing isn't approved by the seller yet.")
    expect(scheduleProblem(SubmissionStatus.scheduled)).toBe("This submission's auction is scheduled already.")
    expect(scheduleProblem(SubmissionStatus.live)).toBe("This submission's auction is live already.")
    for (const status of SUBMISSION_STATUSES.filter((status) => status !== SubmissionStatus.approved))
      expect(scheduleProblem(status)).not.toBeNull()
  })

  it("starts now or within 90 days, and runs 1 hour to 14 days", () => {
    const times = (start: number, runs: number) => ({ start: at(start), end: at(start + runs), now: NOW })
    expect(scheduleTimesProblem(times(0, HOUR))).toBeNull()
    expect(scheduleTimesProblem(times(90 * DAY, 14 * DAY))).toBeNull()
    expect(scheduleTimesProblem(times(-1, 7 * DAY))).toEqual({ field: "auction_start", message: "auction_start can't be in the past." })
    expect(scheduleTimesProblem(times(90 * DAY + 1, 7 * DAY))?.field).toBe("auction_start")
    expect(scheduleTimesProblem({ start: new Date(Number.NaN), end: at(DAY), now: NOW })?.field).toBe("auction_start")
    expect(scheduleTimesProblem({ start: at(DAY), end: new Date(Number.NaN), now: NOW })?.field).toBe("auction_end")
    expect(scheduleTimesProblem(times(DAY, 0))).toEqual({ field: "auction_end", message: "auction_end must be after auction_start." })
    expect(scheduleTimesProblem(times(DAY, HOUR - 1))?.message).toBe("auction_end must be at least 1 hour after auction_start.")
    expect(scheduleTimesProblem(times(DAY, 14 * DAY + 1))?.message).toBe("auction_end must be at most 14 days after auction_start.")
  })

  it("is recorded with the auction and its times", () => {
    expect(scheduleRecord(305, at(DAY), at(8 * DAY))).toBe(
      "Scheduled auction 305 from 2030-03-02T12:00:00.000Z to 2030-03-09T12:00:00.000Z."
    )
  })
})
