import { describe, expect, it } from "vitest"
import { codeAsTyped, pendingNumber, phoneAsTyped } from "../../src/index.ts"
import {
  changingTo,
  codeSentTo,
  iso,
  MINUTE,
  NO_ENROLLMENT,
  OTHER_PHONE,
  PHONE,
  refusal,
  smsEnrollmentUnderTest,
  START,
  verified
} from "./smsEnrollmentUnderTest.ts"

const typePhone = (value: string) => ({ type: "TYPE_PHONE", value }) as const
const typeCode = (value: string) => ({ type: "TYPE_CODE", value }) as const
const SUBMIT = { type: "SUBMIT" } as const
const RESEND = { type: "RESEND" } as const

/** A flow that sent a code to PHONE from phone entry, and sits at code entry. */
async function atCodeEntry() {
  const flow = smsEnrollmentUnderTest()
  await flow.start()
  await flow.send({ type: "CHANGE_NUMBER" })
  await flow.send(typePhone("5035550100"))
  await flow.send(SUBMIT)
  return flow
}

describe("the phone field", () => {
  it("dashes a US number as it is typed, with the +1 outside the field", () => {
    expect(["5", "503", "5035", "503555", "5035550", "5035550100"].map(phoneAsTyped)).toEqual([
      "5",
      "503",
      "503-5",
      "503-555",
      "503-555-0",
      "503-555-0100"
    ])
    expect(phoneAsTyped("503-")).toBe("503")
    expect(phoneAsTyped("(503) 555.0100 ext")).toBe("503-555-0100")
    expect(phoneAsTyped("+1 503 555 0100")).toBe("503-555-0100")
    expect(phoneAsTyped("50355501009")).toBe("503-555-0100")
  })

  it("takes the code's digits, six at most", () => {
    expect(codeAsTyped("12a3 45678", 6)).toBe("123456")
  })

  it("finds the number waiting for its code: a first number not yet verified, or one replacing the verified one", () => {
    expect(pendingNumber(null)).toBeNull()
    expect(pendingNumber(NO_ENROLLMENT)).toBeNull()
    expect(pendingNumber(codeSentTo(PHONE, START))).toBe(PHONE)
    expect(pendingNumber(verified(PHONE, START))).toBeNull()
    expect(pendingNumber(changingTo(PHONE, OTHER_PHONE, START))).toBe(OTHER_PHONE)
  })
})

