import { describe, expect, it } from "vitest"
import { normalizePhoneNumber, phoneNumberError, verificationCodeError } from "../src/SmsEnrollment.ts"

describe("phoneNumberError", () => {
  it("asks for a number when blank", () => {
    expect(phoneNumberError("")).toBe("Please enter your phone number")
    expect(phoneNumberError("  ")).toBe("Please enter your phone number")
  })

  it("accepts 10 characters, or more with the country code", () => {
    for (const phone of ["5551234567", "555-123-4567", "(555) 123-4567", "15551234567", "+15551234567", "+1 555-123-4567"]) {
      expect(phoneNumberError(phone)).toBeNull()
    }
  })

  it("refuses under 10 characters, and longer ones without +1 or 1", () => {
    expect(phoneNumberError("555123456")).toBe("Invalid phone number")
    expect(phoneNumberError("25551234567")).toBe("Invalid phone number")
    expect(phoneNumberError("+445551234567")).toBe("Invalid phone number")
    expect(phoneNumberError("555abc4567")).toBe("Invalid phone number")
  })
})

describe("normalizePhoneNumber", () => {
  it("writes every form of a US number as +1 and its 10 digits", () => {
    for (const phone of [
      "5035550100",
      "503-555-0100",
      "(503) 555-0100",
      " 503.555.0100 ",
      "15035550100",
      "1 503 555 0100",
      "+15035550100",
      "+1 (503) 555-0100"
    ]) {
      expect(normalizePhoneNumber(phone)).toBe("+15035550100")
    }
  })

  it("finds no US number in too few or too many digits, another country code or letters", () => {
    for (const phone of ["", "503555010", "+1503555010", "25035550100", "+445035550100", "150355501000", "503-555-O100"]) {
      expect(normalizePhoneNumber(phone)).toBeNull()
    }
  })
})

describe("verificationCodeError", () => {
  it("wants exactly 6 digits", () => {
    expect(verificationCodeError("123456")).toBeNull()
    expect(verificationCodeError(" 123456 ")).toBeNull()
    for (const code of ["", "12345", "1234567", "12345a"]) {
      expect(verificationCodeError(code)).toBe("Invalid verification code")
    }
  })
})
