import { formatShortDate } from "@redline/domain"
import { describe, expect, it } from "vitest"
import { decisionText } from "./decisionText.ts"

const ON = "2026-11-02T18:00:00.000Z"
const day = formatShortDate(new Date(ON))

describe("decisionText", () => {
  it("names who decided what, and when", () => {
    expect(decisionText({ id: 1, decision: "accept", user: { username: "staff" }, message: "", created_at: ON })).toBe(
      `Accepted by staff on ${day}`
    )
  })

  it("calls a removed account that made staff's decision a former member of staff", () => {
    expect(decisionText({ id: 2, decision: "reserve_offer", user: null, message: "", created_at: ON })).toBe(
      `Reserve offered by a former member of staff on ${day}`
    )
  })

  it.each([
    ["reserve_accept", "Reserve accepted"],
    ["no_reserve", "No reserve chosen"],
    ["inspection_booked", "Inspection booked"],
    ["listing_changes_requested", "Listing changes requested"]
  ] as const)("calls a removed account that made the seller's step %s the seller", (decision, name) => {
    expect(decisionText({ id: 3, decision, user: null, message: "", created_at: ON })).toBe(`${name} by the seller on ${day}`)
  })
})
