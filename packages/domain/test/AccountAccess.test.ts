import { describe, expect, it } from "vitest"
import { accountAccessRefusal, isLocked } from "../src/AccountAccess.ts"

const now = new Date("2026-05-01T12:00:00Z")
const later = new Date(now.getTime() + 60_000)

describe("accountAccessRefusal", () => {
  it("keeps out a disabled account before a locked one, and a locked one until its lock's time", () => {
    expect(accountAccessRefusal({ banned: true, lockedUntil: later }, now)).toBe("disabled")
    expect(accountAccessRefusal({ banned: false, lockedUntil: later }, now)).toBe("locked")
    expect(accountAccessRefusal({ banned: false, lockedUntil: now }, now)).toBeNull()
    expect(accountAccessRefusal({ banned: false, lockedUntil: null }, now)).toBeNull()
    expect(isLocked({ lockedUntil: later }, now)).toBe(true)
  })
})
