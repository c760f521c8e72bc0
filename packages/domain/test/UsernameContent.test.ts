import { describe, expect, it } from "vitest"
import { usernameIsInappropriate } from "../src/UsernameContent.ts"

describe("usernameIsInappropriate", () => {
  it("refuses offensive words, also spelled with digits", () => {
    expect(usernameIsInappropriate("fuck_this")).toBe(true)
    expect(usernameIsInappropriate("B1TCHMOBILE")).toBe(true)
    expect(usernameIsInappropriate("big_sh1t")).toBe(true)
  })

  it("allows names that merely contain a fragment of one", () => {
    for (const name of ["scunthorpe_motors", "Yoshitaka", "nazir_99", "the_therapist", "spicy_miata", "tranny_swap"]) {
      expect(usernameIsInappropriate(name)).toBe(false)
    }
  })
})
