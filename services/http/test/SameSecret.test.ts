import { describe, expect, it } from "vitest"
import { sameSecret } from "../src/auth/SameSecret.ts"

describe("sameSecret", () => {
  it("holds the secret expected, and nothing else", () => {
    expect(sameSecret("5f1c9e", "5f1c9e")).toBe(true)
    expect(sameSecret(new TextEncoder().encode("5f1c9e"), "5f1c9e")).toBe(true)
    expect(sameSecret("5f1c9f", "5f1c9e")).toBe(false)
    expect(sameSecret("", "5f1c9e")).toBe(false)
  })

  it("answers for secrets of any length, the same number of characters in other bytes too", () => {
    expect(sameSecret("5f1c9e00", "5f1c9e")).toBe(false)
    // 'é' is one character and two bytes: as long as the hex signature in characters, longer in bytes
    expect(sameSecret("5f1c9é", "5f1c9e")).toBe(false)
  })
})
