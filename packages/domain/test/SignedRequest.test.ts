import { describe, expect, it } from "vitest"
import { signatureTimestamp, signedRequestText } from "../src/SignedRequest.ts"

describe("signedRequestText", () => {
  it("is method, path and timestamp, as the README's example", () => {
    expect(signedRequestText("POST", "/api/v1/auth/logout", "1717000000")).toBe("POST/api/v1/auth/logout1717000000")
  })

  it("leaves the query string out and upper-cases the method", () => {
    expect(signedRequestText("get", "/api/v1/auth/access?confirm_key=abc", "1717000000")).toBe("GET/api/v1/auth/access1717000000")
  })
})

describe("signatureTimestamp", () => {
  it("is whole Unix seconds, rounded down", () => {
    expect(signatureTimestamp(1_717_000_000_999)).toBe("1717000000")
  })
})
