import { describe, expect, it } from "vitest"
import { BIO_MAX_LENGTH, bioError } from "../src/Profile.ts"

describe("bioError", () => {
  it("takes up to the limit once trimmed, and refuses more", () => {
    expect(bioError("")).toBeNull()
    expect(bioError(` ${"x".repeat(BIO_MAX_LENGTH)}  `)).toBeNull()
    expect(bioError("x".repeat(BIO_MAX_LENGTH + 1))).toBe("Your bio can be at most 500 characters long.")
  })
})
