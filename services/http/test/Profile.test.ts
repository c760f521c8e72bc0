import { beforeAll, describe, expect, it } from "vitest"
import { caller, useApi, verifiedAccount } from "./harness/index.ts"

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
        auth_sources: []
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

describe("POST and DELETE /api/v1/auth/daily_email", () => {
  it("subscribes and unsubscribes an address, signed in or not", async () => {
    expect(await call("DELETE", "/api/v1/auth/daily_email?email=PAM%40example.com")).toEqual({ status: 200, body: { daily_email: false } })
    expect((await call("GET", "/api/v1/settings", undefined, { key })).body.daily_email).toBe(false)
    expect(await call("POST", "/api/v1/auth/daily_email", { email: "pam@example.com" }, { key })).toEqual({
      status: 200,
      body: { daily_email: true }
    })
    expect((await call("GET", "/api/v1/settings", undefined, { key })).body.daily_email).toBe(true)
    expect(await call("POST", "/api/v1/auth/daily_email", { email: "visitor@example.com" })).toEqual({
      status: 200,
      body: { daily_email: true }
    })
  })

  it("refuses an invalid address with the spec's words", async () => {
    expect(await call("POST", "/api/v1/auth/daily_email", { email: "nope" })).toMatchObject({
      status: 400,
      body: { error_code: 3006, message: "Please enter a valid email" }
    })
  })
})
