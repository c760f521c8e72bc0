import { describe, expect, it } from "vitest"
import { caller, providerCredential, solvedBotCheck, STRONG_PASSWORD, tokenFromMail, useApi, verifiedAccount } from "./harness/index.ts"

const api = useApi()
const call = caller(api)

const sql = api.sql
const lock = (username: string) =>
  sql((db) => db`UPDATE users SET locked_until = now() + interval '10 minutes' WHERE username = ${username}`)
const disable = (username: string) => sql((db) => db`UPDATE users SET banned = true WHERE username = ${username}`)

const LOCKED = { status: 423, body: { error_code: 3002, message: "The account has been temporarily locked, please try again later." } }
const DISABLED = { status: 403, body: { error_code: 3003, message: "This account has been disabled" } }

const credentialOf = async (provider: "google" | "facebook" | "apple", login: string) => {
  const answer = await providerCredential(api, provider, login)
  expect(answer.status).toBe(200)
  return answer.body.credential as string
}

const signUpWith = async (provider: string, credential: string, fields: Record<string, unknown>) =>
  call("POST", "/api/v2/auth/users", { provider, credential, recaptcha: await solvedBotCheck(api), ...fields })

describe("GET /api/v1/bootstrap", () => {
  it("names the sign-in providers the site offers, for the client's buttons", async () => {
    expect((await call("GET", "/api/v1/bootstrap")).body.sign_in_providers).toEqual(["google", "facebook", "apple"])
  })
})

describe("the single sign-on round trip", () => {
  it("sends the browser to the provider and back to the client's landing route with a code", async () => {
    const answer = await providerCredential(api, "google", "round.trip@example.com")
    expect(answer.landing.origin + answer.landing.pathname).toBe("http://redline.test/auth/google")
    expect(answer).toMatchObject({
      status: 200,
      body: {
        provider: "google",
        credential: expect.stringMatching(/^[\w-]{40,}$/),
        email: "round.trip@example.com",
        is_private_email: false
      }
    })
    expect((await providerCredential(api, "facebook", "fb.person@example.com")).landing.pathname).toBe("/auth/fb/")
  })

  it("refuses a state it did not issue, or one used already", async () => {
    const { landing } = await providerCredential(api, "google", "replay@example.com")
    const again = await call("POST", "/api/v1/auth/sso/google/callback", {
      code: landing.searchParams.get("code"),
      state: landing.searchParams.get("state")
    })
    expect(again).toMatchObject({ status: 400, body: { error_code: 3304, message: "There was an issue connecting with Google" } })
    expect((await call("POST", "/api/v1/auth/sso/apple/callback", { code: "x", state: "forged" })).body.error_code).toBe(3304)
  })
})

