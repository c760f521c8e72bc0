import { notificationSettings } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import { caller, devMailbox, latestMail, useApi, verifiedAccount } from "./harness/index.ts"

const api = useApi()
const call = caller(api)
let key: string

beforeAll(async () => {
  key = (await verifiedAccount(api, { username: "profile_pam", email: "pam@example.com" })).access_key
})

describe("GET /api/v1/settings", () => {
  it("shows the signed-in user's account", async () => {
    expect(await call("GET", "/api/v1/settings", undefined, { key })).toEqual({
      status: 200,
      body: {
        user: { user_id: expect.any(Number), username: "profile_pam" },
        email: "pam@example.com",
        email_verified: true,
        bio: "",
        photo: null,
        daily_email: true,
        has_password: true,
        removal_requested_at: null,
        auth_sources: [],
        notification_settings: notificationSettings([
          { option: "daily_email", method: "email", value: true },
          { option: "play_bid_sound", method: "site", value: true }
        ]),
        play_bid_sound: true
      }
    })
    expect((await call("GET", "/api/v1/settings")).status).toBe(401)
  })
})

describe("PUT /api/v1/profile/bio", () => {
  it("keeps the trimmed bio, up to 500 characters", async () => {
    expect(await call("PUT", "/api/v1/profile/bio", { bio: "  Three Miatas and a Land Cruiser.  " }, { key })).toEqual({
      status: 200,
      body: { bio: "Three Miatas and a Land Cruiser." }
    })
    expect((await call("GET", "/api/v1/settings", undefined, { key })).body.bio).toBe("Three Miatas and a Land Cruiser.")
    expect(await call("PUT", "/api/v1/profile/bio", { bio: "x".repeat(501) }, { key })).toMatchObject({
      status: 400,
      body: { error_code: 1000 }
    })
  })
})

describe("POST /api/v1/auth/users/request_removal", () => {
  it("records the request once; asking again keeps the first time", async () => {
    const first = await call("POST", "/api/v1/auth/users/request_removal", undefined, { key })
    expect(first).toEqual({ status: 200, body: { removal_requested_at: expect.any(String) } })
    const again = await call("POST", "/api/v1/auth/users/request_removal", undefined, { key })
    expect(again.body.removal_requested_at).toBe(first.body.removal_requested_at)
    expect((await call("GET", "/api/v1/settings", undefined, { key })).body.removal_requested_at).toBe(first.body.removal_requested_at)
  })
})

/** Whether the address is on the Daily Email. */
const subscribed = async (email: string) =>
  (await api.sql((db) => db`SELECT 1 FROM daily_email_subscriptions WHERE email = ${email}`)).length === 1

/** The newest link to `page` mailed to `email`. */
const linkMailed = async (email: string, page: string) => {
  const link = (await devMailbox(api))
    .filter((mail) => mail.to === email)
    .flatMap((mail) => mail.links)
    .find((candidate) => candidate.includes(page))
  if (link === undefined) throw new Error(`No ${page} link in the mail to ${email}`)
  return { query: new URL(link).search, token: new URL(link).searchParams.get("token")! }
}

/** The path and query of the unsubscribe link mailed to `email` once it asked for the list and confirmed. */
const mailedLink = async (email: string) => {
  // from an address of its own, so the subscription limit stays out of the way
  expect((await call("POST", "/api/v1/auth/daily_email", { email }, { address: "198.51.100.20" })).status).toBe(200)
  const confirmation = await linkMailed(email, "/daily-email/confirm?")
  expect((await call("POST", `/api/v1/auth/daily_email/confirm${confirmation.query}`)).status).toBe(200)
  return { email, ...(await linkMailed(email, "/daily-email/unsubscribe?")) }
}

