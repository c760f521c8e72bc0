import { PHOTO_SECTIONS, type PhotoSection } from "@redline/domain"
import { useId } from "react"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"
import { SECTION_NAMES } from "../submissions/MediaStep.tsx"
import { SelectField } from "../ui/SelectField.tsx"
import type { ListingPhotoChoice } from "./listingDraftInput.ts"

const THUMB_IMAGE = { width: 228, quality: 70 } as const
const SECTION_OPTIONS = PHOTO_SECTIONS.map((section) => ({ value: section, label: SECTION_NAMES[section] }))

/** The photos with the one at `from` moved by `by` places, if it stays in the list. */
const moved = (photos: ReadonlyArray<ListingPhotoChoice>, from: number, by: -1 | 1): ReadonlyArray<ListingPhotoChoice> => {
  const to = from + by
  if (to < 0 || to >= photos.length) return photos
  const next = [...photos]
  ;[next[from], next[to]] = [next[to]!, next[from]!]
  return next
}

/**
 * The version's photos in the listing's order, each in the section it is shown in: moved up and
 * down a place at a time with buttons that keep the focus as the photo moves (at either end the
 * button stays, saying it can't move further).
 */
export function ListingPhotoOrder({
  photos,
  error,
  onChange
}: {
  readonly photos: ReadonlyArray<ListingPhotoChoice>
  readonly error: string | undefined
  readonly onChange: (photos: ReadonlyArray<ListingPhotoChoice>) => void
}) {
  const id = useId()
  const place = (index: number, section: PhotoSection) =>
    onChange(photos.map((photo, at) => (at === index ? { ...photo, section } : photo)))
  return (
    <fieldset className="listing-photos" aria-describedby={`${id}-hint${error === undefined ? "" : ` ${id}-error`}`}>
      <legend className="text-field__label">Photos</legend>
      <p id={`${id}-hint`} className="staff-submission__muted decision-form__hint">
        In the listing's order; the gallery shows them section by section.
      </p>
      {photos.length === 0 ? (
        <p className="staff-submission__muted">The seller hasn't added photos.</p>
      ) : (
        <ol className="listing-photos__list">
          {photos.map((photo, index) => (
            <li key={photo.id} className="listing-photos__item">
              <AuctionPhoto className="listing-photos__thumb" photo={photo.photo} alt="" size={THUMB_IMAGE} />
              <span className="listing-photos__place">Photo {index + 1}</span>
              <SelectField
                label={`Section of photo ${index + 1}`}
                className="listing-photos__section"
                options={SECTION_OPTIONS}
                value={photo.section}
                onChange={(event) => place(index, event.target.value as PhotoSection)}
              />
              <span className="listing-photos__moves">
                <button
                  type="button"
                  className="button button--quiet button--small"
                  aria-label={`Move photo ${index + 1} up`}
                  aria-disabled={index === 0 || undefined}
                  onClick={() => onChange(moved(photos, index, -1))}
                >
                  Up
                </button>
                <button
                  type="button"
                  className="button button--quiet button--small"
                  aria-label={`Move photo ${index + 1} down`}
                  aria-disabled={index === photos.length - 1 || undefined}
                  onClick={() => onChange(moved(photos, index, 1))}
                >
                  Down
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className="text-field__error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
