import { describe, expect, it } from "vitest"
import { isInappropriate } from "../src/InappropriateContent.ts"
import { newUsernameProblem } from "../src/UsernameContent.ts"

describe("isInappropriate, of a username", () => {
  it("refuses offensive words, also spelled with digits", () => {
    expect(isInappropriate("fuck_this")).toBe(true)
    expect(isInappropriate("B1TCHMOBILE")).toBe(true)
    expect(isInappropriate("big_sh1t")).toBe(true)
  })

  it("allows names that merely contain a fragment of one", () => {
    for (const name of ["scunthorpe_motors", "Yoshitaka", "nazir_99", "the_therapist", "spicy_miata", "tranny_swap"]) {
      expect(isInappropriate(name)).toBe(false)
    }
  })
})

describe("newUsernameProblem", () => {
  it("tells the spelling rules first, then the content, each with its rule", () => {
    expect(newUsernameProblem("a!")).toMatchObject({ rule: "invalid_characters" })
    expect(newUsernameProblem("x")).toMatchObject({ rule: "too_short" })
    expect(newUsernameProblem("big_sh1t")).toEqual({ rule: "inappropriate", message: "Username contains inappropriate content" })
    expect(newUsernameProblem("garage_find")).toBeNull()
  })
})
