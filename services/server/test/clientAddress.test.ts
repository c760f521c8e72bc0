import { ErrorCode } from "@redline/domain"
import { freshDatabaseUrl, RUNNING, type RunningServer, startServer } from "@redline/infra/testing"
import { Effect, Exit, Redacted, Scope } from "effect"
import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/** The proxy in front in this test: requests from it may say whom they carry. */
const PROXY = "127.0.0.3"

const scope = Effect.runSync(Scope.make())
let server: RunningServer

beforeAll(async () => {
  const database: Record<string, string> = process.env["DATABASE_URL"]
    ? { DATABASE_URL: Redacted.value((await Effect.runPromise(Scope.extend(freshDatabaseUrl, scope))).url) }
    : {}
  server = await startServer({ ...database, SEED_FIXTURES: "false", TRUSTED_PROXIES: `${PROXY}, 10.0.0.0/8` })
  await server.printed(RUNNING)
}, 120_000)

afterAll(async () => {
  await server.stop()
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

let asked = 0

/** Asks for a password reset link from `from` (any of 127.0.0.0/8 is this machine on Linux), with `headers`; answers the error code or the status. */
const askReset = (from: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    // an e-mail of its own each time: reset links are limited per e-mail too
    const body = JSON.stringify({ email: `nobody${++asked}@example.com` })
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: server.port,
        path: "/api/v1/auth/reset/link",
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), ...headers }
      },
      (response) => {
        const chunks: Array<Buffer> = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => resolve((JSON.parse(Buffer.concat(chunks).toString()) as { error_code: number }).error_code))
        response.on("error", reject)
      }
    )
    outgoing.on("error", reject)
    outgoing.end(body)
  })

// Reset links are limited to 10 an hour per client address; an unknown e-mail answers account_not_found within it.
const RESET_ADDRESS_LIMIT = 10

describe("the client's address", () => {
  it("is the socket's peer: two visitors don't share a budget, and forged headers change nothing", async () => {
    for (let ask = 0; ask < RESET_ADDRESS_LIMIT; ask++) expect(await askReset("127.0.0.1")).toBe(ErrorCode.account_not_found)
    expect(await askReset("127.0.0.1")).toBe(ErrorCode.rate_limited)
    expect(await askReset("127.0.0.1", { "x-forwarded-for": "198.51.100.20", "x-client-address": "198.51.100.21" })).toBe(
      ErrorCode.rate_limited
    )

    expect(await askReset("127.0.0.2")).toBe(ErrorCode.account_not_found)
    // a visitor can't spend another's budget by naming it either
    expect(await askReset("127.0.0.2", { "x-forwarded-for": "127.0.0.1", "x-client-address": "127.0.0.1" })).toBe(
      ErrorCode.account_not_found
    )
  })

  it("is what a trusted proxy forwarded, read from the right", async () => {
    // through the proxy, the visitor at 127.0.0.1 is still the one who spent the budget
    expect(await askReset(PROXY, { "x-forwarded-for": "127.0.0.1" })).toBe(ErrorCode.rate_limited)
    expect(await askReset(PROXY, { "x-forwarded-for": "203.0.113.5, 127.0.0.1, 10.0.0.7" })).toBe(ErrorCode.rate_limited)
    // and another visitor behind it is someone else, whatever they wrote themselves
    expect(await askReset(PROXY, { "x-forwarded-for": "127.0.0.1, 198.51.100.30" })).toBe(ErrorCode.account_not_found)
  })
})
