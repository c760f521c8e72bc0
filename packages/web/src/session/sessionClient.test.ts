import { signedRequestText } from "@redline/domain"
import { createHash, createHmac } from "node:crypto"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ApiError } from "../api/request.ts"
import { fakeServer, json, refusal, type ServerCall } from "../testing/fakeServer.ts"
import type { StoredSession } from "./sessionAtom.ts"
import { createSessionClient } from "./sessionClient.ts"

const DAY = 86_400_000

const handshake = (n: number, serverOffsetMs = 0) => ({
  csrf: `csrf-${n}`,
  secret: `secret-${n}`,
  server_time: new Date(Date.now() + serverOffsetMs).toISOString(),
  expires_at: new Date(Date.now() + 30 * DAY).toISOString()
})

/** What `POST auth/refresh` answers: keys number `n`, for a day. */
const refreshed = (n: number) => ({
  user: { user_id: 1, username: "demo_bidder" },
  access_key: `key-${n}`,
  refresh_key: `refresh-${n}`,
  expires_at: new Date(Date.now() + DAY).toISOString(),
  email_verified: true,
  details: { card_on_file: true, bidding_agreement: true, play_bid_sound: true },
  abilities: []
})

const stored = (n: number, msLeft: number): StoredSession => ({
  access_key: `key-${n}`,
  refresh_key: `refresh-${n}`,
  username: "demo_bidder",
  user_id: 1,
  expires_at: new Date(Date.now() + msLeft).toISOString(),
  play_bid_sound: true,
  abilities: []
})

function memoryStore(initial: StoredSession | null) {
  const store = {
    session: initial,
    read: () => store.session,
    write: (session: StoredSession | null) => {
      store.session = session
    }
  }
  return store
}

const bearer = (call: ServerCall) => call.headers.get("authorization")
const isCall = (call: ServerCall, method: string, path: string) => call.method === method && call.url.split("?")[0] === `/api${path}`

