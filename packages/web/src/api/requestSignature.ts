import { signedRequestText } from "@redline/domain"

const encoder = new TextEncoder()

/**
 * The `x-signature` of a request: hex HMAC-SHA256 of the domain's `signedRequestText`, keyed with
 * the handshake's secret. WebCrypto, so no hashing library reaches the browser.
 */
export async function requestSignature(secret: string, method: string, url: string, timestamp: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"])
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(signedRequestText(method, url, timestamp)))
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("")
}
