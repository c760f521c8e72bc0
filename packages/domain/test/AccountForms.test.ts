import { describe, expect, it } from "vitest"
import {
  dailyEmailError,
  forgotPasswordError,
  linkAccountError,
  registrationError,
  resetPasswordError,
  signInErrors,
  signUpEmailError,
  ssoEmailRequired,
  ssoUsernameError,
  usernameEmailWarning
} from "../src/AccountForms.ts"

describe("signInErrors", () => {
  it("says 'All fields are required' when both are empty", () => {
    expect(signInErrors({ email: "", password: "" })).toEqual({ form: "All fields are required" })
    expect(signInErrors({ email: "  ", password: "" })).toEqual({ form: "All fields are required" })
  })

  it("names the missing field", () => {
    expect(signInErrors({ email: "", password: "secret" })).toEqual({ email: "Please enter your email" })
    expect(signInErrors({ email: "a@b.co", password: "" })).toEqual({ password: "Please enter your password" })
  })

  it("checks the e-mail's shape", () => {
    expect(signInErrors({ email: "ab.co", password: "secret" })).toEqual({ email: "Please enter a valid email" })
    expect(signInErrors({ email: "a@b", password: "" })).toEqual({
      email: "Please enter a valid email",
      password: "Please enter your password"
    })
    expect(signInErrors({ email: " a@b.co ", password: "secret" })).toEqual({})
  })
})

describe("sign-up and registration", () => {
  it("checks the lower-cased e-mail", () => {
    expect(signUpEmailError("Jane@Example.COM")).toBeNull()
    expect(signUpEmailError("jane@")).toBe("Please enter a valid email")
    expect(signUpEmailError("")).toBe("Please enter a valid email")
  })

  it("requires username and password", () => {
    expect(registrationError({ username: "jane", password: "" })).toBe("All fields are required")
    expect(registrationError({ username: " ", password: "pw" })).toBe("All fields are required")
    expect(registrationError({ username: "jane", password: "pw" })).toBeNull()
  })

  it("warns when the username is the e-mail's local part", () => {
    const warning = "For your security, we recommend that you don't include any part of your email address in your username."
    expect(usernameEmailWarning("jane_doe", "jane_doe@example.com")).toBe(warning)
    expect(usernameEmailWarning("Jane_Doe", "jane_doe@example.com")).toBe(warning)
    expect(usernameEmailWarning("jane", "jane_doe@example.com")).toBeNull()
    expect(usernameEmailWarning("", "@example.com")).toBeNull()
  })
})

describe("single sign-on", () => {
  it("requires a username after trimming", () => {
    expect(ssoUsernameError("   ")).toBe("Please enter a username")
    expect(ssoUsernameError(" jane ")).toBeNull()
  })

  it("asks for an e-mail when the provider's is missing, private or a relay", () => {
    expect(ssoEmailRequired({})).toBe(true)
    expect(ssoEmailRequired({ email: null })).toBe(true)
    expect(ssoEmailRequired({ email: "jane@example.com", isPrivateEmail: true })).toBe(true)
    expect(ssoEmailRequired({ email: "x1y2@privaterelay.appleid.com" })).toBe(true)
    expect(ssoEmailRequired({ email: "jane@example.com" })).toBe(false)
  })
})

describe("password reset, linking and daily e-mail", () => {
  it("trims the forgot-password e-mail", () => {
    expect(forgotPasswordError("   ")).toBe("Please enter your email")
    expect(forgotPasswordError(" jane@example.com ")).toBeNull()
    expect(forgotPasswordError("jane")).toBe("Please enter a valid email")
  })

  it("requires both new passwords, matching", () => {
    expect(resetPasswordError({ password: "", confirmation: "x" })).toBe("All fields required")
    expect(resetPasswordError({ password: "abc", confirmation: "abd" })).toBe("Passwords do not match")
    expect(resetPasswordError({ password: "abc", confirmation: "abc" })).toBeNull()
  })

  it("requires the password to link", () => {
    expect(linkAccountError("")).toBe("Please enter your password")
    expect(linkAccountError("pw")).toBeNull()
  })

  it("requires a valid e-mail for the daily e-mail", () => {
    expect(dailyEmailError("")).toBe("Please enter a valid email")
    expect(dailyEmailError("jane@example.com")).toBeNull()
  })
})
