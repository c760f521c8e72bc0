import { describe, expect, it } from "vitest"
import {
  canReceiveTexts,
  MAX_VERIFICATION_ATTEMPTS,
  normalizePhoneNumber,
  phoneNumberError,
  phoneNumberText,
  retryTimeText,
  verificationCodeError,
  verificationState
} from "../src/SmsEnrollment.ts"

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

  it("finds no US number in too few or too many digits, another country code, letters, an extension or an area code that doesn't exist", () => {
    for (const phone of [
      "",
      "503555010",
      "+1503555010",
      "25035550100",
      "+445035550100",
      "150355501000",
      "503-555-O100",
      "503-555-0100 x12",
      "555-123-4567",
      "(123) 456-7890"
    ]) {
      expect(normalizePhoneNumber(phone)).toBeNull()
    }
  })

  it("takes only US numbers: not the +1 plan's other countries", () => {
    expect(normalizePhoneNumber("+1 503 555 0100")).toBe("+15035550100")
    for (const phone of ["+1 876 555 0100", "+1 809 234 5678", "+1 441 234 5678", "+1 604 555 0100", "(876) 555-0100"]) {
      expect(normalizePhoneNumber(phone)).toBeNull()
    }
  })

  it("takes no toll-free or premium-rate number", () => {
    for (const areaCode of ["800", "833", "844", "855", "866", "877", "888", "900"]) {
      expect(normalizePhoneNumber(`+1 ${areaCode} 234 5678`)).toBeNull()
      expect(normalizePhoneNumber(`${areaCode}-555-0100`)).toBeNull()
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

describe("phoneNumberText", () => {
  it("writes a number as people read it", () => {
    expect(phoneNumberText("+15035550100")).toBe("(503) 555-0100")
  })
})

describe("verificationState", () => {
  const now = new Date("2025-06-01T12:00:00Z")
  const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000)

  it("is not started without a code sent", () => {
    expect(verificationState(null, now)).toBe("not_started")
    expect(verificationState({ expiresAt: null, attempts: 0 }, now)).toBe("not_started")
  })

  it("is open until the code expires, and expired from then", () => {
    expect(verificationState({ expiresAt: inMinutes(1), attempts: 0 }, now)).toBe("open")
    expect(verificationState({ expiresAt: now, attempts: 0 }, now)).toBe("expired")
    expect(verificationState({ expiresAt: inMinutes(-1), attempts: 2 }, now)).toBe("expired")
  })

  it("locks once the wrong guesses are used up, expired or not", () => {
    expect(verificationState({ expiresAt: inMinutes(5), attempts: MAX_VERIFICATION_ATTEMPTS - 1 }, now)).toBe("open")
    expect(verificationState({ expiresAt: inMinutes(5), attempts: MAX_VERIFICATION_ATTEMPTS }, now)).toBe("locked")
    expect(verificationState({ expiresAt: inMinutes(-5), attempts: MAX_VERIFICATION_ATTEMPTS }, now)).toBe("locked")
  })
})

describe("retryTimeText", () => {
  it("writes the clock time, with the zone when one is named", () => {
    expect(retryTimeText(new Date("2025-06-01T15:04:00Z"), "UTC")).toBe("3:04 PM UTC")
    expect(retryTimeText(new Date("2025-06-01T15:04:00Z"), "America/New_York")).toBe("11:04 AM EDT")
  })
})

describe("canReceiveTexts", () => {
  const verified = { validatedAt: new Date("2025-06-01T15:04:00Z"), isOptedIn: true, optedOut: false }

  it("is true of a verified number, opted in, that has not replied STOP", () => {
    expect(canReceiveTexts(verified)).toBe(true)
    expect(canReceiveTexts({ ...verified, validatedAt: "2025-06-01T15:04:00.000Z" })).toBe(true)
  })

  it("is false of a number awaiting its code, one its enrollment opted out, and one that replied STOP on any enrollment", () => {
    expect(canReceiveTexts({ ...verified, validatedAt: null })).toBe(false)
    expect(canReceiveTexts({ ...verified, isOptedIn: false })).toBe(false)
    expect(canReceiveTexts({ ...verified, optedOut: true })).toBe(false)
  })
})
