import type { SubmissionPhoto } from "@redline/api"
import { type FieldProblem, PHOTO_MINIMUMS, PHOTO_SECTIONS, type PhotoSection } from "@redline/domain"
import { PHOTO_ACCEPT } from "../photos/photoUpload.ts"
import { photoUrl } from "../photos/photoUrl.ts"
import { MediaVideos } from "./MediaVideos.tsx"
import { useSubmissionPhotos } from "./useSubmissionPhotos.ts"
import "./MediaStep.css"

/** The photo sections as the seller and staff read them. */
export const SECTION_NAMES: Record<PhotoSection, string> = {
  exterior: "Exterior",
  interior: "Interior",
  mechanical: "Mechanical",
  docs: "Documents",
  other: "Other"
}

const SECTION_HINTS: Record<PhotoSection, string> = {
  exterior: "Every side and corner, in daylight.",
  interior: "Seats, dashboard, odometer.",
  mechanical: "Engine bay and underside.",
  docs: "Title, service records, window sticker.",
  other: "Anything else buyers should see."
}

interface MediaStepProps {
  readonly submissionId: number
  readonly photos: ReadonlyArray<SubmissionPhoto>
  /** The section's saved `video_ids`. */
  readonly videoIds: ReadonlyArray<number>
  readonly problems: ReadonlyArray<FieldProblem>
  readonly onPhotos: (photos: ReadonlyArray<SubmissionPhoto>) => void
  readonly onVideoIds: (ids: ReadonlyArray<number>) => void
  readonly onVideoUploads: (uploading: number) => void
}

/**
 * The media section: photos by section (exterior, interior, mechanical, docs, other), each
 * uploaded as it is picked, with what each section needs; within a section a photo moves
 * earlier or later, becomes the main photo, or is removed. Then the videos (`MediaVideos`),
 * kept in the section's data when the step is saved.
 */
export function MediaStep({ submissionId, photos: initial, videoIds, problems, onPhotos, onVideoIds, onVideoUploads }: MediaStepProps) {
  const photos = useSubmissionPhotos(submissionId, initial, onPhotos)
  const problemOf = (section: PhotoSection) => problems.find((problem) => problem.field === `photos.${section}`)?.message
  return (
    <div className="media-step">
      {photos.problem !== null && (
        <p className="alert" role="alert">
          {photos.problem}
        </p>
      )}
      {PHOTO_SECTIONS.map((section) => {
        const shown = photos.inSection(section)
        const pending = photos.pending.filter((upload) => upload.section === section)
        const needed = PHOTO_MINIMUMS[section]
        const headingId = `photos-${section}-heading`
        const problem = problemOf(section)
        return (
          <section key={section} className="media-step__section" aria-labelledby={headingId}>
            <div className="media-step__head">
              <h3 id={headingId} className="media-step__heading">
                {SECTION_NAMES[section]} photos
              </h3>
              <p className="media-step__need">
                {needed > 0 ? `At least ${needed}. ` : "Optional. "}
                {SECTION_HINTS[section]}
              </p>
            </div>
            {problem !== undefined && <p className="text-field__error">{problem}</p>}
            {(shown.length > 0 || pending.length > 0) && (
              <ul className="media-step__photos">
                {shown.map((photo, index) => (
                  <li key={photo.id} className="media-step__photo">
                    <img
                      className="media-step__image"
                      src={photoUrl(photo, 384, 70)}
                      alt={`${SECTION_NAMES[section]} photo ${index + 1}`}
                      width={photo.width}
                      height={photo.height}
                    />
                    {photo.is_main && <span className="media-step__main">Main photo</span>}
                    <div className="media-step__actions">
                      <button
                        type="button"
                        className="button button--quiet button--small"
                        disabled={index === 0}
                        onClick={() => void photos.move(photo, -1)}
                      >
                        Earlier
                        <span className="visually-hidden">
                          : {SECTION_NAMES[section]} photo {index + 1}
                        </span>
                      </button>
                      <button
                        type="button"
                        className="button button--quiet button--small"
                        disabled={index === shown.length - 1}
                        onClick={() => void photos.move(photo, 1)}
                      >
                        Later
                        <span className="visually-hidden">
                          : {SECTION_NAMES[section]} photo {index + 1}
                        </span>
                      </button>
                      {!photo.is_main && (
                        <button type="button" className="button button--quiet button--small" onClick={() => void photos.makeMain(photo)}>
                          Make main
                          <span className="visually-hidden">
                            : {SECTION_NAMES[section]} photo {index + 1}
                          </span>
                        </button>
                      )}
                      <button type="button" className="button button--quiet button--small" onClick={() => void photos.remove(photo)}>
                        Remove
                        <span className="visually-hidden">
                          : {SECTION_NAMES[section]} photo {index + 1}
                        </span>
                      </button>
                    </div>
                  </li>
                ))}
                {pending.map((upload) => (
                  <li key={upload.key} className="media-step__photo media-step__photo--pending" role="status">
                    <span className="media-step__name">{upload.name}</span>
                    {upload.state === "uploading" ? (
                      <span>Uploading…</span>
                    ) : (
                      <>
                        <span className="text-field__error">{upload.message}</span>
                        <button type="button" className="button button--quiet button--small" onClick={() => photos.dismiss(upload.key)}>
                          Dismiss
                        </button>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <label className="button button--quiet media-step__add">
              Add {SECTION_NAMES[section].toLowerCase()} photos
              <input
                type="file"
                className="visually-hidden"
                accept={PHOTO_ACCEPT}
                multiple
                onChange={(event) => {
                  photos.add(section, Array.from(event.target.files ?? []))
                  event.target.value = ""
                }}
              />
            </label>
          </section>
        )
      })}
      <MediaVideos
        submissionId={submissionId}
        savedIds={videoIds}
        problem={problems.find((problem) => problem.field === "video_ids")?.message}
        onVideoIds={onVideoIds}
        onUploading={onVideoUploads}
      />
    </div>
  )
}
