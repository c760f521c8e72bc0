import { describe, expect, it } from "vitest"
import { EMPTY_BODY_SHA256, signatureTimestamp, signedRequestText } from "../src/SignedRequest.ts"

/** SHA-256 in hex with WebCrypto, as the browser hashes a body. */
const sha256 = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))), (byte) =>
    byte.toString(16).padStart(2, "0")
  ).join("")

describe("signedRequestText", () => {
  it("is method, path with query, timestamp and the body's hash, a line each", async () => {
    const bodyHash = await sha256('{"bio":"Air-cooled"}')
    expect(signedRequestText("PUT", "/api/v1/profile/bio", "1717000000", bodyHash)).toBe(
      `PUT\n/api/v1/profile/bio\n1717000000\n${bodyHash}`
    )
  })

  it("keeps the query string as sent and upper-cases the method", () => {
    expect(signedRequestText("delete", "/api/v1/auth/daily_email?email=a%40example.com", "1717000000", EMPTY_BODY_SHA256)).toBe(
      `DELETE\n/api/v1/auth/daily_email?email=a%40example.com\n1717000000\n${EMPTY_BODY_SHA256}`
    )
  })

  it("differs for another query or another body", async () => {
    const text = signedRequestText("POST", "/api/v1/x?a=1", "1717000000", EMPTY_BODY_SHA256)
    expect(signedRequestText("POST", "/api/v1/x?a=2", "1717000000", EMPTY_BODY_SHA256)).not.toBe(text)
    expect(signedRequestText("POST", "/api/v1/x?a=1", "1717000000", await sha256("{}"))).not.toBe(text)
  })
})

describe("EMPTY_BODY_SHA256", () => {
  it("is the SHA-256 of no bytes", async () => {
    expect(EMPTY_BODY_SHA256).toBe(await sha256(""))
  })
})

describe("signatureTimestamp", () => {
  it("is whole Unix seconds, rounded down", () => {
    expect(signatureTimestamp(1_717_000_000_999)).toBe("1717000000")
  })
})
