import { signatureTimestamp, signedRequestText } from "@redline/domain"
import { createHash, createHmac } from "node:crypto"
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
  /** A body sent as it is instead of JSON (a form, a tus chunk); its content type goes in `headers`. */
  readonly raw?: RequestInit["body"]
}

/**
 * Calls the API as a client does: JSON in and out, from one address unless told otherwise. The
 * fourth argument is the call's options, or just the access key of a signed-in call. An answer
 * without a body (a redirect, a tus 204) reads as null, one that is not JSON (TwiML) as its text.
 */
export const caller =
  (api: Api) =>
  async (method: string, path: string, body?: unknown, options: CallOptions | string = {}): Promise<Answer> => {
    const { key, address, handshake, raw, headers: extra } = typeof options === "string" ? ({ key: options } as CallOptions) : options
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "x-client-address": address ?? "203.0.113.10",
      ...extra
    }
    if (key !== undefined) headers["authorization"] = `Bearer ${key}`
    const sent = raw ?? (body === undefined ? undefined : JSON.stringify(body))
    if (handshake !== undefined) {
      const timestamp = signatureTimestamp(Date.now())
      const bytes = sent ?? ""
      if (typeof bytes !== "string" && !(bytes instanceof Uint8Array)) throw new Error("A signed call's body is text or bytes")
      const bodyHash = createHash("sha256").update(bytes).digest("hex")
      headers["x-csrf"] = handshake.csrf
      headers["x-timestamp"] = timestamp
      headers["x-signature"] = createHmac("sha256", handshake.secret)
        .update(signedRequestText(method, path, timestamp, bodyHash))
        .digest("hex")
    }
    const response = await api.fetch(path, { method, headers, ...(sent === undefined ? {} : { body: sent }) })
    const text = await response.text()
    const json = response.headers.get("content-type")?.includes("json") ?? true
    return { status: response.status, body: text === "" ? null : json ? JSON.parse(text) : text }
  }

/** Makes a signed-in JSON call and answers its status and its `Retry-After` in seconds (0 without one). */
export const retryAfterOf =
  (api: Api) =>
  async (method: string, path: string, body: unknown, key: string): Promise<{ status: number; seconds: number }> => {
    const response = await api.fetch(path, {
      method,
      headers: { "content-type": "application/json", "x-client-address": "203.0.113.10", authorization: `Bearer ${key}` },
      body: JSON.stringify(body)
    })
    return { status: response.status, seconds: Number(response.headers.get("retry-after") ?? 0) }
  }