describe("idle", () => {
  it("reads the enrollment and offers to add a number when there is none", async () => {
    const flow = smsEnrollmentUnderTest()
    expect(flow.calls).toEqual([])
    await flow.start()
    expect(flow.calls).toEqual(["load"])
    expect(flow.flow()).toEqual({ idle: "showing" })
    expect(flow.context().enrollment).toEqual(NO_ENROLLMENT)
  })

  it("says so when the enrollment can't be read, and reads it again on 'Try again'", async () => {
    const flow = smsEnrollmentUnderTest()
    flow.server.load = () => Promise.reject(new TypeError("offline"))
    await flow.start()
    expect(flow.flow()).toBe("unavailable")
    expect(flow.context().problem).toBe("Sorry, an error occurred. Please try again.")
    flow.server.load = async () => verified(PHONE, START)
    await flow.send({ type: "RETRY" })
    expect(flow.flow()).toEqual({ idle: "showing" })
    expect(flow.context()).toMatchObject({ problem: null, enrollment: { phone_number: PHONE } })
  })

  it("opens straight at code entry when a code sent earlier is still unexpired", async () => {
    const flow = smsEnrollmentUnderTest(codeSentTo(PHONE, START - 4 * MINUTE))
    await flow.start()
    expect(flow.flow()).toEqual({ codeEntry: "editing" })
    expect(flow.context().sentTo).toBe(PHONE)
    expect(flow.calls).toEqual(["load"])
  })

  it("shows a number whose code expired with Verify, which sends a new code to it", async () => {
    const flow = smsEnrollmentUnderTest(codeSentTo(PHONE, START - 11 * MINUTE))
    await flow.start()
    expect(flow.flow()).toEqual({ idle: "showing" })
    await flow.send({ type: "VERIFY" })
    expect(flow.calls).toEqual(["load", `send ${PHONE}`])
    expect(flow.flow()).toEqual({ codeEntry: "editing" })
    expect(flow.context()).toMatchObject({ sentTo: PHONE, notice: null })
  })

  it("opens code entry on Verify without sending while the code is still unexpired", async () => {
    const flow = smsEnrollmentUnderTest(codeSentTo(PHONE, START - 4 * MINUTE))
    await flow.start()
    await flow.send({ type: "CANCEL" })
    expect(flow.flow()).toEqual({ idle: "showing" })
    await flow.send({ type: "VERIFY" })
    expect(flow.flow()).toEqual({ codeEntry: "editing" })
    expect(flow.calls).toEqual(["load"])
  })

  it("opens straight at code entry for a new number whose code is unexpired, keeping the verified one", async () => {
    const flow = smsEnrollmentUnderTest(changingTo(PHONE, OTHER_PHONE, START - MINUTE))
    await flow.start()
    expect(flow.flow()).toEqual({ codeEntry: "editing" })
    expect(flow.context().sentTo).toBe(OTHER_PHONE)
    await flow.send(typeCode("123456"))
    await flow.send(SUBMIT)
    expect(flow.context().enrollment).toMatchObject({ phone_number: OTHER_PHONE, new_phone_number: null })
  })

  it("takes no Verify when there is no number waiting for one", async () => {
    const flow = smsEnrollmentUnderTest(verified(PHONE, START))
    await flow.start()
    await flow.send({ type: "VERIFY" })
    expect(flow.flow()).toEqual({ idle: "showing" })
    expect(flow.calls).toEqual(["load"])
  })

  it("removes the number (Unsubscribe, or Remove after STOP), clearing the number fields", async () => {
    const flow = smsEnrollmentUnderTest({ ...verified(PHONE, START), is_opted_in: false })
    await flow.start()
    let answer: () => void = () => undefined
    flow.server.remove = () => new Promise((resolve) => (answer = () => resolve(NO_ENROLLMENT)))
    await flow.send({ type: "REMOVE" })
    expect(flow.flow()).toEqual({ idle: "removing" })
    expect(flow.busy()).toBe(true)
    answer()
    await flow.send({ type: "REFRESH" })
    expect(flow.calls).toEqual(["load", "delete"])
    expect(flow.context().enrollment).toEqual(NO_ENROLLMENT)
  })

  it("keeps the number with the server's words when removing fails", async () => {
    const flow = smsEnrollmentUnderTest(verified(PHONE, START))
    await flow.start()
    flow.server.remove = () => Promise.reject(refusal({ reason: "failed", message: "Please sign in to continue." }))
    await flow.send({ type: "REMOVE" })
    expect(flow.flow()).toEqual({ idle: "showing" })
    expect(flow.context()).toMatchObject({ problem: "Please sign in to continue.", enrollment: { phone_number: PHONE } })
  })

  it("reads the enrollment again when asked, so a STOP replied meanwhile shows", async () => {
    const flow = smsEnrollmentUnderTest(verified(PHONE, START))
    await flow.start()
    expect(flow.context().enrollment?.is_opted_in).toBe(true)
    flow.server.enrollment = { ...verified(PHONE, START), is_opted_in: false }
    await flow.send({ type: "REFRESH" })
    expect(flow.calls).toEqual(["load", "load"])
    expect(flow.context().enrollment?.is_opted_in).toBe(false)
  })
})

