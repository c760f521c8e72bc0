import { describe, expect, it } from "vitest"
import { estimatePassword, guessableWordsOf, weakPasswordMessage } from "../src/PasswordEstimate.ts"
import { PasswordStrength } from "../src/PasswordStrength.ts"

describe("estimatePassword", () => {
  it("calls nothing typed empty, a common password weak and a long unusual one strong", () => {
    expect(estimatePassword("")).toEqual({ strength: PasswordStrength.empty, advice: [] })
    expect(estimatePassword("password1").strength).toBe(PasswordStrength.weak)
    expect(estimatePassword("quartz-Harbor-lantern-1987").strength).toBe(PasswordStrength.strong)
  })

  it("advises on a weak password in the estimator's words", () => {
    expect(estimatePassword("password1").advice.length).toBeGreaterThan(0)
    expect(estimatePassword("quartz-Harbor-lantern-1987").advice).toEqual([])
  })

  it("counts the account's own name and address as guessable", () => {
    const password = "rustybucket_garage77"
    expect(estimatePassword(password).strength).toBe(PasswordStrength.strong)
    const words = guessableWordsOf({ username: "rustybucket_garage77", email: "Pam@Example.com" })
    expect(words).toEqual(["rustybucket_garage77", "pam@example.com", "pam"])
    expect(estimatePassword(password, words).strength).toBe(PasswordStrength.weak)
  })
})

describe("weakPasswordMessage", () => {
  it("refuses a guessable password with the estimator's advice, and passes a strong one", () => {
    const account = { username: "garage_find", email: "garage@example.com" }
    expect(weakPasswordMessage("password1", account)).toMatch(/^This password is too easy to guess\. .+/)
    expect(weakPasswordMessage("garage_find", account)).toMatch(/^This password is too easy to guess\./)
    expect(weakPasswordMessage("quartz-Harbor-lantern-1987", account)).toBeNull()
  })
})
