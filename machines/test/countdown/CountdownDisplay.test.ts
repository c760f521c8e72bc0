import { describe, expect, it } from "vitest"
import { closingBarFraction, countdownText, urgencyOf, warningAt } from "../../src/index.ts"

const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour

describe("countdownText", () => {
  it.each([
    [9 * day, "9 days"],
    [day + 5 * hour, "1 day"],
    [day, "1 day"],
    [day - second, "23:59:59"],
    [10 * hour + 4 * minute + 5 * second, "10:04:05"],
    [hour, "1:00:00"],
    [59 * minute + 1, "59:01"],
    [42 * second, "00:42"],
    [1, "00:01"],
    [0, "Checking..."],
    [-5 * second, "Checking..."]
  ])("%i ms left reads %s", (msLeft, text) => {
    expect(countdownText(msLeft)).toBe(text)
  })
})

describe("urgencyOf", () => {
  it.each([
    [7 * day, "far"],
    [7 * day - 1, "days"],
    [day, "days"],
    [day - 1, "hours"],
    [10 * hour - 1, "under-ten-hours"],
    [hour - 1, "under-an-hour"],
    [0, "over"]
  ])("%i ms left is %s", (msLeft, urgency) => {
    expect(urgencyOf(msLeft)).toBe(urgency)
  })
})

describe("closingBarFraction", () => {
  it.each([
    [hour + 1, null],
    [hour, 1],
    [45 * minute, 0.75],
    [6 * minute, 0.1],
    [0, null]
  ])("%i ms left fills %s of the bar", (msLeft, fraction) => {
    expect(closingBarFraction(msLeft)).toBe(fraction)
  })
})

describe("warningAt", () => {
  it.each([
    [day + 1, null],
    [day, "last-day"],
    [minute + 1, "last-day"],
    [minute, "last-minute"],
    [1, "last-minute"],
    [0, null]
  ])("%i ms left is in the %s stretch", (msLeft, warning) => {
    expect(warningAt(msLeft)).toBe(warning)
  })
})
