import { COMMUNITY_ATTACHMENT_RATE } from "@redline/domain"
import { Effect, Option } from "effect"
import { removePhoto } from "../images/ImageVariants.ts"
import { photoFromUpload, PhotoRefused } from "../images/PhotoUpload.ts"
import { RateLimits } from "../RateLimits.ts"
import { CommunityAttachmentsRepo } from "./CommunityAttachmentsRepo.ts"
import { attachmentOf } from "./CommunityRows.ts"

/**
 * The photos members attach to posts and replies (spec 3 §8): kept from an upload of theirs,
 * checked by its bytes as the comments' are, before the post or reply that uses them is sent;
 * and removed at their author's word (the composer drops a photo before the edit is sent).
 */
export class CommunityAttachments extends Effect.Service<CommunityAttachments>()("@redline/http/CommunityAttachments", {
  effect: Effect.gen(function* () {
    const repo = yield* CommunityAttachmentsRepo
    const limits = yield* RateLimits

    return {
      /**
       * Keeps a photo of the person's upload for a post or reply to come, once: an upload another
       * claim already made a photo of is missing, and the copy this one made leaves the store.
       */
      attach: (userId: number, key: string) =>
        Effect.gen(function* () {
          yield* limits.within(`community-attachment:${userId}`, COMMUNITY_ATTACHMENT_RATE.max, COMMUNITY_ATTACHMENT_RATE.window)
          const photo = yield* photoFromUpload(userId, key)
          const kept = yield* repo.keep(userId, key, photo)
          if (Option.isSome(kept)) return attachmentOf(kept.value, false)
          yield* removePhoto(photo.key)
          return yield* new PhotoRefused({ reason: "missing" })
        }),

      /** Removes the person's own photos of `ids` (others' are left alone); answers the ids removed. */
      removeOwn: (userId: number, ids: ReadonlyArray<number>) =>
        Effect.gen(function* () {
          const removed = yield* repo.removeOwn(userId, ids)
          yield* Effect.forEach(removed, (photo) => removePhoto(photo.key), { discard: true })
          return removed.map((photo) => photo.id)
        })
    }
  }),
  dependencies: [CommunityAttachmentsRepo.Default]
}) {}
