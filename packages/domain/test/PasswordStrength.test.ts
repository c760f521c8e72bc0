import { describe, expect, it } from "vitest"
import { PasswordStrength, passwordStrength, passwordStrengthLabel } from "../src/PasswordStrength.ts"

describe("passwordStrength", () => {
  it("is strong only above 100 million guesses", () => {
    expect(passwordStrength("", 0)).toBe(PasswordStrength.empty)
    expect(passwordStrength("hunter2", 100_000_000)).toBe(PasswordStrength.weak)
    expect(passwordStrength("correct horse battery", 100_000_001)).toBe(PasswordStrength.strong)
  })

  it("labels weak and strong", () => {
    expect(passwordStrengthLabel(PasswordStrength.weak)).toBe("Weak Password")
    expect(passwordStrengthLabel(PasswordStrength.strong)).toBe("Strong Password")
    expect(passwordStrengthLabel(PasswordStrength.empty)).toBeNull()
  })
})
