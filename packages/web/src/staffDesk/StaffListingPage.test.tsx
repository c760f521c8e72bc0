import type { ListingDraft, SubmissionPhoto } from "@redline/api"
import { ErrorCode, formatShortDate } from "@redline/domain"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { submission } from "../submissions/submission.fixture.ts"
import { auctionDetail } from "../testing/auctionDetail.ts"
import { type ApiCall, fakeApi, on } from "../testing/fakeApi.ts"
import { deskSubmission, renderAt } from "./staffDesk.fixture.tsx"
import StaffListingPage from "./StaffListingPage.tsx"

const renderListing = () => renderAt("/staff/submissions/71/listing", "/staff/submissions/:submissionId/listing", <StaffListingPage />)

const photo = (id: number, section: SubmissionPhoto["section"], position: number): SubmissionPhoto => ({
  id,
  section,
  position,
  is_main: id === 1,
  width: 1600,
  height: 1200,
  base_url: "https://images.example.com/",
  path: `submissions/71/${id}.jpg`
})

/** A Paid car whose seller told its highlights and flaws, with two exterior photos and one of the interior. */
const PAID = submission({
  status: 5,
  list: "in_progress",
  next_step: null,
  submitted_at: "2030-03-02T18:00:00.000Z",
  sections: {
    details: { data: { highlights: "One owner", equipment: "Sport seats" }, complete: true, updated_at: "2030-03-01T09:00:00.000Z" },
    condition: { data: { known_flaws: "Chip on the hood" }, complete: true, updated_at: "2030-03-01T09:00:00.000Z" },
    media: null,
    scheduling: null
  },
  photos: [photo(3, "interior", 1), photo(1, "exterior", 1), photo(2, "exterior", 2)]
})
const LISTING = { ...PAID, status: 7 as const }

const car = auctionDetail()
const version = (version_id: number, latest_version_id: number, overrides: Partial<ListingDraft> = {}): ListingDraft => ({
  listing_id: 71,
  version_id,
  latest_version_id,
  submission_status: 7,
  title: `2021 Acura NSX, version ${version_id}`,
  sub_title: "A one-owner car",
  seller: "dana",
  listing: { ...car.listing, sections: { ...car.listing.sections, highlights: `Highlights of version ${version_id}`, videos: [] } },
  photos: car.photos,
  history_report: null,
  inspection_report_url: null,
  created_at: "2030-03-10T18:00:00.000Z",
  approved_at: null,
  denied_at: null,
  denied_message: null,
  ...overrides
})

