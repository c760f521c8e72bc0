import type { ListingDraft, Photo, Submission } from "@redline/api"
import { type ListingDraftInput, LISTING_TEXT_SECTIONS, type ListingTextSection, PHOTO_SECTIONS, type PhotoSection } from "@redline/domain"

/** A photo of the version being written: the submission's photo, the section it is shown in. */
export interface ListingPhotoChoice {
  readonly id: number
  readonly section: PhotoSection
  /** The photo itself, for its thumbnail. */
  readonly photo: Photo
}

/** The version as staff type it: the texts, the videos one address a line, the photos in order, the history report's fields. */
export interface ListingDraftText {
  readonly title: string
  readonly sub_title: string
  readonly sections: Readonly<Record<ListingTextSection, string>>
  readonly videos: string
  readonly photos: ReadonlyArray<ListingPhotoChoice>
  readonly history_report: { readonly vendor: string; readonly url: string; readonly expiry: string }
}

const sectionOrder = (section: PhotoSection) => PHOTO_SECTIONS.indexOf(section)

/** A text the seller wrote in a step of the application, or nothing. */
const told = (data: Readonly<Record<string, unknown>> | undefined, field: string): string => {
  const value = data?.[field]
  return typeof value === "string" ? value : ""
}

/**
 * The first version, from the submission: its title, the stories the seller told in the details
 * and condition steps, and every photo, section by section in the seller's order.
 */
export function firstDraftOf(submission: Submission): ListingDraftText {
  const details = submission.sections.details?.data
  const condition = submission.sections.condition?.data
  const fromSeller: Partial<Record<ListingTextSection, string>> = {
    highlights: told(details, "highlights"),
    equipment: told(details, "equipment"),
    modifications: told(details, "modifications"),
    ownership_history: told(details, "ownership_history"),
    known_flaws: told(condition, "known_flaws"),
    recent_service_history: told(condition, "recent_service_history"),
    other_items: told(condition, "other_items")
  }
  return {
    title: submission.title,
    sub_title: "",
    sections: Object.fromEntries(LISTING_TEXT_SECTIONS.map((section) => [section, fromSeller[section] ?? ""])) as Record<
      ListingTextSection,
      string
    >,
    videos: "",
    photos: [...submission.photos]
      .sort((a, b) => sectionOrder(a.section) - sectionOrder(b.section) || a.position - b.position)
      .map(({ id, section, ...photo }) => ({ id, section, photo })),
    history_report: { vendor: "", url: "", expiry: "" }
  }
}

/** The next version, from the latest: what it says, its photos in its order. */
export function nextDraftOf(latest: ListingDraft): ListingDraftText {
  const { videos, ...texts } = latest.listing.sections
  return {
    title: latest.title,
    sub_title: latest.sub_title,
    sections: Object.fromEntries(LISTING_TEXT_SECTIONS.map((section) => [section, texts[section]])) as Record<ListingTextSection, string>,
    videos: videos.join("\n"),
    photos: latest.photos.all_photos.map(({ id, section, ...photo }) => ({ id, section, photo })),
    history_report: latest.history_report ?? { vendor: "", url: "", expiry: "" }
  }
}

/** The version as the API takes it: the videos one a line, the history report left out when its fields are all empty. */
export function listingDraftInputOf(text: ListingDraftText): ListingDraftInput {
  const report = text.history_report
  const noReport = report.vendor.trim() === "" && report.url.trim() === "" && report.expiry === ""
  return {
    title: text.title,
    sub_title: text.sub_title,
    sections: {
      ...text.sections,
      videos: text.videos
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "")
    },
    photos: text.photos.map((photo) => ({ id: photo.id, section: photo.section })),
    history_report: noReport ? null : { vendor: report.vendor, url: report.url.trim(), expiry: report.expiry }
  }
}
