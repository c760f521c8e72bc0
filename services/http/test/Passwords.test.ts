import { describe, expect, it } from "vitest"
import { caller, devMailbox, latestMail, STRONG_PASSWORD, tokenFromMail, useApi, verifiedAccount } from "./harness/index.ts"

const api = useApi()
const call = caller(api)

const sql = api.sql
const NEW_PASSWORD = "copper-kettle-hill-climb"
const login = (email: string, password: string) => call("POST", "/api/v1/auth/login", { email, password })
const askForLink = (email: string, address?: string) =>
  call("POST", "/api/v1/auth/reset/link", { email }, address === undefined ? {} : { address })

describe("POST /api/v1/auth/reset/link", () => {
  it("mails a reset link to an account's address", async () => {
    await verifiedAccount(api, { username: "resetter", email: "resetter@example.com" })
    expect(await askForLink(" Resetter@Example.com ")).toEqual({ status: 200, body: { sent: true } })
    const mail = await latestMail(api, "resetter@example.com")
    expect(mail.subject).toBe("Reset your Redline password")
    expect(mail.links).toEqual([expect.stringMatching(/^http:\/\/redline\.test\/reset-password\/[\w-]{40,}$/)])
  })

  it("refuses a missing, invalid or unknown address with the spec's words", async () => {
    expect(await askForLink("  ")).toMatchObject({ status: 400, body: { error_code: 3006, message: "Please enter your email" } })
    expect(await askForLink("no-at-sign")).toMatchObject({ status: 400, body: { error_code: 3006, message: "Please enter a valid email" } })
    expect(await askForLink("stranger@example.com")).toMatchObject({
      status: 404,
      body: { error_code: 3020, message: "Couldn't find an account with this email" }
    })
  })

  it("refuses locked and disabled accounts", async () => {
    await verifiedAccount(api, { username: "locked_lou", email: "lou@example.com" })
    await verifiedAccount(api, { username: "banned_ben", email: "ben@example.com" })
    await sql((db) => db`UPDATE users SET locked_until = now() + interval '10 minutes' WHERE username = 'locked_lou'`)
    await sql((db) => db`UPDATE users SET banned = true WHERE username = 'banned_ben'`)
    expect(await askForLink("lou@example.com")).toMatchObject({
      status: 423,
      body: { error_code: 3002, message: "The account has been temporarily locked, please try again later." }
    })
    expect(await askForLink("ben@example.com")).toMatchObject({ status: 403, body: { error_code: 3003 } })
  })

  it("sends at most three links to one account in fifteen minutes, answering every request alike", async () => {
    await verifiedAccount(api, { username: "impatient", email: "impatient@example.com" })
    const statuses = []
    for (let attempt = 0; attempt < 5; attempt++) statuses.push(await askForLink("impatient@example.com", `192.0.2.${attempt + 1}`))
    expect(statuses).toEqual(Array(5).fill({ status: 200, body: { sent: true } }))
    const links = (await devMailbox(api)).filter(
      (mail) => mail.to === "impatient@example.com" && mail.links.some((link) => link.includes("/reset-password/"))
    )
    expect(links).toHaveLength(3)
  })

  it("limits the requests of one address to ten an hour", async () => {
    const statuses = []
    for (let attempt = 0; attempt < 11; attempt++) statuses.push(await askForLink(`stranger${attempt}@example.com`, "192.0.2.77"))
    expect(statuses.slice(0, 10).map((answer) => answer.body.error_code)).toEqual(Array(10).fill(3020))
    expect(statuses[10]).toMatchObject({
      status: 429,
      body: { error_code: 1004, message: "Too many reset requests have been made. Please try again later." }
    })
  })
})