describe("POST /api/v1/auth/daily_email", () => {
  it("mails a visitor's address a confirmation link and puts nothing on the list", async () => {
    expect(await call("POST", "/api/v1/auth/daily_email", { email: "Visitor@Example.com" })).toEqual({
      status: 200,
      body: { daily_email: true }
    })
    expect(await subscribed("visitor@example.com")).toBe(false)
    const mail = await latestMail(api, "visitor@example.com")
    expect(mail.subject).toBe("Confirm your Daily Email subscription")
    expect(mail.links.find((link) => link.includes("/daily-email/"))).toMatch(
      /^http:\/\/redline\.test\/daily-email\/confirm\?email=visitor%40example\.com&token=[\w-]{43}$/
    )
  })

  it("puts the address on the list when its link confirms, and tells it how to leave", async () => {
    const { query } = await linkMailed("visitor@example.com", "/daily-email/confirm?")
    expect(await call("GET", `/api/v1/auth/daily_email/confirm${query}`)).toEqual({
      status: 200,
      body: { email: "visitor@example.com", daily_email: false }
    })
    expect(await call("POST", `/api/v1/auth/daily_email/confirm${query}`)).toEqual({ status: 200, body: { daily_email: true } })
    expect(await subscribed("visitor@example.com")).toBe(true)
    expect((await call("GET", `/api/v1/auth/daily_email/confirm${query}`)).body.daily_email).toBe(true)

    const mail = await latestMail(api, "visitor@example.com")
    expect(mail.subject).toBe("You're subscribed to the Daily Email")
    const page = mail.links.find((link) => link.startsWith("http://redline.test/daily-email/unsubscribe?"))
    expect(page).toMatch(/^http:\/\/redline\.test\/daily-email\/unsubscribe\?email=visitor%40example\.com&token=[\w-]{43}$/)
    // RFC 8058: the mail program's unsubscribe button POSTs to the API, with the same token
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${page!.replace("/daily-email/unsubscribe?", "/api/v1/auth/daily_email/unsubscribe?")}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"
    })

    // asking again, or confirming again, changes nothing and mails nothing
    const mailed = (await devMailbox(api)).length
    expect((await call("POST", "/api/v1/auth/daily_email", { email: "visitor@example.com" })).status).toBe(200)
    expect((await call("POST", `/api/v1/auth/daily_email/confirm${query}`)).status).toBe(200)
    expect(await devMailbox(api)).toHaveLength(mailed)
  })

  it("refuses a confirmation whose token is missing, made up, another address's or an unsubscribe link's", async () => {
    expect((await call("POST", "/api/v1/auth/daily_email", { email: "target@example.com" })).status).toBe(200)
    const other = await linkMailed("visitor@example.com", "/daily-email/confirm?")
    const unsubscribe = await linkMailed("visitor@example.com", "/daily-email/unsubscribe?")
    const target = await linkMailed("target@example.com", "/daily-email/confirm?")
    for (const query of [
      "email=target%40example.com&token=",
      "email=target%40example.com&token=made-up",
      `email=target%40example.com&token=${other.token}`
    ]) {
      for (const method of ["GET", "POST"] as const) {
        expect(await call(method, `/api/v1/auth/daily_email/confirm?${query}`)).toMatchObject({
          status: 403,
          body: {
            error_code: 3025,
            message:
              "This confirmation link's token is missing or doesn't match the address. Please use the link in the email, or ask for the Daily Email again."
          }
        })
      }
    }
    // each link's token does its own thing only
    expect((await call("POST", `/api/v1/auth/daily_email/confirm?email=visitor%40example.com&token=${unsubscribe.token}`)).status).toBe(403)
    expect((await call("POST", `/api/v1/auth/daily_email/unsubscribe?email=target%40example.com&token=${target.token}`)).status).toBe(403)
    expect(await subscribed("target@example.com")).toBe(false)
  })

  it("mails an address one confirmation an hour, whoever asks", async () => {
    expect((await call("POST", "/api/v1/auth/daily_email", { email: "busy@example.com" }, { address: "198.51.100.30" })).status).toBe(200)
    const mailed = (await devMailbox(api)).length
    for (const address of ["198.51.100.31", "198.51.100.32"]) {
      expect(await call("POST", "/api/v1/auth/daily_email", { email: "busy@example.com" }, { address })).toEqual({
        status: 200,
        body: { daily_email: true }
      })
    }
    expect(await devMailbox(api)).toHaveLength(mailed)
    expect(await subscribed("busy@example.com")).toBe(false)
  })

  it("changes a member's setting only from their own account; anyone else's request only mails them", async () => {
    expect((await call("DELETE", "/api/v1/auth/daily_email?email=pam%40example.com", undefined, { key })).status).toBe(200)
    expect((await call("POST", "/api/v1/auth/daily_email", { email: "pam@example.com" }, { address: "198.51.100.33" })).status).toBe(200)
    expect((await call("GET", "/api/v1/settings", undefined, { key })).body.daily_email).toBe(false)
    expect((await latestMail(api, "pam@example.com")).subject).toBe("Confirm your Daily Email subscription")

    // signed in, the account's own address goes on the list at once
    expect((await call("POST", "/api/v1/auth/daily_email", { email: "pam@example.com" }, { key })).status).toBe(200)
    expect((await call("GET", "/api/v1/settings", undefined, { key })).body.daily_email).toBe(true)
  })

  it("welcomes an address once, ever: leaving and being put back on the list mails it nothing more", async () => {
    const { query } = await mailedLink("once@example.com")
    expect((await call("POST", `/api/v1/auth/daily_email/unsubscribe${query}`)).status).toBe(200)
    const mailed = (await devMailbox(api)).length
    const confirmation = await linkMailed("once@example.com", "/daily-email/confirm?")
    expect((await call("POST", `/api/v1/auth/daily_email/confirm${confirmation.query}`)).status).toBe(200)
    expect(await subscribed("once@example.com")).toBe(true)
    expect(await devMailbox(api)).toHaveLength(mailed)
  })

  it("mails the confirmation and the welcome with an HTML body beside the text", async () => {
    const mails = (await devMailbox(api)).filter((mail) => mail.to === "visitor@example.com")
    expect(mails.find((mail) => mail.subject === "Confirm your Daily Email subscription")!.html).toContain("To get it, confirm here:")
    const welcome = mails.find((mail) => mail.subject === "You're subscribed to the Daily Email")!
    expect(welcome.html).toContain("This address is now on Redline&#39;s Daily Email")
    expect(welcome.html).toContain(">Unsubscribe</a>")
  })

  it("refuses an invalid address with the spec's words, a too long one too", async () => {
    for (const email of ["nope", `${"a".repeat(300)}@example.com`, `${"a".repeat(65)}@example.com`, `a@${"b".repeat(250)}.com`]) {
      expect(await call("POST", "/api/v1/auth/daily_email", { email })).toMatchObject({
        status: 400,
        body: { error_code: 3006, message: "Please enter a valid email" }
      })
    }
  })
})

