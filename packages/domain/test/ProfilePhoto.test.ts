import { describe, expect, it } from "vitest"
import {
  isOwnUpload,
  isUploadSize,
  PROFILE_PHOTO_MAX_BYTES,
  profilePhotoProblem,
  uploadKeyOf,
  uploadPrefixOf
} from "../src/ProfilePhoto.ts"

describe("isOwnUpload", () => {
  it("accepts a key directly in the user's folder only", () => {
    expect(isOwnUpload(uploadKeyOf(7, "0b8e-4d2a"), 7)).toBe(true)
    expect(isOwnUpload(uploadKeyOf(8, "0b8e-4d2a"), 7)).toBe(false)
    expect(isOwnUpload(`${uploadPrefixOf(7)}../8/photo`, 7)).toBe(false)
    expect(isOwnUpload(`${uploadPrefixOf(7)}`, 7)).toBe(false)
    expect(isOwnUpload("uploads/users/70/photo", 7)).toBe(false)
    expect(isOwnUpload("photos/seed-1.jpg", 7)).toBe(false)
  })

  it("takes a name as long as an upload's and refuses a longer one", () => {
    expect(isOwnUpload(uploadKeyOf(7, crypto.randomUUID()), 7)).toBe(true)
    expect(isOwnUpload(uploadKeyOf(7, "a".repeat(64)), 7)).toBe(true)
    expect(isOwnUpload(uploadKeyOf(7, "a".repeat(65)), 7)).toBe(false)
    expect(isOwnUpload(uploadKeyOf(7, "a".repeat(8000)), 7)).toBe(false)
  })
})

describe("isUploadSize", () => {
  it("takes a whole number of bytes from one up to the photo limit", () => {
    expect(isUploadSize(1)).toBe(true)
    expect(isUploadSize(PROFILE_PHOTO_MAX_BYTES)).toBe(true)
    expect(isUploadSize(PROFILE_PHOTO_MAX_BYTES + 1)).toBe(false)
    expect(isUploadSize(0)).toBe(false)
    expect(isUploadSize(-5)).toBe(false)
    expect(isUploadSize(1.5)).toBe(false)
  })
})

describe("profilePhotoProblem", () => {
  const photo = { format: "png", width: 800, height: 600, bytes: 10_000 }

  it("accepts png, jpeg and heif up to 8064x6048 either way round", () => {
    expect(profilePhotoProblem(photo)).toBeNull()
    expect(profilePhotoProblem({ ...photo, format: "jpeg", width: 8064, height: 6048 })).toBeNull()
    expect(profilePhotoProblem({ ...photo, format: "heif", width: 6048, height: 8064 })).toBeNull()
  })

  it("calls other formats and undecodable files unsupported", () => {
    expect(profilePhotoProblem({ ...photo, format: "gif" })).toBe("unsupported")
    expect(profilePhotoProblem({ ...photo, format: "svg" })).toBe("unsupported")
    expect(profilePhotoProblem({ ...photo, format: undefined })).toBe("unsupported")
    expect(profilePhotoProblem({ ...photo, width: undefined })).toBe("unsupported")
  })

  it("calls a photo beyond 8064x6048 or the byte cap too large", () => {
    expect(profilePhotoProblem({ ...photo, width: 8065, height: 100 })).toBe("too_large")
    expect(profilePhotoProblem({ ...photo, width: 6049, height: 6049 })).toBe("too_large")
    expect(profilePhotoProblem({ ...photo, bytes: PROFILE_PHOTO_MAX_BYTES + 1 })).toBe("too_large")
  })
})
