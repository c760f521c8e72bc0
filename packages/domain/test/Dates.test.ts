import { describe, expect, it } from "vitest"
import { formatDateTime, formatLongDate, formatShortDate } from "../src/Dates.ts"

describe("dates", () => {
  it("formats 'MMMM D, YYYY'", () => {
    expect(formatLongDate(new Date(2025, 0, 5))).toBe("January 5, 2025")
    expect(formatLongDate(new Date(2024, 11, 31))).toBe("December 31, 2024")
  })

  it("formats 'M/D/YY' with a two-digit year", () => {
    expect(formatShortDate(new Date(2025, 0, 5))).toBe("1/5/25")
    expect(formatShortDate(new Date(2005, 11, 25))).toBe("12/25/05")
  })

  it("formats a moment with its time of day, in local time", () => {
    expect(formatDateTime(new Date(2025, 0, 5, 15, 30))).toBe("January 5, 2025 at 3:30 PM")
    expect(formatDateTime(new Date(2025, 0, 5, 9, 5))).toBe("January 5, 2025 at 9:05 AM")
  })

  it("uses local time, not UTC", () => {
    const lateEvening = new Date(2025, 2, 9, 23, 59)
    expect(formatLongDate(lateEvening)).toBe("March 9, 2025")
    expect(formatShortDate(lateEvening)).toBe("3/9/25")
    const earlyMorning = new Date(2025, 2, 10, 0, 1)
    expect(formatShortDate(earlyMorning)).toBe("3/10/25")
  })
})