describe("GET and POST /api/v1/auth/reset", () => {
  it("trades the link's token for a reset key that sets a new password once, ending every session", async () => {
    const session = await verifiedAccount(api, { username: "new_leaf", email: "leaf@example.com" })
    await askForLink("leaf@example.com")
    const token = await tokenFromMail(api, "leaf@example.com", "/reset-password/")

    const traded = await call("GET", `/api/v1/auth/reset?reset_token=${token}`)
    expect(traded).toEqual({ status: 200, body: { reset_key: expect.stringMatching(/^[\w-]{40,}$/) } })
    // A reload of the page trades again; the earlier key is retired.
    const reloaded = await call("GET", `/api/v1/auth/reset?reset_token=${token}`)
    expect((await call("POST", "/api/v1/auth/reset", { reset_key: traded.body.reset_key, password: NEW_PASSWORD })).body.error_code).toBe(
      3021
    )
    const resetKey = reloaded.body.reset_key

    expect(await call("POST", "/api/v1/auth/reset", { reset_key: resetKey, password: "" })).toMatchObject({
      status: 400,
      body: { error_code: 3005, message: "All fields required" }
    })
    expect((await call("POST", "/api/v1/auth/reset", { reset_key: resetKey, password: "new_leaf1" })).body.error_code).toBe(3010)
    expect(await call("POST", "/api/v1/auth/reset", { reset_key: resetKey, password: NEW_PASSWORD })).toEqual({
      status: 200,
      body: { reset: true, email: "leaf@example.com" }
    })

    expect((await login("leaf@example.com", STRONG_PASSWORD)).body.error_code).toBe(3001)
    expect((await login("leaf@example.com", NEW_PASSWORD)).status).toBe(200)
    expect((await call("GET", "/api/v1/auth/valid_session", undefined, { key: session.access_key })).status).toBe(401)

    const spent = {
      status: 400,
      body: { error_code: 3021, message: "Your email confirmation link has expired. Please re-submit your email to request another." }
    }
    expect(await call("POST", "/api/v1/auth/reset", { reset_key: resetKey, password: NEW_PASSWORD })).toMatchObject(spent)
    expect(await call("GET", `/api/v1/auth/reset?reset_token=${token}`)).toMatchObject(spent)
    expect(await call("GET", "/api/v1/auth/reset?reset_token=made-up")).toMatchObject(spent)
  })

  it("lifts a lock and confirms the address, since the mail reached its owner", async () => {
    await verifiedAccount(api, { username: "lockout_lee", email: "lee@example.com" })
    await askForLink("lee@example.com")
    await sql((db) => db`UPDATE users SET locked_until = now() + interval '10 minutes', verified = false WHERE username = 'lockout_lee'`)
    const token = await tokenFromMail(api, "lee@example.com", "/reset-password/")
    const { body } = await call("GET", `/api/v1/auth/reset?reset_token=${token}`)
    await call("POST", "/api/v1/auth/reset", { reset_key: body.reset_key, password: NEW_PASSWORD })
    expect((await login("lee@example.com", NEW_PASSWORD)).body).toMatchObject({ email_verified: true, access_key: expect.any(String) })
  })
})

describe("POST /api/v1/auth/change", () => {
  it("checks the old password, keeps this session and ends the others", async () => {
    const session = await verifiedAccount(api, { username: "changer", email: "changer@example.com" })
    const elsewhere = (await login("changer@example.com", STRONG_PASSWORD)).body
    const key = session.access_key

    expect(await call("POST", "/api/v1/auth/change", { old_password: "", password: NEW_PASSWORD }, { key })).toMatchObject({
      status: 400,
      body: { error_code: 3005 }
    })
    expect(await call("POST", "/api/v1/auth/change", { old_password: "wrong", password: NEW_PASSWORD }, { key })).toMatchObject({
      status: 400,
      body: { error_code: 3022, message: "Incorrect password" }
    })
    expect(
      (await call("POST", "/api/v1/auth/change", { old_password: STRONG_PASSWORD, password: "12345678" }, { key })).body.error_code
    ).toBe(3010)
    expect(await call("POST", "/api/v1/auth/change", { old_password: STRONG_PASSWORD, password: NEW_PASSWORD }, { key })).toEqual({
      status: 200,
      body: { changed: true }
    })

    expect((await call("GET", "/api/v1/auth/valid_session", undefined, { key })).status).toBe(200)
    expect((await call("GET", "/api/v1/auth/valid_session", undefined, { key: elsewhere.access_key })).status).toBe(401)
    expect((await login("changer@example.com", NEW_PASSWORD)).status).toBe(200)
  })

  it("lets an account without a password set its first one", async () => {
    const session = await verifiedAccount(api, { username: "provider_pat", email: "pat@example.com" })
    await sql((db) => db`UPDATE users SET password_hash = NULL WHERE username = 'provider_pat'`)
    expect(
      (await call("POST", "/api/v1/auth/change", { old_password: "", password: NEW_PASSWORD }, { key: session.access_key })).status
    ).toBe(200)
    expect((await login("pat@example.com", NEW_PASSWORD)).status).toBe(200)
  })

  it("needs a session", async () => {
    expect((await call("POST", "/api/v1/auth/change", { old_password: "a", password: "b" })).body.error_code).toBe(1002)
  })
})
