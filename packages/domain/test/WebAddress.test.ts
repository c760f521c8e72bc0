import { describe, expect, it } from "vitest"
import { isHttpsAddress } from "../src/WebAddress.ts"

describe("isHttpsAddress", () => {
  it("takes https addresses to a named host", () => {
    for (const text of ["https://reports.example.com/911.pdf", "https://youtu.be/abc", "https://carfax.example/r/1?x=1"]) {
      expect(isHttpsAddress(text), text).toBe(true)
    }
  })

  it("refuses other schemes, spaces, bare hosts and words", () => {
    for (const text of [
      "http://reports.example.com/a",
      "javascript:alert(1)",
      "https://localhost/a",
      "https://a b.com",
      " https://a.com",
      "reports.example.com",
      ""
    ]) {
      expect(isHttpsAddress(text), text).toBe(false)
    }
  })
})
