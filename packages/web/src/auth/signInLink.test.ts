import { describe, expect, it } from "vitest"
import { carriedActionOf, carriedState, carriedSubjectOf, redirectTarget, signInHref } from "./signInLink.ts"

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

  it("names what the action is for when it has a subject", () => {
    expect(signInHref("/?transmission=manual", "watch-auction", 42)).toBe(
      "/signin/?redirect=%2F%3Ftransmission%3Dmanual&action=watch-auction&subject=42"
    )
    expect(signInHref("/watch-list/", undefined, 42)).toBe("/signin/?redirect=%2Fwatch-list%2F")
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

describe("carriedSubjectOf", () => {
  it("takes an id and nothing that could be more", () => {
    expect(carriedSubjectOf("42")).toBe("42")
    expect(carriedSubjectOf("auction-42")).toBe("auction-42")
    expect(carriedSubjectOf("")).toBeNull()
    expect(carriedSubjectOf("42/../x")).toBeNull()
    expect(carriedSubjectOf("x".repeat(65))).toBeNull()
    expect(carriedSubjectOf(42)).toBeNull()
    expect(carriedSubjectOf(null)).toBeNull()
  })
})

describe("carriedState", () => {
  it("carries the action, and its subject only when there is one", () => {
    expect(carriedState("place-bid", null)).toEqual({ action: "place-bid" })
    expect(carriedState("watch-auction", "42")).toEqual({ action: "watch-auction", subject: "42" })
    expect(carriedState(null, "42")).toBeNull()
  })
})
