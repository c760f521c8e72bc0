import { describe, expect, it } from "vitest"
import { Messages, parseSearchLookup, SEARCH_MAX_WORDS, searchWords } from "../src/index.ts"

describe("parseSearchLookup", () => {
  it("takes a text, a make with or without its model, or both, in normal form", () => {
    expect(parseSearchLookup({ search: "  air-cooled   911 " })).toEqual({
      _tag: "valid",
      lookup: { search: "air-cooled 911", make_slug: null, model_slug: null }
    })
    expect(parseSearchLookup(new URLSearchParams("make_slug=Porsche&model_slug=911"))).toEqual({
      _tag: "valid",
      lookup: { search: null, make_slug: "porsche", model_slug: "911" }
    })
    expect(parseSearchLookup({ search: "targa", make_slug: "porsche" })).toMatchObject({
      lookup: { search: "targa", make_slug: "porsche", model_slug: null }
    })
  })

  it("refuses no lookup, a model without its make and an overlong text", () => {
    expect(parseSearchLookup({})).toEqual({ _tag: "invalid", message: Messages.searchLookupMissing })
    expect(parseSearchLookup({ search: " ", make_slug: "" })).toEqual({ _tag: "invalid", message: Messages.searchLookupMissing })
    // nothing in it can be searched for
    expect(parseSearchLookup({ search: "!!! --" })).toEqual({ _tag: "invalid", message: Messages.searchLookupMissing })
    expect(parseSearchLookup({ model_slug: "911" })).toEqual({ _tag: "invalid", message: Messages.searchModelWithoutMake })
    expect(parseSearchLookup({ search: "a".repeat(101) })).toEqual({ _tag: "invalid", message: Messages.searchLookupTooLong(100) })
    expect(parseSearchLookup({ search: "a".repeat(100) })._tag).toBe("valid")
  })
})

describe("searchWords", () => {
  it("splits as the full-text parser does, in lower case with accents folded", () => {
    expect(searchWords("Mazda MX-5 Miata")).toEqual(["mazda", "mx", "5", "miata"])
    expect(searchWords("Lamborghini Murciélago, 2004!")).toEqual(["lamborghini", "murcielago", "2004"])
    expect(searchWords("  ")).toEqual([])
  })

  it("keeps the first words only", () => {
    expect(searchWords("a b c d e f g h i j")).toHaveLength(SEARCH_MAX_WORDS)
  })
})
