import { describe, expect, it } from "vitest"
import { isSignInProvider, providerAccountLabel, providerLabel, SIGN_IN_PROVIDERS, unlinkLeavesNoSignIn } from "../src/SignInProviders.ts"

describe("sign-in providers", () => {
  it("are Google, Facebook and Apple, named as the messages name them", () => {
    expect(SIGN_IN_PROVIDERS.map(providerLabel)).toEqual(["Google", "Facebook", "Apple"])
    expect(isSignInProvider("facebook")).toBe(true)
    expect(isSignInProvider("github")).toBe(false)
  })

  it("show the account as its address, Apple's as 'Apple Account'", () => {
    expect(providerAccountLabel("google", "jane@example.com")).toBe("jane@example.com")
    expect(providerAccountLabel("apple", "x7k2p@privaterelay.appleid.com")).toBe("Apple Account")
    expect(providerAccountLabel("apple", "jane@icloud.com")).toBe("Apple Account")
    expect(providerAccountLabel("google", null)).toBe("Google Account")
  })
})

describe("unlinkLeavesNoSignIn", () => {
  it("holds only for the one provider linked to an account without a password", () => {
    expect(unlinkLeavesNoSignIn({ hasPassword: false, linked: ["google"] }, "google")).toBe(true)
    expect(unlinkLeavesNoSignIn({ hasPassword: true, linked: ["google"] }, "google")).toBe(false)
    expect(unlinkLeavesNoSignIn({ hasPassword: false, linked: ["google", "apple"] }, "google")).toBe(false)
    expect(unlinkLeavesNoSignIn({ hasPassword: false, linked: ["google"] }, "facebook")).toBe(false)
  })
})
