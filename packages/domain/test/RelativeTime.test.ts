import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { relativeTime } from "../src/RelativeTime.ts"

const NOW = new Date("2025-06-01T12:00:00Z")
const before = (millis: number) => new Date(NOW.getTime() - millis)
const MINUTE = 60_000
const DAY = 86_400_000

describe("relativeTime", () => {
  it("reads 'just now' under a minute, and for a time a moment ahead", () => {
    expect(relativeTime(NOW, NOW)).toBe("just now")
    expect(relativeTime(before(59_999), NOW)).toBe("just now")
    expect(relativeTime(new Date(NOW.getTime() + 5_000), NOW)).toBe("just now")
  })

  it("counts whole steps of the largest unit that fits, rounded down", () => {
    expect(relativeTime(before(MINUTE), NOW)).toBe("1 minute ago")
    expect(relativeTime(before(59 * MINUTE + 59_000), NOW)).toBe("59 minutes ago")
    expect(relativeTime(before(60 * MINUTE), NOW)).toBe("1 hour ago")
    expect(relativeTime(before(DAY - 1), NOW)).toBe("23 hours ago")
    expect(relativeTime(before(DAY), NOW)).toBe("1 day ago")
    expect(relativeTime(before(6 * DAY), NOW)).toBe("6 days ago")
    expect(relativeTime(before(7 * DAY), NOW)).toBe("1 week ago")
    expect(relativeTime(before(29 * DAY), NOW)).toBe("4 weeks ago")
    expect(relativeTime(before(30 * DAY), NOW)).toBe("1 month ago")
    expect(relativeTime(before(364 * DAY), NOW)).toBe("12 months ago")
    expect(relativeTime(before(365 * DAY), NOW)).toBe("1 year ago")
    expect(relativeTime(before(3 * 365 * DAY), NOW)).toBe("3 years ago")
  })

  it("never reads an older time as more recent", () => {
    const order = ["just now", "minute", "hour", "day", "week", "month", "year"]
    const rank = (text: string) => order.findIndex((unit) => text.includes(unit))
    const amount = (text: string) => Number(/^\d+/.exec(text)?.[0] ?? 0)
    fc.assert(
      fc.property(fc.nat(10 * 365 * DAY), fc.nat(10 * 365 * DAY), (a, b) => {
        const [newer, older] = [relativeTime(before(Math.min(a, b)), NOW), relativeTime(before(Math.max(a, b)), NOW)]
        expect(rank(older) > rank(newer) || (rank(older) === rank(newer) && amount(older) >= amount(newer))).toBe(true)
      })
    )
  })
})