/** A server where the handshake and the settings call work, and refresh `n` answers keys `n + 1`. */
const healthyRoute = (call: ServerCall, earlier: ReadonlyArray<ServerCall>) => {
  if (isCall(call, "GET", "/v1/auth/ti_ni")) return json(handshake(earlier.filter((c) => isCall(c, "GET", "/v1/auth/ti_ni")).length + 1))
  if (isCall(call, "POST", "/v1/auth/refresh")) return json(refreshed(Number(call.headers.get("x-refresh-key")?.split("-")[1]) + 1))
  return json({ ok: true, as: bearer(call) })
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("signed requests", () => {
  it("carry the handshake's csrf, a timestamp on the server's clock and the HMAC of method, path and query, timestamp and body", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T12:00:00Z") })
    // the server's clock is ten minutes ahead of this browser's
    const server = fakeServer((call, earlier) =>
      isCall(call, "GET", "/v1/auth/ti_ni") ? json(handshake(1, 600_000)) : healthyRoute(call, earlier)
    )
    const client = createSessionClient(memoryStore(stored(1, DAY)))
    await client.request("/api/v1/profile/bio", { method: "PUT", body: { bio: "Air-cooled" }, query: { draft: "no" } })

    const [made] = server.to("GET", "/api/v1/auth/ti_ni")
    expect(bearer(made!)).toBe("Bearer key-1")
    const [put] = server.to("PUT", "/api/v1/profile/bio")
    const timestamp = String(Date.parse("2026-03-01T12:10:00Z") / 1000)
    expect(put!.headers.get("x-csrf")).toBe("csrf-1")
    expect(put!.headers.get("x-timestamp")).toBe(timestamp)
    const bodyHash = createHash("sha256")
      .update(JSON.stringify({ bio: "Air-cooled" }))
      .digest("hex")
    expect(put!.headers.get("x-signature")).toBe(
      createHmac("sha256", "secret-1")
        .update(signedRequestText("PUT", "/api/v1/profile/bio?draft=no", timestamp, bodyHash))
        .digest("hex")
    )
    expect(bearer(put!)).toBe("Bearer key-1")
  })

  it("make the handshake once for the browser, and don't hold a read back for it", async () => {
    const server = fakeServer(healthyRoute)
    const client = createSessionClient(memoryStore(stored(1, DAY)))
    await client.request("/api/v1/settings")
    expect(server.calls.map((call) => call.url)).toEqual(["/api/v1/settings"])
    expect(server.calls[0]!.headers.get("x-csrf")).toBeNull()

    await client.request("/api/v1/profile/bio", { method: "PUT", body: {} })
    await client.request("/api/v1/profile/bio", { method: "PUT", body: {} })
    await client.request("/api/v1/settings")
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET /api/v1/settings",
      "GET /api/v1/auth/ti_ni",
      "PUT /api/v1/profile/bio",
      "PUT /api/v1/profile/bio",
      "GET /api/v1/settings"
    ])
    // once there is a handshake, reads are signed too
    expect(server.calls.at(-1)!.headers.get("x-csrf")).toBe("csrf-1")
  })

  it("make a new handshake on a handshake-needed answer, refresh with it, and try the call once more", async () => {
    const server = fakeServer((call, earlier) => {
      // the session is bound to a handshake the server lost; only keys of the second one do
      if (isCall(call, "POST", "/v1/bids") && call.headers.get("x-csrf") !== "csrf-2") return refusal(401, 3018)
      if (isCall(call, "POST", "/v1/auth/refresh") && call.headers.get("x-csrf") !== "csrf-2") return refusal(401, 3018)
      return healthyRoute(call, earlier)
    })
    const store = memoryStore(stored(1, DAY))
    const client = createSessionClient(store)
    expect(await client.request("/api/v1/bids", { method: "POST", body: {} })).toEqual({ ok: true, as: "Bearer key-2" })
    expect(server.calls.map((call) => `${call.method} ${call.url} ${call.headers.get("x-csrf")}`)).toEqual([
      "GET /api/v1/auth/ti_ni null",
      "POST /api/v1/bids csrf-1",
      "GET /api/v1/auth/ti_ni null",
      "POST /api/v1/auth/refresh csrf-2",
      "POST /api/v1/bids csrf-2"
    ])
    expect(store.session?.refresh_key).toBe("refresh-2")
  })

  it("answer a bad signature the same way", async () => {
    const server = fakeServer((call, earlier) =>
      isCall(call, "POST", "/v1/bids") && bearer(call) === "Bearer key-1" ? refusal(401, 3019) : healthyRoute(call, earlier)
    )
    const client = createSessionClient(memoryStore(stored(1, DAY)))
    expect(await client.request("/api/v1/bids", { method: "POST", body: {} })).toEqual({ ok: true, as: "Bearer key-2" })
    expect(server.to("GET", "/api/v1/auth/ti_ni")).toHaveLength(2)
  })
})

