import { describe, expect, it } from "vitest"
import { noMatchMessage } from "../src/EmptyList.ts"

describe("noMatchMessage", () => {
  it("only says no auctions match when nothing is filtered", () => {
    expect(noMatchMessage({})).toBe("No auctions match.")
  })

  it("asks to broaden the selections when any filter is set", () => {
    const broaden = "No auctions match. Please broaden your selections, or start over."
    expect(noMatchMessage({ start_year: 1990 })).toBe(broaden)
    expect(noMatchMessage({ end_year: 1990 })).toBe(broaden)
    expect(noMatchMessage({ transmission: "manual" })).toBe(broaden)
    expect(noMatchMessage({ body_style: "coupe" })).toBe(broaden)
  })
})
