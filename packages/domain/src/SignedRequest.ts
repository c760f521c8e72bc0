/**
 * A request signed with a browser's session handshake (`GET auth/ti_ni`, spec 2 §7): the
 * handshake's csrf token, the client's time and an HMAC-SHA256 over `signedRequestText`, keyed
 * with the handshake's secret, in hex. The server checks what the browser signs; both build the
 * text here so they can't drift apart.
 */
export const SIGNED_REQUEST_HEADERS = {
  csrf: "x-csrf",
  timestamp: "x-timestamp",
  signature: "x-signature"
} as const

/** How far a signed request's timestamp may be from the server's clock (spec 2 §9: 180). */
export const SIGNATURE_SKEW_SECONDS = 180

/** The SHA-256, in hex, of an empty body: what a request without one signs. */
export const EMPTY_BODY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"

/**
 * What a request's signature covers, one line each: its method, its path and query string as sent
 * (with `/api`), its timestamp in Unix seconds and the SHA-256 of its body bytes in hex, e.g.
 * `DELETE\n/api/v1/auth/daily_email?email=a%40example.com\n1717000000\ne3b0…b855`. So a captured
 * request can't be sent again with another body or query. Callers hash the body themselves (the
 * browser with WebCrypto, the server with node:crypto), which keeps this pure.
 */
export function signedRequestText(method: string, pathAndQuery: string, timestamp: string, bodySha256: string): string {
  return [method.toUpperCase(), pathAndQuery, timestamp, bodySha256.toLowerCase()].join("\n")
}

/** The timestamp a request made at `epochMs` carries: whole Unix seconds. */
export function signatureTimestamp(epochMs: number): string {
  return String(Math.floor(epochMs / 1000))
}