describe("refreshing the access key", () => {
  it("happens before a call when 60 s or less are left, not with 61 s", async () => {
    const server = fakeServer(healthyRoute)
    expect(await createSessionClient(memoryStore(stored(1, 61_000))).request("/api/v1/settings")).toEqual({ ok: true, as: "Bearer key-1" })
    expect(server.to("POST", "/api/v1/auth/refresh")).toHaveLength(0)

    const store = memoryStore(stored(1, 60_000))
    expect(await createSessionClient(store).request("/api/v1/settings")).toEqual({ ok: true, as: "Bearer key-2" })
    const [refresh] = server.to("POST", "/api/v1/auth/refresh")
    expect(refresh!.headers.get("x-refresh-key")).toBe("refresh-1")
    expect(store.session).toMatchObject({ access_key: "key-2", refresh_key: "refresh-2", username: "demo_bidder" })
  })

  it("counts the time left on the server's clock", async () => {
    // five minutes left by this browser's clock, but the server is ten minutes ahead
    const server = fakeServer((call, earlier) =>
      isCall(call, "GET", "/v1/auth/ti_ni") ? json(handshake(1, 600_000)) : healthyRoute(call, earlier)
    )
    const client = createSessionClient(memoryStore(stored(1, 300_000)))
    await client.request("/api/v1/profile/bio", { method: "PUT", body: {} })
    expect(await client.request("/api/v1/settings")).toEqual({ ok: true, as: "Bearer key-2" })
    expect(server.to("POST", "/api/v1/auth/refresh")).toHaveLength(1)
  })

  it("follows an expired-key answer, and the call is made once more, only once", async () => {
    const server = fakeServer((call, earlier) => (isCall(call, "GET", "/v1/settings") ? refusal(401, 3016) : healthyRoute(call, earlier)))
    const store = memoryStore(stored(1, DAY))
    const error = await createSessionClient(store)
      .request("/api/v1/settings")
      .catch((thrown: unknown) => thrown)
    expect(error).toMatchObject({ status: 401, errorCode: 3016 })
    expect(server.calls.map((call) => `${call.method} ${call.url} ${bearer(call)}`)).toEqual([
      "GET /api/v1/settings Bearer key-1",
      "GET /api/v1/auth/ti_ni null",
      "POST /api/v1/auth/refresh null",
      "GET /api/v1/settings Bearer key-2"
    ])
    // a key the server called expired is not a reason to sign out
    expect(store.session?.access_key).toBe("key-2")
  })

  it("is one refresh for every call that needs it at once", async () => {
    const server = fakeServer(healthyRoute)
    const store = memoryStore(stored(1, 10_000))
    const client = createSessionClient(store)
    const answers = await Promise.all([
      client.request("/api/v1/settings"),
      client.request("/api/v1/auth/payment"),
      client.request("/api/v1/profile/bio", { method: "PUT", body: {} })
    ])
    expect(answers).toEqual([0, 1, 2].map(() => ({ ok: true, as: "Bearer key-2" })))
    expect(server.to("POST", "/api/v1/auth/refresh")).toHaveLength(1)
  })

  it("is not made again for a call that failed with keys already replaced", async () => {
    const server = fakeServer((call, earlier) =>
      isCall(call, "GET", "/v1/settings") && bearer(call) === "Bearer key-1" ? refusal(401, 3016) : healthyRoute(call, earlier)
    )
    const store = memoryStore(stored(1, DAY))
    const client = createSessionClient(store)
    const slow = client.request("/api/v1/settings")
    await client.refresh(stored(1, DAY))
    expect(await slow).toEqual({ ok: true, as: "Bearer key-2" })
    expect(server.to("POST", "/api/v1/auth/refresh")).toHaveLength(1)
  })

  // Without a handshake, so no WebCrypto work runs outside the fake clock.
  it("retries a refresh the network or server failed 4 times, 100 ms apart and doubling", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] })
    const server = fakeServer((call, earlier) => {
      if (isCall(call, "GET", "/v1/auth/ti_ni")) return refusal(404, 1001)
      if (isCall(call, "POST", "/v1/auth/refresh") && earlier.filter((c) => isCall(c, "POST", "/v1/auth/refresh")).length < 4) {
        if (earlier.length % 2 === 0) throw new TypeError("Failed to fetch")
        return refusal(503, 1006)
      }
      return healthyRoute(call, earlier)
    })
    const store = memoryStore(stored(1, 0))
    const started = Date.now()
    const answer = createSessionClient(store).request("/api/v1/settings")
    await vi.runAllTimersAsync()
    expect(await answer).toEqual({ ok: true, as: "Bearer key-2" })
    expect(server.to("POST", "/api/v1/auth/refresh").map((call) => call.at - started)).toEqual([0, 100, 300, 700, 1500])
  })

  it("keeps the keys after the last retry fails, since the server may only be down", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] })
    const server = fakeServer((call, earlier) => {
      if (isCall(call, "GET", "/v1/auth/ti_ni")) return refusal(404, 1001)
      return isCall(call, "POST", "/v1/auth/refresh") ? refusal(503, 1006) : healthyRoute(call, earlier)
    })
    const store = memoryStore(stored(1, 0))
    const answer = createSessionClient(store)
      .request("/api/v1/settings")
      .catch((thrown: unknown) => thrown)
    await vi.runAllTimersAsync()
    expect(await answer).toMatchObject({ status: 503 })
    expect(server.to("POST", "/api/v1/auth/refresh")).toHaveLength(5)
    expect(store.session?.refresh_key).toBe("refresh-1")
  })

  it.each([
    ["refused", refusal(401, 1002)],
    ["missing its refresh key", refusal(401, 3017)]
  ])("clears the stored keys when %s, and the call is refused as signed out", async (_, answer) => {
    fakeServer((call, earlier) => (isCall(call, "POST", "/v1/auth/refresh") ? answer.clone() : healthyRoute(call, earlier)))
    const store = memoryStore(stored(1, 0))
    const error = await createSessionClient(store)
      .request("/api/v1/settings")
      .catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, errorCode: 1002 })
    expect(store.session).toBeNull()
  })

  it("signs out a session the server no longer knows, once its refresh is refused too", async () => {
    const server = fakeServer((call, earlier) =>
      isCall(call, "POST", "/v1/auth/refresh") || bearer(call) === "Bearer key-1" ? refusal(401, 1002) : healthyRoute(call, earlier)
    )
    const store = memoryStore(stored(1, DAY))
    await expect(createSessionClient(store).request("/api/v1/settings")).rejects.toMatchObject({ errorCode: 1002 })
    expect(server.to("POST", "/api/v1/auth/refresh")).toHaveLength(1)
    expect(store.session).toBeNull()
  })

  it("takes the keys another tab stored when that tab spent the refresh key first", async () => {
    const store = memoryStore(stored(1, 0))
    fakeServer((call, earlier) => {
      if (!isCall(call, "POST", "/v1/auth/refresh")) return healthyRoute(call, earlier)
      store.session = stored(7, DAY)
      return refusal(401, 1002)
    })
    expect(await createSessionClient(store).request("/api/v1/settings")).toEqual({ ok: true, as: "Bearer key-7" })
    expect(store.session?.access_key).toBe("key-7")
  })

  it("treats a session with an expired access key as signed in until a refresh says otherwise", async () => {
    fakeServer(healthyRoute)
    const store = memoryStore(stored(1, -3_600_000))
    expect(await createSessionClient(store).request("/api/v1/settings")).toEqual({ ok: true, as: "Bearer key-2" })
  })
})