describe("phone entry", () => {
  it("opens there once the enrollment is read, for a place that asks for a number", async () => {
    const flow = smsEnrollmentUnderTest(NO_ENROLLMENT, "phoneEntry")
    await flow.start()
    expect(flow.calls).toEqual(["load"])
    expect(flow.flow()).toEqual({ phoneEntry: "editing" })
    expect(flow.context()).toMatchObject({ enrollment: NO_ENROLLMENT, phone: "" })
    await flow.send({ type: "CANCEL" })
    expect(flow.flow()).toEqual({ idle: "showing" })
  })

  it("opens at code entry instead while a code is unexpired, and idle for a number already on the account", async () => {
    const waiting = smsEnrollmentUnderTest(codeSentTo(PHONE, START - 4 * MINUTE), "phoneEntry")
    await waiting.start()
    expect(waiting.flow()).toEqual({ codeEntry: "editing" })
    const expired = smsEnrollmentUnderTest(codeSentTo(PHONE, START - 11 * MINUTE), "phoneEntry")
    await expired.start()
    expect(expired.flow()).toEqual({ idle: "showing" })
    const stopped = smsEnrollmentUnderTest({ ...verified(PHONE, START), is_opted_in: false }, "phoneEntry")
    await stopped.start()
    expect(stopped.flow()).toEqual({ idle: "showing" })
  })

  it("opens there after 'Try again' when the first read failed", async () => {
    const flow = smsEnrollmentUnderTest(NO_ENROLLMENT, "phoneEntry")
    flow.server.load = () => Promise.reject(new TypeError("offline"))
    await flow.start()
    expect(flow.flow()).toBe("unavailable")
    flow.server.load = async () => NO_ENROLLMENT
    await flow.send({ type: "RETRY" })
    expect(flow.flow()).toEqual({ phoneEntry: "editing" })
  })

  it("opens empty from 'Add phone number' and 'Change phone number', and Cancel goes back", async () => {
    const flow = smsEnrollmentUnderTest(verified(PHONE, START))
    await flow.start()
    await flow.send({ type: "CHANGE_NUMBER" })
    expect(flow.flow()).toEqual({ phoneEntry: "editing" })
    expect(flow.context().phone).toBe("")
    await flow.send({ type: "CANCEL" })
    expect(flow.flow()).toEqual({ idle: "showing" })
  })

  it("asks for a number when blank, refuses one too short, and sends nothing", async () => {
    const flow = smsEnrollmentUnderTest()
    await flow.start()
    await flow.send({ type: "CHANGE_NUMBER" })
    await flow.send(SUBMIT)
    expect(flow.context().problem).toBe("Please enter your phone number")
    await flow.send(typePhone("503555"))
    expect(flow.context().problem).toBeNull()
    expect(flow.context().phone).toBe("503-555")
    await flow.send(SUBMIT)
    expect(flow.context().problem).toBe("Invalid phone number")
    expect(flow.flow()).toEqual({ phoneEntry: "editing" })
    expect(flow.calls).toEqual(["load"])
  })

  it("sends a code to the number as +1 and its 10 digits, then asks for the code", async () => {
    const flow = smsEnrollmentUnderTest()
    await flow.start()
    await flow.send({ type: "CHANGE_NUMBER" })
    await flow.send(typePhone("(503) 555-0100"))
    let answer: () => void = () => undefined
    const send = flow.server.send
    flow.server.send = (phone) => new Promise((resolve) => (answer = () => resolve(send(phone))))
    await flow.send(SUBMIT)
    expect(flow.flow()).toEqual({ phoneEntry: "sending" })
    expect(flow.busy()).toBe(true)
    answer()
    await flow.send(typeCode("1"))
    expect(flow.calls).toEqual(["load", `send ${PHONE}`])
    expect(flow.flow()).toEqual({ codeEntry: "editing" })
    expect(flow.context()).toMatchObject({ sentTo: PHONE, enrollment: { phone_number: PHONE, validated_at: null } })
  })

  it("changes a number already on the account through the change call", async () => {
    const flow = smsEnrollmentUnderTest(verified(PHONE, START))
    await flow.start()
    await flow.send({ type: "CHANGE_NUMBER" })
    await flow.send(typePhone("503-555-0199"))
    await flow.send(SUBMIT)
    expect(flow.calls).toEqual(["load", `change ${OTHER_PHONE}`])
    expect(flow.flow()).toEqual({ codeEntry: "editing" })
    expect(flow.context().sentTo).toBe(OTHER_PHONE)
    await flow.send(RESEND)
    expect(flow.calls).toEqual(["load", `change ${OTHER_PHONE}`, `send ${OTHER_PHONE}`])
  })

  it("shows the server's words for a number it refuses", async () => {
    const flow = smsEnrollmentUnderTest()
    await flow.start()
    flow.server.send = () => Promise.reject(refusal({ reason: "failed", message: "Invalid phone number" }))
    await flow.send({ type: "CHANGE_NUMBER" })
    await flow.send(typePhone("5035550100"))
    await flow.send(SUBMIT)
    expect(flow.flow()).toEqual({ phoneEntry: "editing" })
    expect(flow.context()).toMatchObject({ problem: "Invalid phone number", phone: "503-555-0100" })
    flow.server.send = () => Promise.reject(new TypeError("offline"))
    await flow.send(SUBMIT)
    expect(flow.context().problem).toBe("Sorry, an error occurred. Please try again.")
  })

  it("locks sending until the rate limit's time, named in its message", async () => {
    const flow = smsEnrollmentUnderTest()
    await flow.start()
    flow.server.send = () => Promise.reject(refusal({ reason: "rate_limited", nextAt: START + 30 * MINUTE }))
    await flow.send({ type: "CHANGE_NUMBER" })
    await flow.send(typePhone("5035550100"))
    await flow.send(SUBMIT)
    expect(flow.context().problem).toBe("Too many requests have been made. Please try again after 1:30 AM PST.")
    expect(flow.actor.getSnapshot().value.lock).toBe("closed")
    await flow.send(SUBMIT)
    await flow.advance(29 * MINUTE)
    await flow.send(SUBMIT)
    expect(flow.calls).toEqual(["load", `send ${PHONE}`])
    expect(flow.context().problem).toBe("Too many requests have been made. Please try again after 1:30 AM PST.")

    await flow.advance(MINUTE)
    expect(flow.actor.getSnapshot().value.lock).toBe("open")
    expect(flow.context()).toMatchObject({ problem: null, lock: null })
    flow.server.send = async (phone) => codeSentTo(phone, START + 30 * MINUTE)
    await flow.send(SUBMIT)
    expect(flow.calls).toEqual(["load", `send ${PHONE}`, `send ${PHONE}`])
    expect(flow.flow()).toEqual({ codeEntry: "editing" })
  })

  it("locks Verify in idle too when sending its code is rate limited", async () => {
    const flow = smsEnrollmentUnderTest(codeSentTo(PHONE, START - 20 * MINUTE))
    await flow.start()
    flow.server.send = () => Promise.reject(refusal({ reason: "rate_limited", nextAt: START + 5 * MINUTE }))
    await flow.send({ type: "VERIFY" })
    expect(flow.flow()).toEqual({ idle: "showing" })
    expect(flow.context().problem).toBe("Too many requests have been made. Please try again after 1:05 AM PST.")
    await flow.send({ type: "VERIFY" })
    expect(flow.calls).toEqual(["load", `send ${PHONE}`])
    await flow.advance(5 * MINUTE)
    await flow.send({ type: "VERIFY" })
    expect(flow.calls).toEqual(["load", `send ${PHONE}`, `send ${PHONE}`])
  })
})

