import { vi } from "vitest"

/** A request as the stub server saw it, headers included, at the (possibly fake) time it came. */
export interface ServerCall {
  readonly url: string
  readonly method: string
  readonly headers: Headers
  readonly body: unknown
  readonly at: number
}

/** The server's answer to a call: JSON with a status, or a network failure when it throws. */
export type Route = (call: ServerCall, earlier: ReadonlyArray<ServerCall>) => Response

export const json = (body: unknown, status = 200) => Response.json(body, { status })
export const refusal = (status: number, error_code: number, message = "refused") => json({ error_code, message }, status)

/**
 * `fetch` as a stub server for the API client's own tests, where the headers matter: every call
 * (the handshake included) is recorded and `route` answers it.
 */
export function fakeServer(route: Route) {
  const calls: ServerCall[] = []
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const call: ServerCall = {
      url,
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : null,
      at: Date.now()
    }
    const earlier = [...calls]
    calls.push(call)
    return route(call, earlier)
  })
  return {
    calls,
    /** The calls to `path` (with /api, without the query). */
    to: (method: string, path: string) => calls.filter((call) => call.method === method && call.url.split("?")[0] === path)
  }
}
