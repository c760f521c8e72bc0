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

/**
 * What a request's signature covers: its method, its path as requested (with `/api`, without the
 * query string) and its timestamp in Unix seconds, e.g. `POST/api/v1/auth/logout1717000000`.
 */
export function signedRequestText(method: string, url: string, timestamp: string): string {
  return `${method.toUpperCase()}${url.split("?")[0] ?? url}${timestamp}`
}

/** The timestamp a request made at `epochMs` carries: whole Unix seconds. */
export function signatureTimestamp(epochMs: number): string {
  return String(Math.floor(epochMs / 1000))
}
