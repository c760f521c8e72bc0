import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { displayUsername, isReservedUsername, USERNAME_LENGTH, usernameKey, usernameProblem } from "../src/Username.ts"

describe("usernameProblem", () => {
  it("accepts letters, numbers and underscores from 2 to 30 characters", () => {
    expect(usernameProblem("ab")).toBeNull()
    expect(usernameProblem("Jane_Doe_1987")).toBeNull()
    expect(usernameProblem("a".repeat(30))).toBeNull()
  })

  it("gives the server's messages", () => {
    expect(usernameProblem("")).toEqual({ _tag: "empty", message: "Username must contain at least one character" })
    expect(usernameProblem("   ")?._tag).toBe("empty")
    expect(usernameProblem("__")).toEqual({ _tag: "empty", message: "Username must contain at least one character" })
    expect(usernameProblem("_")?._tag).toBe("empty")
    expect(usernameProblem("_1")).toBeNull()
    expect(usernameProblem("jane doe")).toEqual({
      _tag: "invalid_characters",
      message: "Only letters, numbers and underscores are allowed"
    })
    expect(usernameProblem("a!")?._tag).toBe("invalid_characters")
    expect(usernameProblem("josé")?._tag).toBe("invalid_characters")
    expect(usernameProblem("a")).toEqual({ _tag: "too_short", message: "Username must be at least 2 characters long" })
    expect(usernameProblem("a".repeat(31))).toEqual({
      _tag: "too_long",
      message: "Username must be at most 30 characters long"
    })
  })

  it("accepts exactly the names the rules describe", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const ok = /^\w+$/.test(name) && /[^_]/.test(name) && name.length >= USERNAME_LENGTH.min && name.length <= USERNAME_LENGTH.max
        return (usernameProblem(name) === null) === ok
      })
    )
  })
})

describe("usernameKey and displayUsername", () => {
  it("keys by the lower-cased name", () => {
    expect(usernameKey("Jane_Doe")).toBe("jane_doe")
  })

  it("shows removed accounts as [removed]", () => {
    expect(displayUsername("removed_8841")).toBe("[removed]")
    expect(displayUsername("jane")).toBe("jane")
  })
})

describe("isReservedUsername", () => {
  it("keeps the mention keyword @seller from every account, in any case, and nothing more", () => {
    for (const name of ["seller", "Seller", "SELLER"]) expect(isReservedUsername(name)).toBe(true)
    for (const name of ["sellers", "the_seller", "seller_1", "buyer"]) expect(isReservedUsername(name)).toBe(false)
  })
})
