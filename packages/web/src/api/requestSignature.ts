import { signedRequestText } from "@redline/domain"

const encoder = new TextEncoder()

const hex = (bytes: ArrayBuffer): string => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("")

/**
 * The `x-signature` of a request: hex HMAC-SHA256 of the domain's `signedRequestText` (method,
 * path and query as sent, timestamp, the SHA-256 of the body, empty when there is none), keyed
 * with the handshake's secret. WebCrypto, so no hashing library reaches the browser.
 */
export async function requestSignature(
  secret: string,
  method: string,
  pathAndQuery: string,
  timestamp: string,
  body: string | undefined
): Promise<string> {
  const bodyHash = hex(await crypto.subtle.digest("SHA-256", encoder.encode(body ?? "")))
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"])
  return hex(await crypto.subtle.sign("HMAC", key, encoder.encode(signedRequestText(method, pathAndQuery, timestamp, bodyHash))))
}
