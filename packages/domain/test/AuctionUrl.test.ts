import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { auctionSlug, auctionUrl } from "../src/AuctionUrl.ts"

describe("auctionSlug", () => {
  it("lower-cases and joins words with dashes", () => {
    expect(auctionSlug("1990 Mazda MX-5 Miata")).toBe("1990-mazda-mx-5-miata")
    expect(auctionSlug("  2004 BMW M3 -- 6-Speed!  ")).toBe("2004-bmw-m3-6-speed")
  })

  it("folds accents and drops apostrophes", () => {
    expect(auctionSlug("1967 Citroën DS21 Pallas")).toBe("1967-citroen-ds21-pallas")
    expect(auctionSlug("Driver's Edition")).toBe("drivers-edition")
  })

  it("only ever yields lower-case words joined by single dashes", () => {
    fc.assert(fc.property(fc.string(), (title) => /^([a-z0-9]+(-[a-z0-9]+)*)?$/.test(auctionSlug(title))))
  })
})

describe("auctionUrl", () => {
  it("builds /auctions/{id}/{slug}", () => {
    expect(auctionUrl(42, "1990 Mazda MX-5 Miata")).toBe("/auctions/42/1990-mazda-mx-5-miata")
    expect(auctionUrl("42", "!!!")).toBe("/auctions/42")
  })

  it("carries tracking values when given", () => {
    expect(auctionUrl(7, "Porsche 911", { ss_id: "abc", ref: "" })).toBe("/auctions/7/porsche-911?ss_id=abc")
    expect(auctionUrl(7, "Porsche 911", { ss_id: "a b", ref: "home" })).toBe("/auctions/7/porsche-911?ss_id=a+b&ref=home")
  })
})
