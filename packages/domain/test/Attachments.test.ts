import { describe, expect, it } from "vitest"
import { attachmentProblem } from "../src/Attachments.ts"

const photo = { name: "car.jpg", type: "image/jpeg", width: 4000, height: 3000 }

describe("attachmentProblem", () => {
  it("accepts png, jpeg, heif and heic", () => {
    expect(attachmentProblem(photo)).toBeNull()
    expect(attachmentProblem({ ...photo, name: "a.png", type: "image/png" })).toBeNull()
    expect(attachmentProblem({ ...photo, name: "a.HEIC", type: "" })).toBeNull()
    expect(attachmentProblem({ ...photo, name: "a.heif", type: "image/heif" })).toBeNull()
  })

  it("refuses other types", () => {
    expect(attachmentProblem({ ...photo, name: "a.gif", type: "image/gif" })).toBe("unsupported")
    expect(attachmentProblem({ ...photo, name: "a.pdf", type: "" })).toBe("unsupported")
  })

  it("allows up to 8064x6048 in either orientation", () => {
    expect(attachmentProblem({ ...photo, width: 8064, height: 6048 })).toBeNull()
    expect(attachmentProblem({ ...photo, width: 6048, height: 8064 })).toBeNull()
    expect(attachmentProblem({ ...photo, width: 8065, height: 100 })).toBe("too_large")
    expect(attachmentProblem({ ...photo, width: 6049, height: 6049 })).toBe("too_large")
  })
})
