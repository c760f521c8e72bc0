import type { Submission } from "@redline/api"
import { MAX_IMAGE_WIDTH, PHOTO_SECTIONS } from "@redline/domain"
import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"
import { photoUrl } from "../photos/photoUrl.ts"
import { useReaderId } from "../session/readerId.ts"
import { SECTION_NAMES } from "../submissions/MediaStep.tsx"
import { videosQueries } from "../videos/videosQueries.ts"

const THUMB_IMAGE = { width: 228, quality: 70 } as const

/** A video the seller uploaded: processing at the host, or ready to watch there. */
function VideoRow({ videoId, index }: { readonly videoId: number; readonly index: number }) {
  const video = useQuery(videosQueries.video(useApi(), videoId, useReaderId()))
  const name = `Video ${index + 1}`
  return (
    <li className="staff-media__video">
      <span>{name}</span>
      <span className="staff-submission__muted" role="status">
        {video.data === undefined
          ? video.isPending
            ? "Checking…"
            : "Can't be read now"
          : video.data.is_processed
            ? "Ready"
            : "Processing…"}
      </span>
      {video.data?.embed_url != null && (
        <a href={video.data.embed_url} target="_blank" rel="noreferrer">
          Watch<span className="visually-hidden"> {name}</span>
        </a>
      )}
    </li>
  )
}

/** The submission's photos, section by section, each opening full size; and its videos. */
export function SubmissionMedia({ submission }: { readonly submission: Submission }) {
  const videoIds = submission.sections.media?.data.video_ids ?? []
  const sections = PHOTO_SECTIONS.map((section) => ({
    section,
    photos: submission.photos.filter((photo) => photo.section === section).sort((a, b) => a.position - b.position)
  })).filter((group) => group.photos.length > 0)
  return (
    <section className="staff-submission__block" aria-labelledby="media-heading">
      <h2 id="media-heading" className="staff-submission__heading">
        Photos and videos
      </h2>
      {sections.length === 0 && <p className="staff-submission__muted">No photos yet.</p>}
      {sections.map(({ section, photos }) => (
        <div key={section} className="staff-media__group">
          <h3 className="staff-media__heading">
            {SECTION_NAMES[section]} ({photos.length})
          </h3>
          <ul className="staff-media__photos">
            {photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={photoUrl(photo, MAX_IMAGE_WIDTH, 80)} target="_blank" rel="noreferrer" className="staff-media__photo-link">
                  <AuctionPhoto
                    className="staff-media__photo"
                    photo={photo}
                    alt={`${SECTION_NAMES[section]} photo ${index + 1}${photo.is_main ? ", the main photo" : ""}`}
                    size={THUMB_IMAGE}
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {videoIds.length > 0 && (
        <div className="staff-media__group">
          <h3 className="staff-media__heading">Videos ({videoIds.length})</h3>
          <ul className="staff-media__videos">
            {videoIds.map((videoId, index) => (
              <VideoRow key={videoId} videoId={videoId} index={index} />
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
