import { describe, expect, it } from "vitest"
import { sessionAbilities, SUBMIT_INQUIRIES_PERMISSION } from "../src/Abilities.ts"

describe("sessionAbilities", () => {
  it("gives staff every ability, and the inquiries' to users with its permission", () => {
    expect(sessionAbilities(true, [])).toEqual(["admin", "submit_inquiries"])
    expect(sessionAbilities(false, [SUBMIT_INQUIRIES_PERMISSION])).toEqual(["submit_inquiries"])
    expect(sessionAbilities(false, [])).toEqual([])
  })
})