describe("logout", () => {
  it("ends the session on the server with its key, then forgets it", async () => {
    const server = fakeServer(healthyRoute)
    const store = memoryStore(stored(1, DAY))
    await createSessionClient(store).logout()
    const [loggedOut] = server.to("POST", "/api/v1/auth/logout")
    expect(bearer(loggedOut!)).toBe("Bearer key-1")
    expect(loggedOut!.headers.get("x-signature")).toMatch(/^[0-9a-f]{64}$/)
    expect(store.session).toBeNull()
  })

  it("signs out here even when the server can't be reached", async () => {
    fakeServer((call) => {
      if (isCall(call, "POST", "/v1/auth/logout")) throw new TypeError("Failed to fetch")
      return json(handshake(1))
    })
    const store = memoryStore(stored(1, DAY))
    await createSessionClient(store).logout()
    expect(store.session).toBeNull()
  })

  it("doesn't wait more than 5 s for a server that doesn't answer", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    fakeServer((call) => (isCall(call, "POST", "/v1/auth/logout") ? (new Promise(() => undefined) as never) : json(handshake(1))))
    const store = memoryStore(stored(1, DAY))
    const done = createSessionClient(store).logout()
    await vi.advanceTimersByTimeAsync(4_999)
    expect(store.session).not.toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(store.session).toBeNull()
  })
})
