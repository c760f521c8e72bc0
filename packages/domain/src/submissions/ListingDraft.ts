import { PHOTO_SECTIONS, type PhotoSection } from "../VehicleOptions.ts"
import type { ReserveOfferAnswer } from "./ReserveOffer.ts"
import { SubmissionStatus } from "./SubmissionStatus.ts"
import { isHttpsAddress } from "../WebAddress.ts"

/**
 * The listing's drafts (spec 3 §2 'listing draft review', §4 'Listing review', §7 'listing
 * preview, approve, request changes'): staff write the listing of a submission as numbered
 * versions; its seller reviews the latest in the auction page's layout and approves it or asks
 * for changes, once per version.
 */

/** The steps of a listing's drafts kept in a submission's history: a version written, approved, changes asked for. */
export const LISTING_DRAFT_DECISIONS = ["listing_draft", "listing_approved", "listing_changes_requested"] as const
export type ListingDraftDecision = (typeof LISTING_DRAFT_DECISIONS)[number]

/** The listing's text sections in Markdown (spec 1 §3), in reading order. */
export const LISTING_TEXT_SECTIONS = [
  "doug",
  "highlights",
  "equipment",
  "modifications",
  "known_flaws",
  "recent_service_history",
  "other_items",
  "ownership_history",
  "seller_notes"
] as const
export type ListingTextSection = (typeof LISTING_TEXT_SECTIONS)[number]

export const LISTING_TITLE_MAX_LENGTH = 120
export const LISTING_SUB_TITLE_MAX_LENGTH = 200
export const LISTING_SECTION_MAX_LENGTH = 20_000
export const LISTING_VIDEOS_MAX = 10
export const LISTING_URL_MAX_LENGTH = 2_000
export const HISTORY_REPORT_VENDOR_MAX_LENGTH = 50

/** A listing version as staff write it. */
export interface ListingDraftInput {
  readonly title: string
  readonly sub_title: string
  readonly sections: Readonly<Record<ListingTextSection, string>> & { readonly videos: ReadonlyArray<string> }
  /** The submission's photos in the listing's order, each in the section it is shown in. */
  readonly photos: ReadonlyArray<{ readonly id: number; readonly section: string }>
  readonly history_report: { readonly vendor: string; readonly url: string; readonly expiry: string } | null
}

export interface ListingDraftProblem {
  readonly field: string
  readonly message: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

const isDay = (text: string) =>
  DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)

/**
 * The first field of a version that won't do, and why; null when it may be kept. `photoIds` are
 * the submission's photos: the version orders those, each once. Markdown is kept as written (raw
 * HTML in it is never drawn).
 */
export function listingDraftProblem(input: ListingDraftInput, photoIds: ReadonlyArray<number>): ListingDraftProblem | null {
  const title = input.title.trim()
  if (title === "") return { field: "title", message: "title is required." }
  if (title.length > LISTING_TITLE_MAX_LENGTH)
    return { field: "title", message: `title can be at most ${LISTING_TITLE_MAX_LENGTH} characters.` }
  if (input.sub_title.trim().length > LISTING_SUB_TITLE_MAX_LENGTH)
    return { field: "sub_title", message: `sub_title can be at most ${LISTING_SUB_TITLE_MAX_LENGTH} characters.` }
  for (const section of LISTING_TEXT_SECTIONS) {
    if (input.sections[section].length > LISTING_SECTION_MAX_LENGTH)
      return {
        field: `sections.${section}`,
        message: `sections.${section} can be at most ${LISTING_SECTION_MAX_LENGTH.toLocaleString("en-US")} characters.`
      }
  }
  if (input.sections.videos.length > LISTING_VIDEOS_MAX)
    return { field: "sections.videos", message: `sections.videos can list at most ${LISTING_VIDEOS_MAX} videos.` }
  const badVideo = input.sections.videos.find((video) => !isHttpsAddress(video) || video.length > LISTING_URL_MAX_LENGTH)
  if (badVideo !== undefined) return { field: "sections.videos", message: "sections.videos must be https addresses." }
  const seen = new Set<number>()
  for (const photo of input.photos) {
    if (!photoIds.includes(photo.id))
      return { field: "photos", message: `photos names photo ${photo.id}, which isn't one of this submission's.` }
    if (seen.has(photo.id)) return { field: "photos", message: `photos names photo ${photo.id} twice.` }
    if (!(PHOTO_SECTIONS as ReadonlyArray<string>).includes(photo.section))
      return { field: "photos", message: `photos puts photo ${photo.id} in ${photo.section}: sections are ${PHOTO_SECTIONS.join(", ")}.` }
    seen.add(photo.id)
  }
  const report = input.history_report
  if (report !== null) {
    const vendor = report.vendor.trim()
    if (vendor === "" || vendor.length > HISTORY_REPORT_VENDOR_MAX_LENGTH)
      return {
        field: "history_report.vendor",
        message: `history_report.vendor is required, at most ${HISTORY_REPORT_VENDOR_MAX_LENGTH} characters.`
      }
    if (!isHttpsAddress(report.url) || report.url.length > LISTING_URL_MAX_LENGTH)
      return { field: "history_report.url", message: "history_report.url must be an https address." }
    if (!isDay(report.expiry)) return { field: "history_report.expiry", message: "history_report.expiry must be a day, as YYYY-MM-DD." }
  }
  return null
}

