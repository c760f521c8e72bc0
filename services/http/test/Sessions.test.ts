import { EMPTY_BODY_SHA256, signedRequestText } from "@redline/domain"
import { hashPassword } from "@redline/infra"
import { createHash, createHmac } from "node:crypto"
import { describe, expect, it } from "vitest"
import { caller, insertAccount, startApi, STRONG_PASSWORD, useApi, verifiedAccount } from "./harness/index.ts"

const api = useApi()
const call = caller(api)

const sql = api.sql

const login = (email: string, password = STRONG_PASSWORD, options = {}) => call("POST", "/api/v1/auth/login", { email, password }, options)

describe("POST /api/v1/auth/refresh", () => {
  it("trades the refresh key in its header for new keys, the old key working a few seconds more", async () => {
    const first = await verifiedAccount(api, { username: "refresher", email: "refresher@example.com" })
    expect(await call("POST", "/api/v1/auth/refresh")).toMatchObject({ status: 401, body: { error_code: 3017 } })
    expect(await call("POST", "/api/v1/auth/refresh", undefined, { headers: { "x-refresh-key": "unknown" } })).toMatchObject({
      status: 401,
      body: { error_code: 1002 }
    })

    const refreshed = await call("POST", "/api/v1/auth/refresh", undefined, { headers: { "x-refresh-key": first.refresh_key } })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body).toMatchObject({
      user: { username: "refresher" },
      access_key: expect.any(String),
      refresh_key: expect.any(String)
    })
    expect(refreshed.body.access_key).not.toBe(first.access_key)

    // The old access key ended with the refresh; the old refresh key works a few seconds more, for a
    // browser that left the page before the answer came, and then no more.
    expect((await call("GET", "/api/v1/auth/valid_session", undefined, { key: first.access_key })).body.error_code).toBe(1002)
    const again = await call("POST", "/api/v1/auth/refresh", undefined, { headers: { "x-refresh-key": first.refresh_key } })
    expect(again.status).toBe(200)
    expect((await call("GET", "/api/v1/auth/valid_session", undefined, { key: again.body.access_key })).status).toBe(200)
    expect((await call("GET", "/api/v1/auth/valid_session", undefined, { key: refreshed.body.access_key })).status).toBe(200)
    await sql(
      (db) => db`
        UPDATE sessions SET replaced_at = replaced_at - interval '31 seconds'
         WHERE user_id = (SELECT id FROM users WHERE username = 'refresher') AND replaced_at IS NOT NULL`
    )
    expect(
      (await call("POST", "/api/v1/auth/refresh", undefined, { headers: { "x-refresh-key": first.refresh_key } })).body.error_code
    ).toBe(1002)
  })

  it("ends with signing out: the refresh key a refresh just replaced no longer works", async () => {
    const first = await verifiedAccount(api, { username: "refresh_then_out", email: "refresh_then_out@example.com" })
    const refreshed = await call("POST", "/api/v1/auth/refresh", undefined, { headers: { "x-refresh-key": first.refresh_key } })
    expect((await call("POST", "/api/v1/auth/logout", undefined, { key: refreshed.body.access_key })).status).toBe(200)
    expect((await call("POST", "/api/v1/auth/refresh", undefined, { headers: { "x-refresh-key": first.refresh_key } })).status).toBe(401)
    expect(
      (await call("POST", "/api/v1/auth/refresh", undefined, { headers: { "x-refresh-key": refreshed.body.refresh_key } })).status
    ).toBe(401)
  })

  it("is what an expired access key needs: the expired code first, then a refresh works", async () => {
    const session = await verifiedAccount(api, { username: "expiring", email: "expiring@example.com" })
    await sql((db) => db`UPDATE sessions SET access_expires_at = now() - interval '1 minute' WHERE user_id = ${session.user.user_id}`)
    expect(await call("GET", "/api/v1/settings", undefined, { key: session.access_key })).toMatchObject({
      status: 401,
      body: { error_code: 3016, message: "Sorry, your session has expired, you'll need to re-enter your credentials to continue." }
    })
    const refreshed = await call("POST", "/api/v1/auth/refresh", undefined, { headers: { "x-refresh-key": session.refresh_key } })
    expect((await call("GET", "/api/v1/settings", undefined, { key: refreshed.body.access_key })).status).toBe(200)
  })
})

