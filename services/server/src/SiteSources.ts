import { LISTING_VIDEO_PLAYERS } from "@redline/domain"
import type { SiteSources } from "@redline/gateway"
import { videoHostOrigins } from "@redline/http"
import { AppConfig, ObjectStore } from "@redline/infra"
import { Effect } from "effect"

/**
 * What the site's pages reach beyond their origin, from the configuration, for the security
 * policy the gateway sends: the object store browsers upload photos to with presigned URLs, the
 * video host they upload videos to and frame its players from, where the card form tokenizes
 * cards (`cardForms`: Stripe's API, or the local stand-in's), and the players of listings'
 * YouTube and Vimeo videos, framed once a person asks for the video.
 */
export const siteSources = (cardForms: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const config = yield* AppConfig
    const store = yield* ObjectStore
    const videos = yield* videoHostOrigins
    const sources: SiteSources = {
      publicUrl: config.publicUrl,
      connect: [new URL(store.location.endpoint).origin, ...videos.uploads, ...cardForms],
      images: videos.images,
      frames: [...videos.players, ...LISTING_VIDEO_PLAYERS]
    }
    return sources
  })
