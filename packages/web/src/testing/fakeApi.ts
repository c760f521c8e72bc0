import { vi } from "vitest"

export interface ApiCall {
  readonly url: string
  readonly method: string
  readonly authorization: string | null
  readonly body: unknown
}

/**
 * An answer may be a promise, to hold a call unanswered while a test looks at the page; the
 * call's `init` carries its signal, for an answer that comes only when the call is aborted.
 */
export type Answer = (call: ApiCall, init: RequestInit) => Response | Promise<Response> | undefined

/** What `GET auth/ti_ni` answers unless a test says otherwise. */
export const HANDSHAKE = {
  csrf: "csrf-1",
  secret: "secret-1",
  server_time: new Date().toISOString(),
  expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString()
}

/**
 * `fetch` as a stub of the API: each answer is tried in turn, the first that answers wins,
 * anything unanswered is a 404. Every call is recorded but the browser's handshake, which is
 * answered with `HANDSHAKE` so calls are signed as in a browser.
 */
export function fakeApi(...answers: Answer[]) {
  const calls: ApiCall[] = []
  const routes = [...answers]
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    if (url === "/api/v1/auth/ti_ni") return Response.json(HANDSHAKE)
    const call: ApiCall = {
      url,
      method: init.method ?? "GET",
      authorization: new Headers(init.headers).get("authorization"),
      body: typeof init.body === "string" ? JSON.parse(init.body) : null
    }
    calls.push(call)
    for (const answer of routes) {
      const response = answer(call, init)
      if (response !== undefined) return response
    }
    return Response.json({ error_code: 1001, message: "Not found" }, { status: 404 })
  })
  return {
    calls,
    /** Answers tried before the others, e.g. to refuse a bid. */
    answerFirst: (answer: Answer) => routes.unshift(answer)
  }
}

/** Answers `method` calls to the path `path` (query string ignored) with `body`. */
export const on =
  (method: string, path: string, body: unknown, status = 200): Answer =>
  (call) =>
    call.method === method && call.url.split("?")[0] === `/api${path}` ? Response.json(body, { status }) : undefined

/** Holds `method` calls to `path` unanswered until the test answers them, to look at the page meanwhile. */
export function heldCall(method: string, path: string) {
  let answer: (response: Response) => void = () => undefined
  const held = new Promise<Response>((resolve) => (answer = resolve))
  const api = fakeApi((call) => (call.method === method && call.url === `/api${path}` ? held : undefined))
  return { api, answer }
}
