import { describe, expect, it } from "vitest"
import { notificationBadge } from "../src/NotificationBadge.ts"

describe("notificationBadge", () => {
  it("shows the count up to 99, then 99+", () => {
    expect(notificationBadge(0)).toBeNull()
    expect(notificationBadge(1)).toBe("1")
    expect(notificationBadge(99)).toBe("99")
    expect(notificationBadge(100)).toBe("99+")
  })
})
