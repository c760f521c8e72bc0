import { describe, expect, it } from "vitest"
import {
  isVideoFileType,
  isVideoObjectType,
  mayUploadVideoFor,
  isVideoProcessed,
  VIDEO_MAX_BYTES,
  VIDEO_NAME_MAX_LENGTH,
  VIDEO_PROCESSING_DELAY_SECONDS,
  videoName,
  videoUploadMessage,
  videoUploadProblem,
  videoMediaTypeOf
} from "../src/Videos.ts"

describe("videoUploadProblem", () => {
  const upload = { size: 25_000_000, name: "Cold start.mp4" }

  it("accepts a whole, positive size up to 2 GiB with a name", () => {
    expect(VIDEO_MAX_BYTES).toBe(2_147_483_648)
    expect(videoUploadProblem(upload)).toBeNull()
    expect(videoUploadProblem({ ...upload, size: 1 })).toBeNull()
    expect(videoUploadProblem({ ...upload, size: VIDEO_MAX_BYTES })).toBeNull()
  })

  it("refuses a size beyond 2 GiB as too large", () => {
    expect(videoUploadProblem({ ...upload, size: VIDEO_MAX_BYTES + 1 })).toBe("too_large")
    expect(videoUploadProblem({ ...upload, size: 50 * 1024 ** 3 })).toBe("too_large")
  })

  it("refuses sizes that are not a whole, positive number of bytes", () => {
    for (const size of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(videoUploadProblem({ ...upload, size })).toBe("size_invalid")
    }
  })

  it("judges the trimmed name: there and at most 200 characters", () => {
    expect(videoUploadProblem({ ...upload, name: "   " })).toBe("name_missing")
    expect(videoUploadProblem({ ...upload, name: "" })).toBe("name_missing")
    expect(videoUploadProblem({ ...upload, name: ` ${"a".repeat(VIDEO_NAME_MAX_LENGTH)} ` })).toBeNull()
    expect(videoUploadProblem({ ...upload, name: "a".repeat(VIDEO_NAME_MAX_LENGTH + 1) })).toBe("name_too_long")
    expect(videoName("  Walk-around.mov \n")).toBe("Walk-around.mov")
  })

  it("says each problem in words, naming the limits", () => {
    expect(videoUploadMessage("too_large")).toBe("Videos can be at most 2 GB.")
    expect(videoUploadMessage("name_too_long")).toBe("A video's name can be at most 200 characters.")
    expect(videoUploadMessage("name_missing")).toBe("Please give the video a name.")
    expect(videoUploadMessage("size_invalid")).toBe("A video's size must be a whole number of bytes.")
  })
})

describe("isVideoObjectType", () => {
  it("knows auctions and submissions", () => {
    expect(isVideoObjectType("auction")).toBe(true)
    expect(isVideoObjectType("submission")).toBe(true)
    for (const other of ["comment", "Auction", ""]) expect(isVideoObjectType(other)).toBe(false)
  })
})

describe("isVideoProcessed", () => {
  const uploadedAt = new Date("2026-05-01T12:00:00.000Z")
  const after = (millis: number) => new Date(uploadedAt.getTime() + millis)

  it("is processed 4 seconds after the upload completed, not before", () => {
    expect(VIDEO_PROCESSING_DELAY_SECONDS).toBe(4)
    expect(isVideoProcessed(uploadedAt, after(0))).toBe(false)
    expect(isVideoProcessed(uploadedAt, after(3_999))).toBe(false)
    expect(isVideoProcessed(uploadedAt, after(4_000))).toBe(true)
    expect(isVideoProcessed(uploadedAt, after(60_000))).toBe(true)
  })

  it("is never processed while the upload is incomplete", () => {
    expect(isVideoProcessed(null, after(3_600_000))).toBe(false)
  })

  it("takes another delay when given one", () => {
    expect(isVideoProcessed(uploadedAt, after(59_999), 60)).toBe(false)
    expect(isVideoProcessed(uploadedAt, after(60_000), 60)).toBe(true)
  })
})

describe("mayUploadVideoFor", () => {
  it("lets the auction's seller and staff upload, no one else", () => {
    expect(mayUploadVideoFor({ sellerId: 7 }, { id: 7, isStaff: false })).toBe(true)
    expect(mayUploadVideoFor({ sellerId: 7 }, { id: 8, isStaff: true })).toBe(true)
    expect(mayUploadVideoFor({ sellerId: 7 }, { id: 8, isStaff: false })).toBe(false)
  })
})

describe("videoMediaTypeOf", () => {
  const bytes = (...parts: ReadonlyArray<string | ReadonlyArray<number>>) =>
    Uint8Array.from(
      parts.flatMap((part) => (typeof part === "string" ? Array.from(part, (character) => character.charCodeAt(0)) : [...part]))
    )
  const ebml = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]

  it("reads MP4 and QuickTime from the ftyp box, WebM and Matroska from the EBML header", () => {
    expect(videoMediaTypeOf(bytes([0, 0, 0, 0x20], "ftypisom", [0, 0, 2, 0], "isomiso2avc1mp41"))).toBe("video/mp4")
    expect(videoMediaTypeOf(bytes([0, 0, 0, 0x14], "ftypqt  ", [0, 0, 2, 0], "qt  "))).toBe("video/quicktime")
    expect(videoMediaTypeOf(bytes(ebml, "webm", [0x42, 0x87, 0x81, 0x04]))).toBe("video/webm")
    expect(videoMediaTypeOf(bytes(ebml.slice(0, 11), [0x88], "matroska"))).toBe("video/x-matroska")
  })

  it("calls nothing else a video, whatever it was named: pages, SVGs, images, scraps", () => {
    for (const file of [
      bytes("<!doctype html><script>alert(document.domain)</script>"),
      bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"),
      bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic"),
      bytes([0, 0, 0, 0x1c], "ftypavif"),
      bytes(ebml, "html"),
      bytes([0, 0, 0]),
      new Uint8Array()
    ]) {
      expect(videoMediaTypeOf(file)).toBeNull()
    }
  })
})

describe("isVideoFileType", () => {
  it("takes a video's type, or none, and not a photo's or a document's", () => {
    expect(isVideoFileType("video/mp4")).toBe(true)
    expect(isVideoFileType("video/quicktime")).toBe(true)
    expect(isVideoFileType("")).toBe(true)
    expect(isVideoFileType("image/jpeg")).toBe(false)
    expect(isVideoFileType("application/pdf")).toBe(false)
  })
})
