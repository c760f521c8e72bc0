import { signedRequestText } from "@redline/domain"
import { createHash, createHmac } from "node:crypto"
import { afterEach, describe, expect, it, vi } from "vitest"
import { fakeServer, json, refusal, type ServerCall } from "../testing/fakeServer.ts"
import { requestJson } from "./request.ts"

const handshake = (n: number) => ({
  csrf: `csrf-${n}`,
  secret: `secret-${n}`,
  server_time: new Date().toISOString(),
  expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString()
})

const handshakesBefore = (earlier: ReadonlyArray<ServerCall>) => earlier.filter((call) => call.url === "/api/v1/auth/ti_ni").length

afterEach(() => vi.unstubAllGlobals())

describe("requestJson", () => {
  it("signs a visitor's sign-in with the browser's handshake, made first, so the session is bound to it", async () => {
    const server = fakeServer((call, earlier) =>
      call.url === "/api/v1/auth/ti_ni" ? json(handshake(handshakesBefore(earlier) + 1)) : json({ access_key: "key-1" })
    )
    await requestJson("/api/v1/auth/login", { method: "POST", body: { email: "a@example.com", password: "x" } })
    expect(server.calls.map((call) => call.url)).toEqual(["/api/v1/auth/ti_ni", "/api/v1/auth/login"])
    const login = server.calls[1]!
    const timestamp = login.headers.get("x-timestamp")!
    expect(login.headers.get("x-csrf")).toBe("csrf-1")
    // over the very body that was sent
    const bodyHash = createHash("sha256")
      .update(JSON.stringify({ email: "a@example.com", password: "x" }))
      .digest("hex")
    expect(login.headers.get("x-signature")).toBe(
      createHmac("sha256", "secret-1")
        .update(signedRequestText("POST", "/api/v1/auth/login", timestamp, bodyHash))
        .digest("hex")
    )
    expect(JSON.parse(localStorage.getItem("redline.handshake")!)).toMatchObject({ csrf: "csrf-1", secret: "secret-1" })
  })

  it("renews a handshake the server refused and tries once more", async () => {
    const server = fakeServer((call, earlier) => {
      if (call.url === "/api/v1/auth/ti_ni") return json(handshake(handshakesBefore(earlier) + 1))
      return call.headers.get("x-csrf") === "csrf-3" ? json({ ok: true }) : refusal(401, 3018)
    })
    await expect(requestJson("/api/v1/auth/login", { method: "POST", body: {} })).rejects.toMatchObject({ errorCode: 3018 })
    expect(server.calls.map((call) => `${call.url} ${call.headers.get("x-csrf")}`)).toEqual([
      "/api/v1/auth/ti_ni null",
      "/api/v1/auth/login csrf-1",
      "/api/v1/auth/ti_ni null",
      "/api/v1/auth/login csrf-2"
    ])
    expect(await requestJson("/api/v1/auth/login", { method: "POST", body: {} })).toEqual({ ok: true })
  })

  it("goes unsigned when no handshake can be had, and the server says whether it needed one", async () => {
    const server = fakeServer((call) => (call.url === "/api/v1/auth/ti_ni" ? refusal(503, 1006) : json({ ok: true })))
    expect(await requestJson("/api/v1/auth/login", { method: "POST", body: {} })).toEqual({ ok: true })
    expect(server.calls[1]!.headers.get("x-csrf")).toBeNull()
  })

  it("makes no handshake where the page can't use WebCrypto", async () => {
    vi.stubGlobal("crypto", {})
    const server = fakeServer(() => json({ ok: true }))
    await requestJson("/api/v1/auth/login", { method: "POST", body: {} })
    expect(server.calls.map((call) => call.url)).toEqual(["/api/v1/auth/login"])
  })
})
