import { createHmac } from "node:crypto"
import type { Api } from "./Api.ts"

// Answers are checked field by field, so bodies stay loosely typed.
export interface Answer {
  readonly status: number
  readonly body: any
}

export interface CallOptions {
  readonly key?: string | undefined
  readonly headers?: Record<string, string>
  /** Signs the request with a handshake, as a browser with a session handshake does. */
  readonly handshake?: { readonly csrf: string; readonly secret: string }
  readonly address?: string
}

/**
 * Calls the API as a client does: JSON in and out, from one address unless told otherwise. The
 * fourth argument is the call's options, or just the access key of a signed-in call.
 */
export const caller =
  (api: Api) =>
  async (method: string, path: string, body?: unknown, options: CallOptions | string = {}): Promise<Answer> => {
    const { key, address, handshake, headers: extra } = typeof options === "string" ? ({ key: options } as CallOptions) : options
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "x-forwarded-for": address ?? "203.0.113.10",
      ...extra
    }
    if (key !== undefined) headers["authorization"] = `Bearer ${key}`
    if (handshake !== undefined) {
      const timestamp = String(Math.floor(Date.now() / 1000))
      headers["x-csrf"] = handshake.csrf
      headers["x-timestamp"] = timestamp
      headers["x-signature"] = createHmac("sha256", handshake.secret)
        .update(`${method}${path.split("?")[0]}${timestamp}`)
        .digest("hex")
    }
    const response = await api.fetch(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
    return { status: response.status, body: await response.json() }
  }
