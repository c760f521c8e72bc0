import { describe, expect, it } from "vitest"
import { dueEdition, parseTimeOfDay } from "../src/dailyEmail/DailyEmailSchedule.ts"

describe("DAILY_EMAIL_AT", () => {
  it("reads a time of day, HH:MM on a 24-hour clock", () => {
    expect(parseTimeOfDay("14:00")).toBe(840)
    expect(parseTimeOfDay(" 7:05 ")).toBe(425)
    expect(parseTimeOfDay("00:00")).toBe(0)
    expect(parseTimeOfDay("23:59")).toBe(1439)
    for (const wrong of ["24:00", "14:60", "2pm", "14", "", "14:00:00"]) expect(parseTimeOfDay(wrong), wrong).toBeNull()
  })
})

describe("the edition due", () => {
  const at = 14 * 60
  it("is today's from its time until midnight, none before", () => {
    expect(dueEdition(new Date("2025-06-10T13:59:59.999Z"), at)).toBeNull()
    expect(dueEdition(new Date("2025-06-10T14:00:00Z"), at)).toBe("2025-06-10")
    expect(dueEdition(new Date("2025-06-10T23:59:59Z"), at)).toBe("2025-06-10")
    expect(dueEdition(new Date("2025-06-11T00:00:00Z"), at)).toBeNull()
  })

  it("is the day's from midnight UTC for 00:00", () => {
    expect(dueEdition(new Date("2025-01-01T00:00:00Z"), 0)).toBe("2025-01-01")
    expect(dueEdition(new Date("2024-12-31T23:59:59Z"), 0)).toBe("2024-12-31")
  })
})
