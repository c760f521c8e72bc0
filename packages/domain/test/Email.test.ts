import { describe, expect, it } from "vitest"
import { isPrivateRelayEmail, isValidEmail, normalizeEmail } from "../src/Email.ts"

describe("email", () => {
  it("accepts something@domain.tld only", () => {
    for (const email of ["a@b.co", "jane.doe+cars@mail.example.com"]) expect(isValidEmail(email)).toBe(true)
    for (const email of ["", "a@b", "ab.co", "a b@c.co", "a@b .co", "@b.co"]) expect(isValidEmail(email)).toBe(false)
  })

  it("refuses an address mail can't carry: over 254 characters, or over 64 before the @", () => {
    expect(isValidEmail(`${"a".repeat(64)}@example.com`)).toBe(true)
    expect(isValidEmail(`${"a".repeat(65)}@example.com`)).toBe(false)
    expect(isValidEmail(`${"a".repeat(300)}@example.com`)).toBe(false)
    expect(isValidEmail(`a@${"b".repeat(240)}.com`)).toBe(true)
    expect(isValidEmail(`a@${"b".repeat(250)}.com`)).toBe(false)
  })

  it("normalizes by trimming and lower-casing", () => {
    expect(normalizeEmail("  Jane@Example.COM ")).toBe("jane@example.com")
  })

  it("recognises Apple relay addresses", () => {
    expect(isPrivateRelayEmail("abc@PrivateRelay.AppleID.com")).toBe(true)
    expect(isPrivateRelayEmail("abc@icloud.com")).toBe(false)
  })
})
