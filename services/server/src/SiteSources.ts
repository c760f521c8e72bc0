import type { SiteSources } from "@redline/gateway"
import { videoHostOrigins } from "@redline/http"
import { AppConfig, ObjectStore } from "@redline/infra"
import { Effect } from "effect"

/**
 * What the site's pages reach beyond their origin, from the configuration, for the security
 * policy the gateway sends: the object store browsers upload photos to with presigned URLs, and
 * the video host they upload videos to and frame its players from.
 */
export const siteSources = Effect.gen(function* () {
  const config = yield* AppConfig
  const store = yield* ObjectStore
  const videos = yield* videoHostOrigins
  const sources: SiteSources = {
    publicUrl: config.publicUrl,
    connect: [new URL(store.location.endpoint).origin, ...videos.uploads],
    images: videos.images,
    frames: videos.players
  }
  return sources
})