describe("POST /api/v1/auth/logout and GET /api/v1/auth/valid_session", () => {
  it("says a session is valid until it is logged out", async () => {
    const session = await verifiedAccount(api, { username: "leaver", email: "leaver@example.com" })
    expect(await call("GET", "/api/v1/auth/valid_session", undefined, { key: session.access_key })).toMatchObject({
      status: 200,
      body: { valid: true, user: { username: "leaver" }, expires_at: expect.any(String) }
    })
    expect(await call("POST", "/api/v1/auth/logout", undefined, { key: session.access_key })).toEqual({
      status: 200,
      body: { logged_out: true }
    })
    expect(await call("GET", "/api/v1/auth/valid_session", undefined, { key: session.access_key })).toMatchObject({
      status: 401,
      body: { error_code: 1002 }
    })
    expect((await call("POST", "/api/v1/auth/refresh", undefined, { headers: { "x-refresh-key": session.refresh_key } })).status).toBe(401)
    expect((await call("GET", "/api/v1/auth/valid_session")).body.error_code).toBe(1002)
  })
})

describe("sign-in refusals (spec 2 §8)", () => {
  it("refuses disabled accounts and tells provider-only accounts to use their provider", async () => {
    const passwordHash = await api.run(hashPassword(STRONG_PASSWORD))
    const banned = await api.run(insertAccount({ email: "banned@example.com", username: "banned", passwordHash, verified: true }))
    await sql((db) => db`UPDATE users SET banned = true WHERE id = ${banned}`)
    await api.run(insertAccount({ email: "google.only@example.com", username: "google_only", passwordHash: null, verified: true }))
    expect(await login("banned@example.com")).toMatchObject({
      status: 403,
      body: { error_code: 3003, message: "This account has been disabled" }
    })
    expect(await login("google.only@example.com", "anything")).toMatchObject({
      status: 400,
      body: { error_code: 3004, message: "Please use one of the sign in providers above to access your account." }
    })
    expect(await login("nobody@example.com")).toMatchObject({
      status: 401,
      body: { error_code: 3001, message: "Incorrect email or password" }
    })
  })

  it("slows down guessing from one address: the bot check after three failures, then 10 tries a minute", async () => {
    const codes = []
    for (let attempt = 0; attempt < 11; attempt++)
      codes.push((await login("ghost@example.com", "x", { address: "192.0.2.99" })).body.error_code)
    expect(codes).toEqual([3001, 3001, 3001, ...Array(7).fill(3030), 1004])
  })
})