describe("unsubscribing from the Daily Email", () => {
  it("refuses a stranger: no session and no token, a wrong token, or another address's token", async () => {
    expect(await subscribed("pam@example.com")).toBe(true)
    const other = await mailedLink("other@example.com")
    for (const query of ["", "&token=", "&token=made-up", `&token=${other.token}`]) {
      expect(await call("DELETE", `/api/v1/auth/daily_email?email=pam%40example.com${query}`)).toMatchObject({
        status: 403,
        body: {
          error_code: 3024,
          message:
            "This unsubscribe link's token is missing or doesn't match the address. Please use the link in the email, or sign in to unsubscribe."
        }
      })
      expect((await call("POST", `/api/v1/auth/daily_email/unsubscribe?email=pam%40example.com${query}`)).body.error_code).toBe(3024)
      expect((await call("GET", `/api/v1/auth/daily_email/unsubscribe?email=pam%40example.com${query}`)).body.error_code).toBe(3024)
    }
    expect(await subscribed("pam@example.com")).toBe(true)
  })

  it("takes the signed-in account's own address off, and no one else's", async () => {
    await mailedLink("neighbour@example.com")
    expect(await call("DELETE", "/api/v1/auth/daily_email?email=neighbour%40example.com", undefined, { key })).toMatchObject({
      status: 403,
      body: {
        error_code: 3024,
        message: "You can unsubscribe only your own account's address. Please use the link in the email sent to the other address."
      }
    })
    expect(await subscribed("neighbour@example.com")).toBe(true)

    expect(await call("DELETE", "/api/v1/auth/daily_email?email=PAM%40example.com", undefined, { key })).toEqual({
      status: 200,
      body: { daily_email: false }
    })
    expect((await call("GET", "/api/v1/settings", undefined, { key })).body.daily_email).toBe(false)
    expect((await call("POST", "/api/v1/auth/daily_email", { email: "pam@example.com" }, { key })).status).toBe(200)
    expect((await call("GET", "/api/v1/settings", undefined, { key })).body.daily_email).toBe(true)
  })

  it("takes an address off with its mailed link: the page's check, the one-click POST, and DELETE", async () => {
    const reader = await mailedLink("reader@example.com")
    expect(await call("GET", `/api/v1/auth/daily_email/unsubscribe${reader.query}`)).toEqual({
      status: 200,
      body: { email: "reader@example.com", daily_email: true }
    })
    // as a mail program sends it (RFC 8058): a form body, no session
    expect(
      await call("POST", `/api/v1/auth/daily_email/unsubscribe${reader.query}`, undefined, {
        raw: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" }
      })
    ).toEqual({ status: 200, body: { daily_email: false } })
    expect(await subscribed("reader@example.com")).toBe(false)
    expect((await call("GET", `/api/v1/auth/daily_email/unsubscribe${reader.query}`)).body).toEqual({
      email: "reader@example.com",
      daily_email: false
    })

    // the link is for good, and DELETE takes its token too, whoever is signed in
    const again = await mailedLink("reader@example.com")
    expect(again.token).toBe(reader.token)
    expect(await call("DELETE", `/api/v1/auth/daily_email${reader.query}`, undefined, { key })).toEqual({
      status: 200,
      body: { daily_email: false }
    })
    expect(await subscribed("reader@example.com")).toBe(false)
  })
})
