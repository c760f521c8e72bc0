import { describe, expect, it } from "vitest"
import { sessionAbilities, SUBMIT_INQUIRIES_PERMISSION, VIEW_SUBMISSIONS_PERMISSION } from "../src/Abilities.ts"

describe("sessionAbilities", () => {
  it("gives staff every ability, and each other to users with its permission", () => {
    expect(sessionAbilities(true, [])).toEqual(["admin", "submit_inquiries", "view_submissions"])
    expect(sessionAbilities(false, [SUBMIT_INQUIRIES_PERMISSION])).toEqual(["submit_inquiries"])
    expect(sessionAbilities(false, [VIEW_SUBMISSIONS_PERMISSION])).toEqual(["view_submissions"])
    expect(sessionAbilities(false, [])).toEqual([])
  })
})