const NO_VERSION = on(
  "GET",
  "/v1/listings/71",
  { error_code: ErrorCode.listing_draft_not_found, message: "This listing draft doesn't exist." },
  404
)
const written = (calls: ReadonlyArray<ApiCall>) =>
  calls.filter((call) => call.method === "POST" && call.url === "/api/v1/staff/submissions/71/listing_drafts")

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the listing's versions on the staff desk", () => {
  it("starts the first version from what the seller told, reorders the photos and writes it, then lists it awaiting review", async () => {
    let first: ListingDraft | null = null
    const api = fakeApi(
      (call) => {
        if (call.method !== "POST" || call.url !== "/api/v1/staff/submissions/71/listing_drafts") return undefined
        first = version(1, 1, { title: "2021 Acura NSX" })
        return Response.json(first, { status: 201 })
      },
      (call) => (call.method === "GET" && call.url === "/api/v1/listings/71" && first !== null ? Response.json(first) : undefined),
      NO_VERSION,
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: PAID }))
    )
    renderListing()
    const form = await screen.findByRole("form", { name: "New version" })
    expect(screen.getByText("No version written yet.")).toBeTruthy()
    expect((within(form).getByLabelText("Title") as HTMLInputElement).value).toBe("2021 Acura NSX")
    expect((within(form).getByLabelText("Highlights") as HTMLTextAreaElement).value).toBe("One owner")
    expect((within(form).getByLabelText("Known Flaws") as HTMLTextAreaElement).value).toBe("Chip on the hood")
    expect((within(form).getByLabelText("Redline's Take") as HTMLTextAreaElement).value).toBe("")
    // section by section in the seller's order: exterior 1, exterior 2, interior
    expect((within(form).getByLabelText("Section of photo 3") as HTMLSelectElement).value).toBe("interior")

    fireEvent.click(within(form).getByRole("button", { name: "Move photo 3 up" }))
    fireEvent.click(within(form).getByRole("button", { name: "Move photo 1 up" }))
    fireEvent.change(within(form).getByLabelText("Section of photo 1"), { target: { value: "other" } })
    fireEvent.change(within(form).getByLabelText("Redline's Take"), { target: { value: "A **rare** car." } })
    fireEvent.change(within(form).getByLabelText("Vendor"), { target: { value: "Carfax" } })
    fireEvent.change(within(form).getByLabelText("Report link"), { target: { value: "https://carfax.example.com/r/1" } })
    fireEvent.change(within(form).getByLabelText("Link works until"), { target: { value: "2031-01-31" } })
    fireEvent.click(within(form).getByRole("button", { name: "Write this version" }))

    expect(await screen.findByText("Version 1 written: the seller is asked to review it.")).toBeTruthy()
    expect(written(api.calls)[0]?.body).toEqual({
      title: "2021 Acura NSX",
      sub_title: "",
      sections: {
        doug: "A **rare** car.",
        highlights: "One owner",
        equipment: "Sport seats",
        modifications: "",
        known_flaws: "Chip on the hood",
        recent_service_history: "",
        other_items: "",
        ownership_history: "",
        seller_notes: "",
        videos: []
      },
      photos: [
        { id: 1, section: "other" },
        { id: 3, section: "interior" },
        { id: 2, section: "exterior" }
      ],
      history_report: { vendor: "Carfax", url: "https://carfax.example.com/r/1", expiry: "2031-01-31" }
    })
    const versions = screen.getByRole("region", { name: "Versions" })
    expect(within(versions).getByText("Awaiting the seller's review")).toBeTruthy()
    expect(within(versions).getByRole("link", { name: "Preview version 1" }).getAttribute("href")).toBe("/listings/71/v/1")
  })

  it("starts the next version from the latest, and lists every version with where it stands and the seller's message", async () => {
    const changes = version(1, 2, { denied_at: "2030-03-11T18:00:00.000Z", denied_message: "Say it has new tires." })
    fakeApi(
      on("GET", "/v1/listings/71", version(2, 2)),
      on("GET", "/v1/listings/71/v/1", changes),
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: LISTING }))
    )
    renderListing()
    const form = await screen.findByRole("form", { name: "New version" })
    expect((within(form).getByLabelText("Title") as HTMLInputElement).value).toBe("2021 Acura NSX, version 2")
    expect((within(form).getByLabelText("Highlights") as HTMLTextAreaElement).value).toBe("Highlights of version 2")
    const versions = screen.getByRole("region", { name: "Versions" })
    const rows = await within(versions).findAllByRole("listitem")
    await waitFor(() => expect(within(versions).getByText("Say it has new tires.")).toBeTruthy())
    expect(rows[0]?.textContent).toContain("Awaiting the seller's review")
    expect(within(versions).getByText(`Changes requested on ${formatShortDate(new Date("2030-03-11T18:00:00.000Z"))}`)).toBeTruthy()
    expect(within(versions).getByRole("link", { name: "Preview version 1" }).getAttribute("href")).toBe("/listings/71/v/1")
  })

  it("shows an approved version as approved on its day, and no form once the listing is approved", async () => {
    fakeApi(
      on("GET", "/v1/listings/71", version(1, 1, { submission_status: 8, approved_at: "2030-03-12T18:00:00.000Z" })),
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: { ...PAID, status: 8 } }))
    )
    renderListing()
    expect(await screen.findByText(`Approved on ${formatShortDate(new Date("2030-03-12T18:00:00.000Z"))}`)).toBeTruthy()
    expect(screen.queryByRole("form", { name: "New version" })).toBeNull()
  })

  it("says a problem at the field it is about: the browser's check, then the server's refusal", async () => {
    const api = fakeApi(
      on(
        "POST",
        "/v1/staff/submissions/71/listing_drafts",
        { error_code: ErrorCode.listing_draft_invalid, message: "sub_title can be at most 200 characters.", field: "sub_title" },
        400
      ),
      NO_VERSION,
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: PAID }))
    )
    renderListing()
    const form = await screen.findByRole("form", { name: "New version" })
    fireEvent.change(within(form).getByLabelText("Title"), { target: { value: " " } })
    fireEvent.click(within(form).getByRole("button", { name: "Write this version" }))
    const title = within(form).getByLabelText("Title")
    expect(title.getAttribute("aria-invalid")).toBe("true")
    expect(document.getElementById(title.getAttribute("aria-describedby")!)?.textContent).toBe("title is required.")
    expect(written(api.calls)).toEqual([])

    fireEvent.change(title, { target: { value: "2021 Acura NSX" } })
    expect(title.getAttribute("aria-invalid")).toBeNull()
    fireEvent.click(within(form).getByRole("button", { name: "Write this version" }))
    const subTitle = within(form).getByLabelText("Sub-title (optional)")
    await waitFor(() => expect(subTitle.getAttribute("aria-invalid")).toBe("true"))
    expect(document.getElementById(subTitle.getAttribute("aria-describedby")!)?.textContent).toBe(
      "sub_title can be at most 200 characters."
    )
  })

  it("says a refusal about the listing as a whole above the button", async () => {
    fakeApi(
      on(
        "POST",
        "/v1/staff/submissions/71/listing_drafts",
        { error_code: ErrorCode.listing_draft_not_allowed, message: "The reserve isn't settled yet." },
        409
      ),
      NO_VERSION,
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: PAID }))
    )
    renderListing()
    fireEvent.click(await screen.findByRole("button", { name: "Write this version" }))
    expect((await screen.findByRole("alert")).textContent).toBe("The reserve isn't settled yet.")
  })
})
