import { SECTION_VIDEOS_MAX } from "@redline/domain"
import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { VIDEO_ACCEPT } from "../videos/videoUpload.ts"
import { videosQueries } from "../videos/videosQueries.ts"
import { type SubmissionVideo, useSubmissionVideos } from "./useSubmissionVideos.ts"

/** How an uploaded video stands at the host: processing until it plays; nothing to say when it can't be read. */
function HostedVideoState({ videoId }: { readonly videoId: number }) {
  const video = useQuery(videosQueries.video(useApi(), videoId, useReaderId()))
  if (video.data === undefined) return video.isPending ? "Checking…" : ""
  return video.data.is_processed ? "Ready" : "Processing…"
}

function VideoState({ video }: { readonly video: SubmissionVideo }) {
  switch (video.state) {
    case "uploading":
      return "Uploading"
    case "uploaded":
      return <HostedVideoState videoId={video.videoId} />
    case "failed":
      return <span className="text-field__error">{video.message}</span>
  }
}

const percentOf = (sent: number, size: number) => (size === 0 ? 100 : Math.floor((sent / size) * 100))

interface MediaVideosProps {
  readonly submissionId: number
  readonly savedIds: ReadonlyArray<number>
  /** The problem of the section's `video_ids` (one still uploading, a refused save). */
  readonly problem: string | undefined
  readonly onVideoIds: (ids: ReadonlyArray<number>) => void
  readonly onUploading: (uploading: number) => void
}

/**
 * The media section's videos: each picked video uploads at once, showing its progress, then
 * whether the host is still processing it or it is ready; a stopped upload can be retried, and
 * any video removed. The section keeps the uploaded ones when the step is saved.
 */
export function MediaVideos({ submissionId, savedIds, problem, onVideoIds, onUploading }: MediaVideosProps) {
  const videos = useSubmissionVideos(submissionId, savedIds, onVideoIds, onUploading)
  return (
    <section className="media-step__section" aria-labelledby="videos-heading">
      <div className="media-step__head">
        <h3 id="videos-heading" className="media-step__heading">
          Videos
        </h3>
        <p className="media-step__need">Optional, up to {SECTION_VIDEOS_MAX}. A walk-around, a cold start, a drive.</p>
      </div>
      {problem !== undefined && <p className="text-field__error">{problem}</p>}
      {videos.problem !== null && (
        <p className="alert" role="alert">
          {videos.problem}
        </p>
      )}
      {videos.videos.length > 0 && (
        <ul className="media-step__videos">
          {videos.videos.map((video, index) => {
            const name = video.name ?? `Video ${index + 1}`
            return (
              <li key={video.key} className="media-step__video">
                <span className="media-step__name">{name}</span>
                {video.state === "uploading" && (
                  <span className="media-step__progress">
                    <progress max={100} value={percentOf(video.sent, video.size)} aria-label={`Uploading ${name}`} />
                    <span aria-hidden="true">{percentOf(video.sent, video.size)}%</span>
                  </span>
                )}
                <span className="media-step__state" role="status">
                  <VideoState video={video} />
                </span>
                <div className="media-step__actions">
                  {video.state === "failed" && video.retry !== null && (
                    <button type="button" className="button button--quiet button--small" onClick={() => videos.retry(video)}>
                      Retry<span className="visually-hidden">: {name}</span>
                    </button>
                  )}
                  <button type="button" className="button button--quiet button--small" onClick={() => videos.remove(video)}>
                    Remove<span className="visually-hidden">: {name}</span>
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <label className="button button--quiet media-step__add">
        Add videos
        <input
          type="file"
          className="visually-hidden"
          accept={VIDEO_ACCEPT}
          multiple
          onChange={(event) => {
            videos.add(Array.from(event.target.files ?? []))
            event.target.value = ""
          }}
        />
      </label>
    </section>
  )
}
