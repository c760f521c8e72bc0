import { hashPassword } from "@redline/infra"
import { describe, expect, it } from "vitest"
import {
  caller,
  devMailbox,
  insertAccount,
  solvedBotCheck,
  STRONG_PASSWORD,
  tokenFromMail,
  useApi,
  verifiedAccount
} from "./harness/index.ts"

/**
 * Guessing is slowed by address and by account, never by refusing the owner's right password:
 * an address that keeps failing waits longer each time, an e-mail address that failed a few
 * times needs the bot check's proof of work, and reset links always go out.
 */

const api = useApi()
const call = caller(api)

const OWNER_ADDRESS = "198.51.100.50"

const login = (email: string, password: string, address: string, recaptcha?: string) =>
  call("POST", "/api/v1/auth/login", { email, password, ...(recaptcha === undefined ? {} : { recaptcha }) }, { address })

describe("an attacker's wrong passwords", () => {
  it("never stop the owner signing in with the right password and the bot check's proof", async () => {
    await verifiedAccount(api, { username: "targeted_tia", email: "tia@example.com" })
    const guesses = []
    for (let guess = 0; guess < 3; guess++) guesses.push(await login("tia@example.com", `guess-${guess}`, `203.0.113.${guess + 1}`))
    expect(guesses.map((answer) => answer.body.error_code)).toEqual([3001, 3001, 3001])
    // from now on every try needs a proof of work, whoever makes it
    expect(await login("tia@example.com", "guess-3", "203.0.113.4")).toMatchObject({
      status: 403,
      body: { error_code: 3030, message: "Please complete the bot check to sign in." }
    })
    const spent = await solvedBotCheck(api)
    expect((await login("tia@example.com", "guess-4", "203.0.113.5", spent)).body.error_code).toBe(3001)
    // a proof is spent once: a replayed one is no proof
    expect((await login("tia@example.com", "guess-5", "203.0.113.6", spent)).body.error_code).toBe(3030)
    for (let guess = 6; guess < 10; guess++) {
      expect((await login("tia@example.com", `guess-${guess}`, `203.0.113.${guess + 1}`, await solvedBotCheck(api))).body.error_code).toBe(
        3001
      )
    }

    expect((await login("tia@example.com", STRONG_PASSWORD, OWNER_ADDRESS)).body.error_code).toBe(3030)
    const signedIn = await login("tia@example.com", STRONG_PASSWORD, OWNER_ADDRESS, await solvedBotCheck(api))
    expect(signedIn).toMatchObject({ status: 200, body: { user: { username: "targeted_tia" }, access_key: expect.any(String) } })
  })

  it("never stop the owner's reset links, which others' requests can't use up either", async () => {
    await verifiedAccount(api, { username: "locked_out_lin", email: "lin@example.com" })
    for (let guess = 0; guess < 8; guess++) await login("lin@example.com", `guess-${guess}`, `203.0.113.${guess + 40}`)
    for (let ask = 0; ask < 5; ask++) {
      expect(await call("POST", "/api/v1/auth/reset/link", { email: "lin@example.com" }, { address: `203.0.113.${ask + 60}` })).toEqual({
        status: 200,
        body: { sent: true }
      })
    }
    expect(await call("POST", "/api/v1/auth/reset/link", { email: "lin@example.com" }, { address: OWNER_ADDRESS })).toEqual({
      status: 200,
      body: { sent: true }
    })
    // the mailbox is the owner's: any of its links sets a new password, which then signs in without a proof
    const token = await tokenFromMail(api, "lin@example.com", "/reset-password/")
    const resetKey = (await call("GET", `/api/v1/auth/reset?reset_token=${token}`)).body.reset_key
    const newPassword = "quiet-garage-sunday-1974"
    expect((await call("POST", "/api/v1/auth/reset", { reset_key: resetKey, password: newPassword })).status).toBe(200)
    expect((await login("lin@example.com", newPassword, OWNER_ADDRESS)).status).toBe(200)
    expect((await devMailbox(api)).filter((mail) => mail.to === "lin@example.com" && mail.subject.includes("Reset"))).toHaveLength(3)
  })
})

describe("an address that keeps failing", () => {
  it("waits after its fifth failure, 2 s and then twice as long each time, told by Retry-After", async () => {
    const from = "203.0.113.100"
    const codes = []
    // each guess at another e-mail address, as a script trying one password on many accounts does
    for (let guess = 0; guess < 6; guess++) codes.push((await login(`victim${guess}@example.com`, "password1", from)).body.error_code)
    expect(codes).toEqual(Array(6).fill(3001))

    const waiting = await api.fetch("/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-address": from },
      body: JSON.stringify({ email: "victim6@example.com", password: "password1" })
    })
    expect(waiting.status).toBe(429)
    expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
    expect(Number(waiting.headers.get("retry-after"))).toBeLessThanOrEqual(2)
    expect(await waiting.json()).toMatchObject({
      error_code: 1004,
      message: "Too many sign-in attempts. Please wait a moment and try again."
    })
    // another address is not held up
    expect((await login("victim6@example.com", "password1", "203.0.113.101")).body.error_code).toBe(3001)

    // once the wait is over the next failure doubles it
    await api.sql((db) => db`UPDATE rate_limits SET last_at = last_at - interval '3 seconds' WHERE key = ${`sign-in-failures:${from}`}`)
    expect((await login("victim7@example.com", "password1", from)).body.error_code).toBe(3001)
    const longer = await api.fetch("/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-address": from },
      body: JSON.stringify({ email: "victim8@example.com", password: "password1" })
    })
    expect(longer.status).toBe(429)
    expect(Number(longer.headers.get("retry-after"))).toBeGreaterThan(2)
    expect(Number(longer.headers.get("retry-after"))).toBeLessThanOrEqual(4)
  })
})

describe("sign-in per address", () => {
  it("takes 300 sign-ins in 10 minutes from one address, whichever accounts they are to", async () => {
    const passwordHash = await api.run(hashPassword(STRONG_PASSWORD))
    for (let n = 0; n < 31; n++) {
      await api.run(insertAccount({ email: `family${n}@example.com`, username: `family_${n}`, passwordHash, verified: true }))
    }
    const from = "203.0.113.150"
    const statuses = []
    // ten to each of thirty accounts: within the limit of one address and e-mail too
    for (let n = 0; n < 300; n++) statuses.push((await login(`family${Math.floor(n / 10)}@example.com`, STRONG_PASSWORD, from)).status)
    expect(statuses).toEqual(Array(300).fill(200))
    expect(await login("family30@example.com", STRONG_PASSWORD, from)).toMatchObject({ status: 429, body: { error_code: 1004 } })
    expect((await login("family30@example.com", STRONG_PASSWORD, "203.0.113.151")).status).toBe(200)
    // 300 sign-ins, each checking a password hash: minutes on a busy two-core machine
  }, 180_000)
})