describe("code entry", () => {
  it("checks the code is 6 digits before sending it", async () => {
    const flow = await atCodeEntry()
    await flow.send(typeCode("123"))
    await flow.send(SUBMIT)
    expect(flow.context().problem).toBe("Invalid verification code")
    expect(flow.calls).toEqual(["load", `send ${PHONE}`])
    await flow.send(typeCode("1234"))
    expect(flow.context().problem).toBeNull()
  })

  it("closes the flow on a verified code, back to idle with the number, and emits verified", async () => {
    const flow = await atCodeEntry()
    await flow.send(typeCode("123456"))
    await flow.send(SUBMIT)
    expect(flow.calls).toEqual(["load", `send ${PHONE}`, "confirm 123456"])
    expect(flow.flow()).toEqual({ idle: "showing" })
    expect(flow.context()).toMatchObject({
      enrollment: { phone_number: PHONE, can_receive_sms: true },
      notice: "Your phone number is verified.",
      code: "",
      sentTo: null
    })
    expect(flow.verifiedWith).toEqual([verified(PHONE, START)])
  })

  it("says 'Invalid code.' for a wrong code and takes another", async () => {
    const flow = await atCodeEntry()
    flow.server.confirm = () => Promise.reject(refusal({ reason: "invalid_code" }))
    await flow.send(typeCode("000000"))
    await flow.send(SUBMIT)
    expect(flow.flow()).toEqual({ codeEntry: "editing" })
    expect(flow.context().problem).toBe("Invalid code.")
    expect(flow.verifiedWith).toEqual([])
    flow.server.confirm = async () => verified(PHONE, START)
    await flow.send(typeCode("123456"))
    await flow.send(SUBMIT)
    expect(flow.flow()).toEqual({ idle: "showing" })
  })

  it("resends the code to the same number and says a new one was sent", async () => {
    const flow = await atCodeEntry()
    await flow.send(typeCode("12"))
    await flow.send(RESEND)
    expect(flow.calls).toEqual(["load", `send ${PHONE}`, `send ${PHONE}`])
    expect(flow.flow()).toEqual({ codeEntry: "editing" })
    expect(flow.context()).toMatchObject({ notice: "A new code was sent.", code: "", problem: null })
    await flow.send(typeCode("1"))
    expect(flow.context().notice).toBeNull()
  })

  it("goes back to an empty phone entry on 'Change number'", async () => {
    const flow = await atCodeEntry()
    await flow.send({ type: "CHANGE_NUMBER" })
    expect(flow.flow()).toEqual({ phoneEntry: "editing" })
    expect(flow.context().phone).toBe("")
  })

  it("locks the field after too many attempts, until a new code is sent", async () => {
    const flow = await atCodeEntry()
    flow.server.confirm = () => Promise.reject(refusal({ reason: "too_many_attempts" }))
    await flow.send(typeCode("000000"))
    await flow.send(SUBMIT)
    expect(flow.context()).toMatchObject({
      problem: "Too many attempts to verify were made. Please try again later.",
      attemptsLocked: true
    })
    await flow.send(typeCode("123456"))
    await flow.send(SUBMIT)
    expect(flow.context().code).toBe("000000")
    expect(flow.calls).toEqual(["load", `send ${PHONE}`, "confirm 000000"])
    await flow.send(RESEND)
    expect(flow.context()).toMatchObject({ attemptsLocked: false, code: "", notice: "A new code was sent." })
    await flow.send(typeCode("123456"))
    expect(flow.context().code).toBe("123456")
  })

  it("locks Resend on a rate limit with the codes message, while the code in hand can still be checked", async () => {
    const flow = await atCodeEntry()
    flow.server.send = () => Promise.reject(refusal({ reason: "rate_limited", nextAt: START + 15 * MINUTE + 20_000 }))
    await flow.send(RESEND)
    expect(flow.context().problem).toBe("Too many codes have been sent. Please request another after 1:16 AM PST.")
    await flow.send(RESEND)
    expect(flow.calls).toEqual(["load", `send ${PHONE}`, `send ${PHONE}`])
    await flow.send(typeCode("123456"))
    await flow.send(SUBMIT)
    expect(flow.calls).toEqual(["load", `send ${PHONE}`, `send ${PHONE}`, "confirm 123456"])
    expect(flow.flow()).toEqual({ idle: "showing" })
  })

  it("locks checking on a rate limit of the check, naming the time", async () => {
    const flow = await atCodeEntry()
    flow.server.confirm = () => Promise.reject(refusal({ reason: "rate_limited", nextAt: START + 2 * MINUTE }))
    await flow.send(typeCode("123456"))
    await flow.send(SUBMIT)
    expect(flow.context().problem).toBe("Too many requests have been made. Please try again after 1:02 AM PST.")
    await flow.send(SUBMIT)
    expect(flow.calls.filter((call) => call.startsWith("confirm"))).toHaveLength(1)
    await flow.advance(2 * MINUTE)
    expect(flow.context().problem).toBeNull()
    flow.server.confirm = async () => verified(PHONE, START)
    await flow.send(SUBMIT)
    expect(flow.flow()).toEqual({ idle: "showing" })
  })

  it("says the code has expired when its time passes on screen, and Resend brings a fresh one", async () => {
    const flow = await atCodeEntry()
    await flow.advance(10 * MINUTE - 1)
    expect(flow.context().problem).toBeNull()
    await flow.advance(1)
    expect(flow.context().problem).toBe("This code has expired.")
    await flow.send(RESEND)
    expect(flow.context()).toMatchObject({
      problem: null,
      notice: "A new code was sent.",
      enrollment: { validation_expires_at: iso(START + 20 * MINUTE) }
    })
    await flow.advance(10 * MINUTE - 1)
    expect(flow.context().problem).toBeNull()
    await flow.advance(1)
    expect(flow.context().problem).toBe("This code has expired.")
  })

  it("says so when the server finds the code expired", async () => {
    const flow = await atCodeEntry()
    flow.server.confirm = () => Promise.reject(refusal({ reason: "expired" }))
    await flow.send(typeCode("123456"))
    await flow.send(SUBMIT)
    expect(flow.flow()).toEqual({ codeEntry: "editing" })
    expect(flow.context().problem).toBe("This code has expired.")
  })

  it("goes back to phone entry when the server has no code sent", async () => {
    const flow = await atCodeEntry()
    flow.server.confirm = () => Promise.reject(refusal({ reason: "not_started" }))
    await flow.send(typeCode("123456"))
    await flow.send(SUBMIT)
    expect(flow.flow()).toEqual({ phoneEntry: "editing" })
    expect(flow.context().problem).toBe("You haven't started the SMS subscription process yet")
  })

  it("goes back to what there was on Cancel", async () => {
    const flow = await atCodeEntry()
    await flow.send({ type: "CANCEL" })
    expect(flow.flow()).toEqual({ idle: "showing" })
    expect(flow.context().enrollment).toMatchObject({ phone_number: PHONE, validated_at: null })
  })
})