/** A photo's section as a version keeps it. */
export const isListingPhotoSection = (section: string): section is PhotoSection =>
  (PHOTO_SECTIONS as ReadonlyArray<string>).includes(section)

/** Where a submission stands for its listing to be written. */
export interface DraftStanding {
  readonly status: SubmissionStatus
  /** The seller approved the inspection's report. */
  readonly inspectionApproved: boolean
  /** The last reserve offer's answer: undefined when there is none, null while it waits. */
  readonly reserveAnswer: ReserveOfferAnswer | null | undefined
}

/**
 * Staff write the first version once the steps before the listing are behind the car (spec 3
 * §4's order: payment, inspection booking and approval, reserve offer, listing preview): Paid (5),
 * the inspection approved by the seller and the reserve settled (accepted, or no reserve). The
 * first version makes the submission Listing (7); further versions are written while it stays
 * there, until the seller approves one (Approved, 8). Null when a version may be written.
 */
export function draftProblem(standing: DraftStanding): string | null {
  switch (standing.status) {
    case SubmissionStatus.listing:
      return null
    case SubmissionStatus.paid:
      if (!standing.inspectionApproved) return "The seller hasn't approved the inspection yet."
      if (standing.reserveAnswer !== "accept" && standing.reserveAnswer !== "no_reserve") return "The reserve isn't settled yet."
      return null
    case SubmissionStatus.approved:
      return "The seller approved this listing already."
    case SubmissionStatus.canceled:
      return "This submission was canceled."
    case SubmissionStatus.declined:
      return "This submission was declined."
    case SubmissionStatus.archived:
      return "This submission was archived."
    case SubmissionStatus.scheduled:
    case SubmissionStatus.live:
    case SubmissionStatus.auction_ended:
      return "This submission's auction is scheduled already."
    default:
      return "This submission hasn't been accepted and paid for yet."
  }
}

/** A version as its review finds it. */
export interface ReviewedVersion {
  readonly version: number
  readonly latest: number
  readonly approved: boolean
  readonly denied: boolean
}

/**
 * The seller reviews a version once, the latest, while the listing is being written (7): a
 * reviewed version stays as reviewed, an older one gave way to the newer. Null when it may be
 * approved or changes asked for.
 */
export function reviewProblem(status: SubmissionStatus, version: ReviewedVersion): string | null {
  if (version.approved) return "You approved this version already."
  if (version.denied) return "You asked for changes to this version already."
  if (version.version !== version.latest) return `This version was replaced: review version ${version.latest}.`
  if (status !== SubmissionStatus.listing)
    return status === SubmissionStatus.canceled ? "This submission was canceled." : "This listing is closed."
  return null
}

/** The line each step is recorded with on the submission. */
export const draftRecord = (version: number): string => `Wrote version ${version} of the listing.`
export const approvalRecord = (version: number): string => `Approved version ${version} of the listing.`
export const changesRecord = (version: number, message: string): string =>
  `Asked for changes to version ${version} of the listing: ${message}`

/** Where the seller reviews a version. */
export const listingDraftPath = (submissionId: number, version: number): string => `/listings/${submissionId}/v/${version}`