describe("POST /api/v1/auth/login with a provider", () => {
  it("asks an unknown person for a username, who then gets a verified account at once", async () => {
    const credential = await credentialOf("google", "new.driver@example.com")
    expect(await call("POST", "/api/v1/auth/login", { provider: "google", credential })).toMatchObject({
      status: 404,
      body: { error_code: 3301, provider: "google", email: "new.driver@example.com", is_private_email: false }
    })

    expect(await signUpWith("google", credential, { username: "  " })).toMatchObject({
      status: 400,
      body: { error_code: 3008, rule: "empty", message: "Please enter a username" }
    })
    const created = await signUpWith("google", credential, { username: "new_driver" })
    expect(created).toMatchObject({
      status: 200,
      body: { user: { username: "new_driver" }, email_verified: true, fresh: true, access_key: expect.any(String) }
    })

    // The credential is spent; a new sign-in with Google signs in to the account.
    expect((await signUpWith("google", credential, { username: "other" })).body.error_code).toBe(3305)
    const again = await call("POST", "/api/v1/auth/login", {
      provider: "google",
      credential: await credentialOf("google", "new.driver@example.com")
    })
    expect(again.body).toMatchObject({ user: { username: "new_driver" }, access_key: expect.any(String) })
    const settings = await call("GET", "/api/v1/settings", undefined, { key: again.body.access_key })
    expect(settings.body).toMatchObject({ has_password: false, auth_sources: [{ source: "google", email: "new.driver@example.com" }] })

    // Without a password it is a provider-only account.
    expect((await call("POST", "/api/v1/auth/login", { email: "new.driver@example.com", password: "x" })).body.error_code).toBe(3004)
  })

  it("asks for an e-mail when Apple hides it, and confirms that one by mail", async () => {
    const credential = await credentialOf("apple", "x7k2p@privaterelay.appleid.com")
    expect((await call("POST", "/api/v1/auth/login", { provider: "apple", credential })).body).toMatchObject({
      error_code: 3301,
      email: "x7k2p@privaterelay.appleid.com",
      is_private_email: true
    })
    expect((await signUpWith("apple", credential, { username: "hidden_hal" })).body).toMatchObject({
      error_code: 3006,
      message: "Please enter a valid email"
    })
    const pending = await signUpWith("apple", credential, { username: "hidden_hal", email: "Hal@Example.com" })
    expect(pending).toMatchObject({
      status: 200,
      body: { email: "hal@example.com", email_verified: false, confirm_key: expect.any(String) }
    })

    // Signing in with Apple before confirming leads to the verify notice again.
    const signIn = await call("POST", "/api/v1/auth/login", {
      provider: "apple",
      credential: await credentialOf("apple", "x7k2p@privaterelay.appleid.com")
    })
    expect(signIn.body).toMatchObject({ email_verified: false, confirm_key: expect.any(String) })

    const token = await tokenFromMail(api, "hal@example.com", "/account/verify/")
    const confirmed = await call("POST", "/api/v1/auth/confirm", { confirmation_token: token })
    expect((await call("GET", `/api/v1/auth/access?confirm_key=${confirmed.body.confirm_key}`)).body.user.username).toBe("hidden_hal")
  })

  it("sends Facebook without an e-mail to the e-mail permission screen", async () => {
    const credential = await credentialOf("facebook", "no_email_fan")
    expect(await call("POST", "/api/v1/auth/login", { provider: "facebook", credential })).toMatchObject({
      status: 400,
      body: {
        error_code: 3303,
        provider: "facebook",
        message: "We need your email address to sign up. Please go back and give Facebook permission to share your email address"
      }
    })
  })

  it("refuses a locked account and a disabled one, and spends neither credential", async () => {
    await signUpWith("google", await credentialOf("google", "locked.lola@example.com"), { username: "locked_lola" })
    await signUpWith("google", await credentialOf("google", "banned.bo@example.com"), { username: "banned_bo" })
    await lock("locked_lola")
    await disable("banned_bo")

    const lockedCredential = await credentialOf("google", "locked.lola@example.com")
    expect(await call("POST", "/api/v1/auth/login", { provider: "google", credential: lockedCredential })).toMatchObject(LOCKED)
    expect(
      await call("POST", "/api/v1/auth/login", { provider: "google", credential: await credentialOf("google", "banned.bo@example.com") })
    ).toMatchObject(DISABLED)

    await sql((db) => db`UPDATE users SET locked_until = NULL WHERE username = 'locked_lola'`)
    expect((await call("POST", "/api/v1/auth/login", { provider: "google", credential: lockedCredential })).body).toMatchObject({
      user: { username: "locked_lola" }
    })
  })

  it("says a username of underscores only must contain a character", async () => {
    expect(await signUpWith("google", await credentialOf("google", "underscores@example.com"), { username: "__" })).toMatchObject({
      status: 400,
      body: { error_code: 3008, rule: "empty", message: "Username must contain at least one character" }
    })
  })

  it("keeps the mention keyword 'seller' from an account made with a provider too", async () => {
    expect(await signUpWith("google", await credentialOf("google", "keyword.kim@example.com"), { username: "Seller" })).toMatchObject({
      status: 409,
      body: { error_code: 3009, message: "This username is already taken" }
    })
  })

  it("refuses a credential it never gave", async () => {
    expect(await call("POST", "/api/v1/auth/login", { provider: "apple", credential: "made-up" })).toMatchObject({
      status: 401,
      body: { error_code: 3305, message: "Your connection to Apple has expired. Please authenticate again." }
    })
  })

  it("refuses the SSO route's sign-up for an e-mail that has an account", async () => {
    await verifiedAccount(api, { username: "taken_tina", email: "tina@example.com" })
    const credential = await credentialOf("apple", "relay-tina@privaterelay.appleid.com")
    expect(await signUpWith("apple", credential, { username: "tina_two", email: "tina@example.com" })).toMatchObject({
      status: 409,
      body: { error_code: 3007, message: "An account with this email already exists." }
    })
  })
})