describe("browser sessions: GET /api/v1/auth/ti_ni and signed requests", () => {
  it("binds a session to the handshake: then changes must be signed, reads need not be", async () => {
    const session = await verifiedAccount(api, { username: "browser_bea", email: "bea@example.com" })
    const handshake = await call("GET", "/api/v1/auth/ti_ni", undefined, { key: session.access_key })
    expect(handshake).toMatchObject({
      status: 200,
      body: { csrf: expect.any(String), secret: expect.any(String), server_time: expect.any(String) }
    })
    const { csrf, secret } = handshake.body
    const key = session.access_key

    expect((await call("GET", "/api/v1/settings", undefined, { key })).status).toBe(200)
    expect(await call("PUT", "/api/v1/profile/bio", { bio: "Air-cooled" }, { key })).toMatchObject({
      status: 401,
      body: { error_code: 3018 }
    })

    const stale = String(Math.floor(Date.now() / 1000) - 181)
    const body = JSON.stringify({ bio: "Air-cooled" })
    const signature = (method: string, path: string, timestamp: string) =>
      createHmac("sha256", secret)
        .update(signedRequestText(method, path, timestamp, createHash("sha256").update(body).digest("hex")))
        .digest("hex")
    expect(
      await call(
        "PUT",
        "/api/v1/profile/bio",
        { bio: "Air-cooled" },
        {
          key,
          headers: { "x-csrf": csrf, "x-timestamp": stale, "x-signature": signature("PUT", "/api/v1/profile/bio", stale) }
        }
      )
    ).toMatchObject({ status: 401, body: { error_code: 3019 } })
    const fresh = String(Math.floor(Date.now() / 1000))
    expect(
      await call(
        "PUT",
        "/api/v1/profile/bio",
        { bio: "Air-cooled" },
        {
          key,
          headers: { "x-csrf": csrf, "x-timestamp": fresh, "x-signature": signature("PUT", "/api/v1/other/path", fresh) }
        }
      )
    ).toMatchObject({ status: 401, body: { error_code: 3019 } })

    expect(await call("PUT", "/api/v1/profile/bio", { bio: "Air-cooled" }, { key, handshake: { csrf, secret } })).toEqual({
      status: 200,
      body: { bio: "Air-cooled" }
    })
    // Another handshake's signature doesn't do for this session.
    const other = (await call("GET", "/api/v1/auth/ti_ni")).body
    expect((await call("PUT", "/api/v1/profile/bio", { bio: "x" }, { key, handshake: other })).body.error_code).toBe(3018)
  })

  it("refreshes a browser session only with a handshake, which a new handshake may replace", async () => {
    const handshake = (await call("GET", "/api/v1/auth/ti_ni")).body
    await verifiedAccount(api, { username: "tabby", email: "tabby@example.com" })
    const signedIn = await login("tabby@example.com", STRONG_PASSWORD, { handshake })
    expect((await call("POST", "/api/v1/auth/logout", undefined, { key: signedIn.body.access_key })).body.error_code).toBe(3018)

    const refreshKey = { "x-refresh-key": signedIn.body.refresh_key }
    expect((await call("POST", "/api/v1/auth/refresh", undefined, { headers: refreshKey })).body.error_code).toBe(3018)
    const renewed = (await call("GET", "/api/v1/auth/ti_ni")).body
    const refreshed = await call("POST", "/api/v1/auth/refresh", undefined, { headers: refreshKey, handshake: renewed })
    expect(refreshed.status).toBe(200)
    expect((await call("POST", "/api/v1/auth/logout", undefined, { key: refreshed.body.access_key, handshake })).body.error_code).toBe(3018)
    expect((await call("POST", "/api/v1/auth/logout", undefined, { key: refreshed.body.access_key, handshake: renewed })).status).toBe(200)
  })

  it("refuses an unknown handshake, an expired one, and a made-up token of the right shape", async () => {
    await verifiedAccount(api, { username: "tabitha", email: "tabitha@example.com" })
    const login = (csrf: string) =>
      call("POST", "/api/v1/auth/login", { email: "tabitha@example.com", password: STRONG_PASSWORD }, { handshake: { csrf, secret: "x" } })
    expect(await login("made-up")).toMatchObject({ status: 401, body: { error_code: 3018 } })
    const lastMinute = Math.floor(Date.now() / 1000) - 60
    expect((await login(`${lastMinute}.${"a".repeat(32)}`)).body.error_code).toBe(3018)
    // a token of the right shape and time whose secret only the server can know
    const nextYear = Math.floor(Date.now() / 1000) + 365 * 86_400
    expect((await login(`${nextYear}.${"a".repeat(32)}`)).body.error_code).toBe(3019)
  })

  it("refuses a signed request replayed with another body or another query", async () => {
    const session = await verifiedAccount(api, { username: "replayed_ray", email: "ray@example.com" })
    const handshake = (await call("GET", "/api/v1/auth/ti_ni", undefined, { key: session.access_key })).body
    const key = session.access_key
    const signed = (method: string, pathAndQuery: string, body: string) => {
      const timestamp = String(Math.floor(Date.now() / 1000))
      const bodyHash = createHash("sha256").update(body).digest("hex")
      return {
        "x-csrf": handshake.csrf,
        "x-timestamp": timestamp,
        "x-signature": createHmac("sha256", handshake.secret)
          .update(signedRequestText(method, pathAndQuery, timestamp, bodyHash))
          .digest("hex")
      }
    }

    // A captured request: its signature, its body and its query.
    const captured = signed("PUT", "/api/v1/profile/bio?draft=no", JSON.stringify({ bio: "Air-cooled" }))
    expect(await call("PUT", "/api/v1/profile/bio", { bio: "Spam" }, { key, headers: captured })).toMatchObject({
      status: 401,
      body: { error_code: 3019 }
    })
    expect(await call("PUT", "/api/v1/profile/bio?draft=yes", { bio: "Air-cooled" }, { key, headers: captured })).toMatchObject({
      status: 401,
      body: { error_code: 3019 }
    })
    expect(await call("PUT", "/api/v1/profile/bio", { bio: "Air-cooled" }, { key, headers: captured })).toMatchObject({
      status: 401,
      body: { error_code: 3019 }
    })
    expect(await call("PUT", "/api/v1/profile/bio?draft=no", { bio: "Air-cooled" }, { key, headers: captured })).toEqual({
      status: 200,
      body: { bio: "Air-cooled" }
    })

    // Without a body, the hash of no bytes is signed; a body slipped in is refused.
    const logout = signed("POST", "/api/v1/auth/logout", "")
    expect(logout["x-signature"]).toBe(
      createHmac("sha256", handshake.secret)
        .update(signedRequestText("POST", "/api/v1/auth/logout", logout["x-timestamp"], EMPTY_BODY_SHA256))
        .digest("hex")
    )
    expect((await call("POST", "/api/v1/auth/logout", { all: true }, { key, headers: logout })).body.error_code).toBe(3019)
    expect((await call("POST", "/api/v1/auth/logout", undefined, { key, headers: logout })).status).toBe(200)
  })
})

