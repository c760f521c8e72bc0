import { VIDEO_PROCESSING_DELAY_SECONDS } from "@redline/domain"
import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/** A hosted video is its uploader's (and staff's) to read, so its key ends with the reader. */
export const videosKeys = {
  all: ["videos"] as const,
  video: (id: number, reader: ReaderId) => [...videosKeys.all, id, reader] as const
}

export const videosQueries = {
  /** A hosted video, read again every few seconds until the host has processed it and it plays (or it can't be read). */
  video: (api: Api, id: number, reader: ReaderId) =>
    queryOptions({
      queryKey: videosKeys.video(id, reader),
      queryFn: ({ signal }) => api("videos.video", { path: { video_id: id }, signal }),
      refetchInterval: (query) =>
        query.state.status === "error" || query.state.data?.is_processed === true ? false : VIDEO_PROCESSING_DELAY_SECONDS * 1000
    })
}
