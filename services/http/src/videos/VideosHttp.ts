import {
  AuctionNotFound,
  CurrentUser,
  RedlineApi,
  SubmissionNotEditable,
  SubmissionNotFound,
  type VideoToken,
  VideoHostUnavailable,
  VideoNotAllowed,
  VideoNotFound,
  VideoObjectUnsupported,
  VideoTooLarge,
  VideoUploadInvalid
} from "@redline/api"
import {
  isVideoObjectType,
  mayUploadVideoFor,
  mayViewSubmissions,
  submissionTakesVideos,
  VIDEO_MAX_DURATION_SECONDS,
  VIDEO_UPLOAD_URL_SECONDS,
  videoName,
  videoUploadProblem
} from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { RateLimits } from "../RateLimits.ts"
import { VideoHost } from "./VideoHost.ts"
import { hostedVideoOf, VideosRepo } from "./VideosRepo.ts"
import { apiGroup } from "../ReadLanes.ts"

/**
 * Video tokens per user: each one reserves storage at the host until its upload arrives or its
 * URL expires, so a seller adding a few videos to a listing is far inside this, a script is not.
 */
const VIDEO_TOKEN_LIMIT = { max: 20, window: "1 hour" } as const

/** `creator` names the uploader; sent as a number or as digits, it must be the signed-in user. */
const isCreator = (creator: number | string | undefined, userId: number) => creator === undefined || String(creator) === String(userId)

export const VideosHttpLive = apiGroup(RedlineApi, "videos", (handlers) =>
  Effect.gen(function* () {
    const videos = yield* VideosRepo
    const host = yield* VideoHost
    const limits = yield* RateLimits

    return handlers
      .handle("videoToken", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          if (!isCreator(payload.creator, user.id)) return yield* VideoNotAllowed.creatorNotYou()
          const problem = videoUploadProblem({ size: payload.upload_size, name: payload.name })
          if (problem === "too_large") return yield* VideoTooLarge.default()
          if (problem !== null) return yield* VideoUploadInvalid.because(problem)
          if (!isVideoObjectType(payload.object_type)) return yield* VideoObjectUnsupported.default()

          const uploader = { id: user.id, isStaff: user.isAdmin }
          if (payload.object_type === "auction") {
            const seller = yield* videos.auctionSeller(payload.object_id)
            if (Option.isNone(seller)) return yield* AuctionNotFound.default()
            if (!mayUploadVideoFor({ sellerId: seller.value }, uploader)) return yield* VideoNotAllowed.notSeller()
          } else {
            // someone else's submission is not found, as everywhere
            const submission = yield* videos.submission(payload.object_id)
            if (Option.isNone(submission) || !mayUploadVideoFor(submission.value, uploader)) return yield* SubmissionNotFound.default()
            if (!submissionTakesVideos(submission.value.status, uploader)) return yield* SubmissionNotEditable.default()
          }
          yield* limits.enforce(`video-token:${user.id}`, VIDEO_TOKEN_LIMIT.max, VIDEO_TOKEN_LIMIT.window)

          const now = yield* currentDate
          const expiresAt = new Date(now.getTime() + VIDEO_UPLOAD_URL_SECONDS * 1000)
          const name = videoName(payload.name)
          // The host first: a video is recorded only once there is an upload for it.
          const upload = yield* host
            .createUpload({
              size: payload.upload_size,
              creator: String(user.id),
              name,
              maxDurationSeconds: VIDEO_MAX_DURATION_SECONDS,
              expiresAt
            })
            .pipe(
              Effect.tapError((failure) => Effect.logWarning("The video host gave no upload", failure.reason)),
              Effect.mapError(() => VideoHostUnavailable.default())
            )
          const videoId = yield* videos.record({
            uid: upload.uid,
            userId: user.id,
            objectType: payload.object_type,
            objectId: payload.object_id,
            name,
            size: payload.upload_size,
            createdAt: now,
            uploadExpiresAt: expiresAt
          })
          const token: VideoToken = {
            video_id: videoId,
            upload_url: upload.uploadUrl,
            expires_at: expiresAt.toISOString(),
            chunk_size: upload.chunkSize
          }
          return token
        })
      )
      .handle("video", ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const found = yield* videos.find(path.video_id)
          // Someone else's upload is not shown, nor said to exist, but to those who review sellers' submissions.
          if (Option.isNone(found) || (found.value.user_id !== user.id && !mayViewSubmissions(user.isAdmin, user.permissions)))
            return yield* VideoNotFound.default()
          const video = found.value
          if (video.processed_at !== null) return hostedVideoOf(video)
          // Until it is processed the host is asked each time; when it can't say, what we knew is the answer.
          const state = yield* host.video(video.host_uid).pipe(
            Effect.tapError((failure) => Effect.logWarning("The video host did not say how a video is", failure.reason)),
            Effect.option
          )
          if (Option.isNone(state)) return hostedVideoOf(video)
          return hostedVideoOf(yield* videos.update(video, state.value, yield* currentDate))
        })
      )
  })
).pipe(Layer.provide(VideosRepo.Default))
