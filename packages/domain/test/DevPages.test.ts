import { describe, expect, it } from "vitest"
import { isLoopbackAddress, isLoopbackHost, mayOpenDevPage } from "../src/DevPages.ts"

describe("isLoopbackAddress", () => {
  it("knows this machine's addresses in every spelling a socket or a header gives", () => {
    for (const address of [
      "127.0.0.1",
      "127.1.2.3",
      "::1",
      "[::1]",
      "0:0:0:0:0:0:0:1",
      "0000:0000:0000:0000:0000:0000:0000:0001",
      "::ffff:127.0.0.1",
      "0000:0000:0000:0000:0000:ffff:7f00:0001",
      "::1%lo"
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true)
    }
  })

  it("takes nothing else for it: other networks, broken spellings, an unknown peer", () => {
    for (const address of [
      "203.0.113.10",
      "10.0.0.1",
      "0.0.0.0",
      "::",
      "::2",
      "1::1",
      "::ffff:10.0.0.1",
      "0000:0000:0000:0000:0000:ffff:0a00:0001",
      "127.0.0.256",
      "127.0.0.1.evil.example",
      "localhost",
      "unknown",
      "",
      ":::1",
      "1:2:3:4:5:6:7:8:9"
    ]) {
      expect(isLoopbackAddress(address), address).toBe(false)
    }
  })
})

describe("isLoopbackHost", () => {
  it("takes localhost and loopback addresses, not every interface nor a public name", () => {
    expect(["localhost", "LOCALHOST", "app.localhost", "127.0.0.1", "::1"].map(isLoopbackHost)).toEqual([true, true, true, true, true])
    expect(["0.0.0.0", "::", "redline.example", "192.168.1.20", "localhost.example"].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
      false,
      false
    ])
  })
})

describe("mayOpenDevPage", () => {
  it("lets in a request from this machine, whoever it is, and staff from anywhere", () => {
    expect(mayOpenDevPage({ clientAddress: "127.0.0.1", isStaff: false })).toBe(true)
    expect(mayOpenDevPage({ clientAddress: "203.0.113.10", isStaff: true })).toBe(true)
  })

  it("keeps everyone else out", () => {
    expect(mayOpenDevPage({ clientAddress: "203.0.113.10", isStaff: false })).toBe(false)
    expect(mayOpenDevPage({ clientAddress: "unknown", isStaff: false })).toBe(false)
  })
})
