import { describe, expect, it } from "vitest"
import { carriedActionOf, redirectTarget, signInHref } from "./signInLink.ts"

describe("redirectTarget", () => {
  it.each([
    ["/auctions/7/1995-porsche-911", "/auctions/7/1995-porsche-911"],
    ["/?transmission=manual#top", "/?transmission=manual#top"],
    ["/auctions/../watch-list/", "/watch-list/"]
  ])("keeps the path on this site %s", (raw, target) => {
    expect(redirectTarget(raw)).toBe(target)
  })

  it.each([
    null,
    "",
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "auctions/7",
    "/signin/?redirect=/x",
    "/logout"
  ])("refuses %s", (raw) => {
    expect(redirectTarget(raw)).toBeNull()
  })
})

describe("signInHref", () => {
  it("carries the page to come back to and the action to run there", () => {
    expect(signInHref("/auctions/7/x", "place-bid")).toBe("/signin/?redirect=%2Fauctions%2F7%2Fx&action=place-bid")
    expect(signInHref("/watch-list/")).toBe("/signin/?redirect=%2Fwatch-list%2F")
  })
})

describe("carriedActionOf", () => {
  it("knows the actions a sign-in can carry and nothing else", () => {
    expect(carriedActionOf("place-bid")).toBe("place-bid")
    expect(carriedActionOf("watch-auction")).toBe("watch-auction")
    expect(carriedActionOf("delete-account")).toBeNull()
    expect(carriedActionOf(undefined)).toBeNull()
  })
})