/** The number of rows of every table of the database, by table. */
const rowCounts = () =>
  sql(
    (db) =>
      db<{ table_name: string; rows: number }>`
      SELECT table_name,
             (xpath('/row/c/text()', query_to_xml(format('SELECT count(*) AS c FROM %I', table_name), false, true, '')))[1]::text::int AS rows
        FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
       ORDER BY table_name`
  )

describe("GET /api/v1/auth/ti_ni", () => {
  it("stores nothing: an anonymous handshake writes no row, however many are made", async () => {
    expect(await sql((db) => db`SELECT to_regclass('handshakes') AS handshakes`)).toEqual([{ handshakes: null }])
    await call("GET", "/api/v1/auth/ti_ni", undefined, { address: "198.51.100.7" })
    const before = await rowCounts()
    for (let n = 0; n < 20; n++) expect((await call("GET", "/api/v1/auth/ti_ni", undefined, { address: "198.51.100.7" })).status).toBe(200)
    expect(await rowCounts()).toEqual(before)
  })

  it("answers 120 handshakes a minute to one address, then 429; other addresses go on", async () => {
    const statuses = []
    for (let n = 0; n < 121; n++) statuses.push((await call("GET", "/api/v1/auth/ti_ni", undefined, { address: "198.51.100.8" })).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(120)
    expect(await call("GET", "/api/v1/auth/ti_ni", undefined, { address: "198.51.100.8" })).toMatchObject({
      status: 429,
      body: { error_code: 1004 }
    })
    expect((await call("GET", "/api/v1/auth/ti_ni", undefined, { address: "198.51.100.9" })).status).toBe(200)
  })
})

describe("the access key's lifetime (ACCESS_KEY_SECONDS)", () => {
  it("is a day unless configured, and a configured one expires the key then", async () => {
    const daily = await verifiedAccount(api, { username: "day_tripper", email: "day@example.com" })
    const dailyAnswer = await call("GET", "/api/v1/auth/valid_session", undefined, { key: daily.access_key })
    expect(Date.parse(dailyAnswer.body.expires_at) - Date.now()).toBeGreaterThan(86_400_000 - 60_000)

    const brief = await startApi({ accessKeySeconds: 61 })
    try {
      const briefCall = caller(brief)
      const session = await verifiedAccount(brief, { username: "brief_bob", email: "brief@example.com" })
      const answer = await briefCall("GET", "/api/v1/auth/valid_session", undefined, { key: session.access_key })
      const left = Date.parse(answer.body.expires_at) - Date.now()
      expect(left).toBeGreaterThan(50_000)
      expect(left).toBeLessThanOrEqual(61_000)
      const refreshed = await briefCall("POST", "/api/v1/auth/refresh", undefined, { headers: { "x-refresh-key": session.refresh_key } })
      expect(Date.parse(refreshed.body.expires_at) - Date.now()).toBeLessThanOrEqual(61_000)
    } finally {
      await brief.close()
    }
  })
})
