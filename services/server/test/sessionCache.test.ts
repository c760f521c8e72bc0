import { ErrorCode } from "@redline/domain"
import { freshDatabaseUrl, freshNatsNamespace, RUNNING, type RunningServer, startServer } from "@redline/infra/testing"
import { Effect, Exit, Redacted, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const STAFF = { email: "staff@redline.test", password: "staff-password-1" }
const PASSWORD = "correct-horse-7"

// Two API processes over one database and NATS: each keeps the sessions it read, and forgets them when either changes them.
describe.skipIf(!process.env["NATS_URL"] || !process.env["DATABASE_URL"])("sessions kept by every API process", () => {
  const scope = Effect.runSync(Scope.make())
  const started: Array<RunningServer> = []
  let first: RunningServer
  let second: RunningServer

  const call = async (
    server: RunningServer,
    method: string,
    path: string,
    options: { body?: unknown; key?: string; refresh?: string } = {}
  ) => {
    const headers: Record<string, string> = { "content-type": "application/json" }
    if (options.key !== undefined) headers["authorization"] = `Bearer ${options.key}`
    if (options.refresh !== undefined) headers["x-refresh-key"] = options.refresh
    const init: RequestInit = { method, headers }
    if (options.body !== undefined) init.body = JSON.stringify(options.body)
    const response = await fetch(`${server.url}${path}`, init)
    // Checked field by field by the test.
    return { status: response.status, body: (await response.json()) as any }
  }
  const signIn = async (server: RunningServer, email: string, password: string) =>
    (await call(server, "POST", "/api/v1/auth/login", { body: { email, password } })).body as { access_key: string; refresh_key: string }
  const validOn = async (server: RunningServer, key: string) => (await call(server, "GET", "/api/v1/auth/valid_session", { key })).status

  beforeAll(async () => {
    const { url } = await Effect.runPromise(Scope.extend(freshDatabaseUrl, scope))
    const namespace = await Effect.runPromise(Scope.extend(freshNatsNamespace, scope))
    const cluster = {
      DATABASE_URL: Redacted.value(url),
      NATS_URL: process.env["NATS_URL"]!,
      NATS_NAMESPACE: namespace,
      SEED_FIXTURES: "false",
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password
    }
    first = await startServer({ ...cluster, ROLES: "gateway,api,engine" })
    started.push(first)
    await first.printed(RUNNING)
    second = await startServer({ ...cluster, ROLES: "gateway,api" })
    started.push(second)
    await second.printed(RUNNING)
    const staff = await signIn(first, STAFF.email, STAFF.password)
    for (const username of ["kept_one", "kept_two"]) {
      const created = await call(first, "POST", "/api/v1/admin/users", {
        key: staff.access_key,
        body: { email: `${username}@example.com`, username, password: PASSWORD }
      })
      expect(created.status).toBe(200)
    }
  }, 120_000)

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()))
    await Effect.runPromise(Scope.close(scope, Exit.void))
  })

  it("refuses a signed-out key at once in the other process", async () => {
    const session = await signIn(first, "kept_one@example.com", PASSWORD)
    expect(await validOn(first, session.access_key)).toBe(200)
    expect(await validOn(second, session.access_key)).toBe(200)

    expect((await call(first, "POST", "/api/v1/auth/logout", { key: session.access_key })).status).toBe(200)

    const refused = await call(second, "GET", "/api/v1/auth/valid_session", { key: session.access_key })
    expect(refused.status).toBe(401)
    expect(refused.body.error_code).toBe(ErrorCode.unauthorized)
    expect(await validOn(first, session.access_key)).toBe(401)
  })

  it("refuses the replaced key of a refresh at once in the other process", async () => {
    const session = await signIn(second, "kept_two@example.com", PASSWORD)
    expect(await validOn(first, session.access_key)).toBe(200)

    const refreshed = await call(second, "POST", "/api/v1/auth/refresh", { refresh: session.refresh_key })
    expect(refreshed.status).toBe(200)

    expect(await validOn(first, session.access_key)).toBe(401)
    expect(await validOn(first, refreshed.body.access_key)).toBe(200)
  })
})
