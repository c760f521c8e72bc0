import { Option, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import {
  caller,
  DEVELOPER_ADDRESS,
  latestMail,
  signUp,
  solvedBotCheck,
  startApi,
  STRONG_PASSWORD,
  tokenFromMail,
  useApi
} from "./harness/index.ts"

const api = useApi()
const call = caller(api)

const redirect = {
  redirect_context: { referrer: { to: "/auctions/1234", state: { action: "watch" } }, history: "replace" },
  redirect_url: "/watch-list/"
}

describe("POST /api/v1/auth/confirm", () => {
  it("confirms the address of the mailed link once, with where to go next and a confirm key", async () => {
    const signedUp = await call("POST", "/api/v2/auth/users", {
      username: "redirected",
      email: "redirected@example.com",
      password: STRONG_PASSWORD,
      accept: true,
      recaptcha: await solvedBotCheck(api),
      ...redirect
    })
    expect(signedUp.status).toBe(200)
    const token = await tokenFromMail(api, "redirected@example.com", "/account/verify/")

    const confirmed = await call("POST", "/api/v1/auth/confirm", { confirmation_token: token })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({
      user: { user_id: signedUp.body.user.user_id, username: "redirected" },
      email: "redirected@example.com",
      confirm_key: expect.stringMatching(/^[\w-]{40,}$/),
      ...redirect
    })

    const again = await call("POST", "/api/v1/auth/confirm", { confirmation_token: token })
    expect(again).toMatchObject({
      status: 400,
      body: { error_code: 3013, message: "Your email confirmation link was invalid. Please sign in to request another." }
    })
    expect((await call("POST", "/api/v1/auth/confirm", { confirmation_token: "made-up" })).body.error_code).toBe(3013)
  })
})

describe("signing in to an unconfirmed account from a page", () => {
  it("makes the mailed link, and one resent, lead back to that page", async () => {
    await signUp(api, { username: "later_bidder", email: "later.bidder@example.com" })
    const mailed = await tokenFromMail(api, "later.bidder@example.com", "/account/verify/")
    const back = { redirect_context: { referrer: { to: "/auctions/77", state: { action: "place-bid" } }, history: "replace" } }
    const login = await call("POST", "/api/v1/auth/login", { email: "later.bidder@example.com", password: STRONG_PASSWORD, ...back })
    expect(login.body).toMatchObject({ email_verified: false, confirm_key: expect.any(String) })

    await call("POST", "/api/v1/auth/resend", { confirm_key: login.body.confirm_key })
    const resent = await tokenFromMail(api, "later.bidder@example.com", "/account/verify/")
    expect(resent).not.toBe(mailed)
    expect((await call("POST", "/api/v1/auth/confirm", { confirmation_token: resent })).body).toMatchObject(back)
  })

  it("leaves the links alone when the sign-in says nothing of where it came from", async () => {
    await signUp(api, { username: "plain_login", email: "plain.login@example.com" })
    const mailed = await tokenFromMail(api, "plain.login@example.com", "/account/verify/")
    await call("POST", "/api/v1/auth/login", { email: "plain.login@example.com", password: STRONG_PASSWORD })
    expect((await call("POST", "/api/v1/auth/confirm", { confirmation_token: mailed })).body).not.toHaveProperty("redirect_context")
  })
})

describe("GET /api/v1/auth/access", () => {
  it("gives the session for the confirm key once the address is confirmed, once", async () => {
    const { body: pending } = await signUp(api, { username: "access_anna", email: "anna@example.com" })
    const access = `/api/v1/auth/access?confirm_key=${pending.confirm_key}`
    expect(await call("GET", access)).toMatchObject({ status: 403, body: { error_code: 3015 } })

    await call("POST", "/api/v1/auth/confirm", { confirmation_token: await tokenFromMail(api, "anna@example.com", "/account/verify/") })
    const session = await call("GET", access)
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({
      user: { username: "access_anna" },
      email_verified: true,
      fresh: true,
      access_key: expect.any(String)
    })
    expect((await call("GET", "/api/v1/auth/valid_session", undefined, { key: session.body.access_key })).status).toBe(200)

    expect(await call("GET", access)).toMatchObject({ status: 401, body: { error_code: 3014 } })
    expect((await call("GET", "/api/v1/auth/access?confirm_key=unknown")).body.error_code).toBe(3014)

    const login = await call("POST", "/api/v1/auth/login", { email: "anna@example.com", password: STRONG_PASSWORD })
    expect(login.body).toMatchObject({ email_verified: true, access_key: expect.any(String) })
  })

  it("also works with the confirm key the confirmation answered, in another browser", async () => {
    await signUp(api, { username: "other_browser", email: "other.browser@example.com" })
    const token = await tokenFromMail(api, "other.browser@example.com", "/account/verify/")
    const { body: confirmed } = await call("POST", "/api/v1/auth/confirm", { confirmation_token: token })
    const session = await call("GET", `/api/v1/auth/access?confirm_key=${confirmed.confirm_key}`)
    expect(session.body).toMatchObject({ user: { username: "other_browser" }, fresh: true })
  })
})

describe("POST /api/v1/auth/resend", () => {
  it("mails a new link for the confirm key, a few times in ten minutes", async () => {
    const { body: pending } = await signUp(api, { username: "slow_inbox", email: "slow.inbox@example.com" })
    const first = await tokenFromMail(api, "slow.inbox@example.com", "/account/verify/")
    const resent = await call("POST", "/api/v1/auth/resend", { confirm_key: pending.confirm_key })
    expect(resent).toEqual({ status: 200, body: { email: "slow.inbox@example.com" } })
    const second = await tokenFromMail(api, "slow.inbox@example.com", "/account/verify/")
    expect(second).not.toBe(first)

    await call("POST", "/api/v1/auth/resend", { confirm_key: pending.confirm_key })
    await call("POST", "/api/v1/auth/resend", { confirm_key: pending.confirm_key })
    expect(await call("POST", "/api/v1/auth/resend", { confirm_key: pending.confirm_key })).toMatchObject({
      status: 429,
      body: { error_code: 1004 }
    })

    // Every link sent still confirms.
    expect((await call("POST", "/api/v1/auth/confirm", { confirmation_token: first })).status).toBe(200)
  })

  it("refuses an unknown confirm key", async () => {
    expect(await call("POST", "/api/v1/auth/resend", { confirm_key: "nope" })).toMatchObject({
      status: 401,
      body: { error_code: 3014 }
    })
  })
})

describe("GET /api/v1/dev/mailbox", () => {
  it("lists the outbox, newest first, with the links of each message", async () => {
    await signUp(api, { username: "mailbox_one", email: "one@example.com" })
    await signUp(api, { username: "mailbox_two", email: "two@example.com" })
    const { status, body } = await call("GET", "/api/v1/dev/mailbox", undefined, { address: DEVELOPER_ADDRESS })
    expect(status).toBe(200)
    expect(body.messages.slice(0, 2).map((message: { to: string }) => message.to)).toEqual(["two@example.com", "one@example.com"])
    expect((await latestMail(api, "two@example.com")).body).toContain("Hi mailbox_two,")
  })

  it("is not there when real mail leaves through SMTP", async () => {
    const withSmtp = await startApi({ smtpUrl: Option.some(Redacted.make("smtp://127.0.0.1:2525")) })
    try {
      expect(await caller(withSmtp)("GET", "/api/v1/dev/mailbox", undefined, { address: DEVELOPER_ADDRESS })).toMatchObject({
        status: 404,
        body: { error_code: 1001 }
      })
    } finally {
      await withSmtp.close()
    }
  })
})
