import { describe, expect, it } from "vitest"
import { draftProblem, type ListingDraftInput, listingDraftProblem, reviewProblem } from "../../src/submissions/ListingDraft.ts"
import { SubmissionStatus } from "../../src/submissions/SubmissionStatus.ts"

const sections = {
  doug: "",
  highlights: "",
  equipment: "",
  modifications: "",
  known_flaws: "",
  recent_service_history: "",
  other_items: "",
  ownership_history: "",
  seller_notes: "",
  videos: []
}
const draft = (more: Partial<ListingDraftInput> = {}): ListingDraftInput => ({
  title: "2003 Mazda Miata",
  sub_title: "One owner",
  sections,
  photos: [],
  history_report: null,
  ...more
})

describe("the first version", () => {
  it("is written once the car is paid, its inspection approved and its reserve settled", () => {
    const paid = { status: SubmissionStatus.paid, inspectionApproved: true, reserveAnswer: "accept" as const }
    expect(draftProblem(paid)).toBeNull()
    expect(draftProblem({ ...paid, reserveAnswer: "no_reserve" })).toBeNull()
    expect(draftProblem({ ...paid, inspectionApproved: false })).toBe("The seller hasn't approved the inspection yet.")
    expect(draftProblem({ ...paid, reserveAnswer: null })).toBe("The reserve isn't settled yet.")
    expect(draftProblem({ ...paid, reserveAnswer: undefined })).toBe("The reserve isn't settled yet.")
    expect(draftProblem({ ...paid, reserveAnswer: "decline" })).toBe("The reserve isn't settled yet.")
  })

  it("is followed by more while the listing is written, none once approved or before payment", () => {
    const standing = { inspectionApproved: false, reserveAnswer: undefined }
    expect(draftProblem({ ...standing, status: SubmissionStatus.listing })).toBeNull()
    expect(draftProblem({ ...standing, status: SubmissionStatus.approved })).toBe("The seller approved this listing already.")
    expect(draftProblem({ ...standing, status: SubmissionStatus.accepted })).toBe("This submission hasn't been accepted and paid for yet.")
  })
})

describe("a version's fields", () => {
  it("takes markdown as written, the submission's photos once each, and a history report", () => {
    const written = draft({
      sections: { ...sections, highlights: "<b>raw</b> **bold**", videos: ["https://youtu.be/abc"] },
      photos: [
        { id: 1, section: "exterior" },
        { id: 2, section: "docs" }
      ],
      history_report: { vendor: "Carfax", url: "https://carfax.example/r/1", expiry: "2027-01-31" }
    })
    expect(listingDraftProblem(written, [1, 2, 3])).toBeNull()
  })

  it("names the field at fault", () => {
    expect(listingDraftProblem(draft({ title: "  " }), [])).toEqual({ field: "title", message: "title is required." })
    expect(listingDraftProblem(draft({ photos: [{ id: 9, section: "exterior" }] }), [1])?.field).toBe("photos")
    expect(listingDraftProblem(draft({ photos: [{ id: 1, section: "roof" }] }), [1])?.field).toBe("photos")
    expect(
      listingDraftProblem(
        draft({
          photos: [
            { id: 1, section: "exterior" },
            { id: 1, section: "interior" }
          ]
        }),
        [1]
      )?.message
    ).toBe("photos names photo 1 twice.")
    expect(listingDraftProblem(draft({ sections: { ...sections, videos: ["javascript:alert(1)"] } }), [])?.field).toBe("sections.videos")
    expect(
      listingDraftProblem(draft({ history_report: { vendor: "Carfax", url: "https://c.example/r", expiry: "2027-02-30" } }), [])?.field
    ).toBe("history_report.expiry")
  })
})

describe("the seller's review", () => {
  const latest = { version: 2, latest: 2, approved: false, denied: false }
  it("is of the latest version, once, while the listing is written", () => {
    expect(reviewProblem(SubmissionStatus.listing, latest)).toBeNull()
    expect(reviewProblem(SubmissionStatus.listing, { ...latest, approved: true })).toBe("You approved this version already.")
    expect(reviewProblem(SubmissionStatus.listing, { ...latest, denied: true })).toBe("You asked for changes to this version already.")
    expect(reviewProblem(SubmissionStatus.listing, { ...latest, version: 1 })).toBe("This version was replaced: review version 2.")
    expect(reviewProblem(SubmissionStatus.canceled, latest)).toBe("This submission was canceled.")
  })
})