describe("linking a provider to an existing account: POST and DELETE /api/v1/auth/auth_source", () => {
  it("asks for the password of the account with the provider's e-mail, then links it", async () => {
    await verifiedAccount(api, { username: "linker", email: "linker@example.com" })
    const credential = await credentialOf("google", "linker@example.com")
    expect(await call("POST", "/api/v1/auth/login", { provider: "google", credential })).toMatchObject({
      status: 409,
      body: { error_code: 3302, provider: "google", email: "linker@example.com" }
    })

    const link = (password: string) =>
      call("POST", "/api/v1/auth/auth_source", { email: "linker@example.com", password, provider: "google", credential })
    expect(await link("")).toMatchObject({ status: 400, body: { error_code: 3005, message: "Please enter your password" } })
    expect(await link("wrong-password")).toMatchObject({ status: 400, body: { error_code: 3022, message: "Incorrect password" } })
    const linked = await link(STRONG_PASSWORD)
    expect(linked.body).toMatchObject({ user: { username: "linker" }, access_key: expect.any(String) })

    const viaGoogle = await call("POST", "/api/v1/auth/login", {
      provider: "google",
      credential: await credentialOf("google", "linker@example.com")
    })
    expect(viaGoogle.body.user.username).toBe("linker")

    // Unlinking leaves the password; the next Google sign-in must link again.
    const key = viaGoogle.body.access_key
    expect(await call("DELETE", "/api/v1/auth/auth_source?source=google", undefined, { key })).toEqual({
      status: 200,
      body: { auth_sources: [] }
    })
    expect(
      (await call("POST", "/api/v1/auth/login", { provider: "google", credential: await credentialOf("google", "linker@example.com") }))
        .body.error_code
    ).toBe(3302)
  })

  it("refuses an unknown e-mail as an incorrect password, and a second identity of one provider", async () => {
    const credential = await credentialOf("facebook", "someone@example.com")
    expect(
      (await call("POST", "/api/v1/auth/auth_source", { email: "ghost@example.com", password: "x", provider: "facebook", credential })).body
        .error_code
    ).toBe(3022)

    await verifiedAccount(api, { username: "two_faces", email: "two.faces@example.com" })
    const first = await credentialOf("facebook", "two.faces@example.com")
    await call("POST", "/api/v1/auth/auth_source", {
      email: "two.faces@example.com",
      password: STRONG_PASSWORD,
      provider: "facebook",
      credential: first
    })
    const second = await credentialOf("facebook", "another.face@example.com")
    expect(
      await call("POST", "/api/v1/auth/auth_source", {
        email: "two.faces@example.com",
        password: STRONG_PASSWORD,
        provider: "facebook",
        credential: second
      })
    ).toMatchObject({
      status: 409,
      body: { error_code: 3306, message: "We found a different sign in provider tied to your account, go back." }
    })
  })

  it("refuses to link a locked account or a disabled one", async () => {
    await verifiedAccount(api, { username: "locked_link", email: "locked.link@example.com" })
    await verifiedAccount(api, { username: "banned_link", email: "banned.link@example.com" })
    await lock("locked_link")
    await disable("banned_link")
    const link = async (email: string) =>
      call("POST", "/api/v1/auth/auth_source", {
        email,
        password: STRONG_PASSWORD,
        provider: "google",
        credential: await credentialOf("google", email)
      })
    expect(await link("locked.link@example.com")).toMatchObject(LOCKED)
    expect(await link("banned.link@example.com")).toMatchObject(DISABLED)
  })

  it("refuses an expired provider credential, one already spent and one it never gave", async () => {
    await verifiedAccount(api, { username: "slow_linker", email: "slow.linker@example.com" })
    const link = (credential: string) =>
      call("POST", "/api/v1/auth/auth_source", {
        email: "slow.linker@example.com",
        password: STRONG_PASSWORD,
        provider: "facebook",
        credential
      })
    const expired = await credentialOf("facebook", "slow.linker@example.com")
    await sql((db) => db`UPDATE sso_credentials SET expires_at = now() - interval '1 second' WHERE email = 'slow.linker@example.com'`)
    const refusal = {
      status: 401,
      body: { error_code: 3305, message: "Your connection to Facebook has expired. Please authenticate again." }
    }
    expect(await link(expired)).toMatchObject(refusal)
    expect(await link("made-up")).toMatchObject(refusal)

    const fresh = await credentialOf("facebook", "slow.linker@example.com")
    expect((await link(fresh)).body).toMatchObject({ user: { username: "slow_linker" } })
    expect(await link(fresh)).toMatchObject(refusal)
  })

  it("won't unlink the only way a provider-only account signs in", async () => {
    const credential = await credentialOf("apple", "only.apple@example.com")
    const { body } = await signUpWith("apple", credential, { username: "only_apple" })
    expect(await call("DELETE", "/api/v1/auth/auth_source?source=apple", undefined, { key: body.access_key })).toMatchObject({
      status: 400,
      body: { error_code: 1000 }
    })
  })
})

describe("handover to the mobile app: POST /api/v1/auth/handover", () => {
  it("trades a one-time token from a signed-in client for a session of its own", async () => {
    const session = await verifiedAccount(api, { username: "app_user", email: "app.user@example.com" })
    const issued = await call("POST", "/api/v1/auth/handover/token", undefined, { key: session.access_key })
    expect(issued).toMatchObject({ status: 200, body: { handover_token: expect.any(String), expires_at: expect.any(String) } })

    const handedOver = await call("POST", "/api/v1/auth/handover", { handover_token: issued.body.handover_token })
    expect(handedOver.body).toMatchObject({ user: { username: "app_user" }, access_key: expect.any(String) })
    expect(handedOver.body.access_key).not.toBe(session.access_key)

    expect(await call("POST", "/api/v1/auth/handover", { handover_token: issued.body.handover_token })).toMatchObject({
      status: 400,
      body: { error_code: 3307 }
    })
  })
})

describe("POST /api/v1/auth/sso/apple/return", () => {
  it("forwards Apple's posted answer to the client's landing route", async () => {
    const response = await api.fetch("/api/v1/auth/sso/apple/return", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "code=c0de&state=st4te"
    })
    expect(response.status).toBe(303)
    expect(response.headers.get("location")).toBe("http://redline.test/auth/apple?code=c0de&state=st4te")
  })
})
