import { describe, expect, it } from "vitest"
import {
  BD_REPRESENTATIVE_PERMISSION,
  MODERATION_PERMISSION,
  SEES_BD_REP_PERMISSION,
  sessionAbilities,
  SUBMIT_INQUIRIES_PERMISSION,
  VIEW_SUBMISSIONS_PERMISSION
} from "../src/Abilities.ts"

describe("sessionAbilities", () => {
  it("gives staff every ability, and each other to users with its permission", () => {
    expect(sessionAbilities(true, [])).toEqual(["admin", "submit_inquiries", "view_submissions", "bd_partner", "moderation"])
    expect(sessionAbilities(false, [SUBMIT_INQUIRIES_PERMISSION])).toEqual(["submit_inquiries"])
    expect(sessionAbilities(false, [VIEW_SUBMISSIONS_PERMISSION])).toEqual(["view_submissions"])
    expect(sessionAbilities(false, [SEES_BD_REP_PERMISSION])).toEqual(["bd_partner"])
    expect(sessionAbilities(false, [MODERATION_PERMISSION])).toEqual(["moderation"])
    expect(sessionAbilities(false, [])).toEqual([])
  })

  it("makes a representative only of a user holding CAN_BE_BD_REPRESENTATIVE, staff too", () => {
    expect(sessionAbilities(false, [BD_REPRESENTATIVE_PERMISSION])).toEqual(["bd_rep"])
    expect(sessionAbilities(true, [BD_REPRESENTATIVE_PERMISSION])).toContain("bd_rep")
    expect(sessionAbilities(true, [])).not.toContain("bd_rep")
  })
})
