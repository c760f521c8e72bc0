import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { caller, latestMail, signUp, solvedBotCheck, STRONG_PASSWORD, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)

/** A sign-up; `address` is the client's, for tests that would take the file's one address past its hourly limit. */
const register = async (fields: Record<string, unknown>, address?: string) =>
  call(
    "POST",
    "/api/v2/auth/users",
    { password: STRONG_PASSWORD, recaptcha: await solvedBotCheck(api), accept: true, ...fields },
    address === undefined ? undefined : { address }
  )

describe("GET /api/v1/auth/challenge", () => {
  it("gives a signed proof-of-work challenge that expires", async () => {
    const { status, body } = await call("GET", "/api/v1/auth/challenge")
    expect(status).toBe(200)
    expect(body.parameters).toMatchObject({ algorithm: "SHA-256", keyPrefix: expect.stringMatching(/^[0-9a-f]+$/) })
    expect(body.parameters.expiresAt * 1000).toBeGreaterThan(Date.now())
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe("POST /api/v2/auth/users", () => {
  it("creates an unconfirmed account, answers with a confirm key and mails a verification link", async () => {
    const { status, body } = await register({ username: "Vintage_Vette", email: " Vette.Owner@Example.com " })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      user: { username: "Vintage_Vette" },
      email: "vette.owner@example.com",
      email_verified: false,
      confirm_key: expect.stringMatching(/^[\w-]{40,}$/)
    })
    expect(body.access_key).toBeUndefined()

    const mail = await latestMail(api, "vette.owner@example.com")
    expect(mail.subject).toBe("Confirm your email for Redline")
    expect(mail.links).toEqual([expect.stringMatching(/^http:\/\/redline\.test\/account\/verify\/[\w-]{40,}$/)])

    const [row] = await api.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ verified: boolean; subscribed: boolean }>`
      SELECT verified, EXISTS (SELECT 1 FROM daily_email_subscriptions WHERE email = 'vette.owner@example.com') AS subscribed
        FROM users WHERE username = 'Vintage_Vette'`
      )
    )
    expect(row).toEqual({ verified: false, subscribed: true })
  })

  it("leaves the daily e-mail off when asked and keeps attribution unless cleared", async () => {
    await register({
      username: "no_news",
      email: "no.news@example.com",
      daily_email: false,
      attribution_source: "podcast",
      attribution_id: "ep-42"
    })
    await register({ username: "cleared", email: "cleared@example.com", attribution_source: "podcast", clear_attribution: true })
    const rows = await api.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ username: string; attribution_source: string | null; subscribed: boolean }>`
      SELECT username, attribution_source,
             EXISTS (SELECT 1 FROM daily_email_subscriptions d WHERE d.email = users.email) AS subscribed
        FROM users WHERE username IN ('no_news', 'cleared') ORDER BY username`
      )
    )
    expect(rows).toEqual([
      { username: "cleared", attribution_source: null, subscribed: true },
      { username: "no_news", attribution_source: "podcast", subscribed: false }
    ])
  })

  it("refuses a missing, forged or reused bot check with the spec's words", async () => {
    const robot = { status: 400, body: { error_code: 3011, message: "Oops, ReCAPTCHA thinks you're a robot" } }
    const fields = { username: "bot_1", email: "bot@example.com", password: STRONG_PASSWORD, accept: true }
    expect(await call("POST", "/api/v2/auth/users", fields)).toMatchObject(robot)
    expect(await call("POST", "/api/v2/auth/users", { ...fields, recaptcha: "bm90IGEgcGF5bG9hZA==" })).toMatchObject(robot)

    const challenge = (await call("GET", "/api/v1/auth/challenge")).body
    const guessed = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: "00" } })).toString("base64")
    expect(await call("POST", "/api/v2/auth/users", { ...fields, recaptcha: guessed })).toMatchObject(robot)

    const solved = await solvedBotCheck(api)
    expect((await call("POST", "/api/v2/auth/users", { ...fields, recaptcha: solved })).status).toBe(200)
    expect(
      await call("POST", "/api/v2/auth/users", { ...fields, username: "bot_2", email: "bot2@example.com", recaptcha: solved })
    ).toMatchObject(robot)
  })

  it("needs the terms accepted and every field", async () => {
    expect(await register({ username: "terms", email: "terms@example.com", accept: false })).toMatchObject({
      status: 400,
      body: { error_code: 3012 }
    })
    const required = { status: 400, body: { error_code: 3005, message: "All fields are required" } }
    expect(await register({ username: "  ", email: "blank@example.com" })).toMatchObject(required)
    expect(await register({ username: "blank", email: "blank@example.com", password: "" })).toMatchObject(required)
  })

  it("refuses an invalid e-mail", async () => {
    expect(await register({ username: "bad_mail", email: "not-an-address" })).toMatchObject({
      status: 400,
      body: { error_code: 3006, message: "Please enter a valid email" }
    })
  })

  it("gives each username rule's message", async () => {
    const refusal = (rule: string, message: string) => ({ status: 400, body: { error_code: 3008, rule, message } })
    expect(await register({ username: "jane doe", email: "a1@example.com" })).toMatchObject(
      refusal("invalid_characters", "Only letters, numbers and underscores are allowed")
    )
    expect(await register({ username: "a", email: "a2@example.com" })).toMatchObject(
      refusal("too_short", "Username must be at least 2 characters long")
    )
    const underscores = await call(
      "POST",
      "/api/v2/auth/users",
      { username: "__", email: "a5@example.com", password: STRONG_PASSWORD, recaptcha: await solvedBotCheck(api), accept: true },
      // from an address of its own: the sign-ups of this file from one address are near the hourly limit
      { address: "203.0.113.55" }
    )
    expect(underscores).toMatchObject(refusal("empty", "Username must contain at least one character"))
    expect(await register({ username: "a".repeat(31), email: "a3@example.com" })).toMatchObject(
      refusal("too_long", "Username must be at most 30 characters long")
    )
    expect(await register({ username: "sh1t_box", email: "a4@example.com" })).toMatchObject(
      refusal("inappropriate", "Username contains inappropriate content")
    )
  })

  it("refuses a weak password, saying why", async () => {
    const { status, body } = await register({ username: "weakling", email: "weak@example.com", password: "password1" })
    expect([status, body.error_code]).toEqual([400, 3010])
    expect(body.message).toMatch(/^This password is too easy to guess\. .+/)
    // The account's own name makes a password guessable.
    expect((await register({ username: "miata_dreamer", email: "dreamer@example.com", password: "miata_dreamer" })).body.error_code).toBe(
      3010
    )
  })

  it("refuses a taken e-mail (any case) and a taken username", async () => {
    await signUp(api, { username: "first_owner", email: "owner@example.com" })
    expect(await register({ username: "second_owner", email: "OWNER@example.com" })).toMatchObject({
      status: 409,
      body: { error_code: 3007, message: "An account with this email already exists.", email: "owner@example.com" }
    })
    expect(await register({ username: "FIRST_OWNER", email: "other@example.com" })).toMatchObject({
      status: 409,
      body: { error_code: 3009, message: "This username is already taken" }
    })
  })

  it("keeps the mention keyword 'seller' from every account, as a taken username", async () => {
    for (const [username, email] of [
      ["seller", "keyword1@example.com"],
      ["Seller", "keyword2@example.com"]
    ] as const) {
      // from an address of its own: the sign-ups of this file from one address are near the hourly limit
      expect(await register({ username, email }, "203.0.113.56")).toMatchObject({
        status: 409,
        body: { error_code: 3009, message: "This username is already taken" }
      })
    }
  })
})

describe("POST /api/v1/auth/login before the e-mail is confirmed", () => {
  it("answers with a confirm key instead of a session", async () => {
    await signUp(api, { username: "pending_pete", email: "pete@example.com" })
    const { status, body } = await call("POST", "/api/v1/auth/login", { email: "pete@example.com", password: STRONG_PASSWORD })
    expect(status).toBe(200)
    expect(body).toMatchObject({ email: "pete@example.com", email_verified: false, confirm_key: expect.any(String) })
    expect(body.access_key).toBeUndefined()
  })
})
