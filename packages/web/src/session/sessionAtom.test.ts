import { afterEach, describe, expect, it } from "vitest"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { readStoredSession } from "./sessionAtom.ts"

const { abilities: _, ...keptBeforeAbilities } = STORED_SESSION

afterEach(() => localStorage.clear())

describe("the stored session", () => {
  it("keeps a session stored before sessions kept their abilities signed in, with none", () => {
    localStorage.setItem("redline.session", JSON.stringify(keptBeforeAbilities))
    expect(readStoredSession()).toEqual({ ...keptBeforeAbilities, abilities: [] })
  })

  it("reads the abilities kept, and anything but a whole session as signed out", () => {
    localStorage.setItem("redline.session", JSON.stringify({ ...STORED_SESSION, abilities: ["submit_inquiries"] }))
    expect(readStoredSession()?.abilities).toEqual(["submit_inquiries"])
    localStorage.setItem("redline.session", JSON.stringify({ ...keptBeforeAbilities, user_id: "1" }))
    expect(readStoredSession()).toBeNull()
  })
})
