import { COMMUNITY_ATTACHMENT_RATE } from "@redline/domain"
import { Effect, Option } from "effect"
import { removePhoto } from "../images/ImageVariants.ts"
import { photoFromUpload, PhotoRefused } from "../images/PhotoUpload.ts"
import { RateLimits } from "../RateLimits.ts"
import { type AttachmentOwner, CommunityAttachmentsRepo, type OwnedAttachment } from "./CommunityAttachmentsRepo.ts"
import { type CommunityActor, CommunityPosts } from "./CommunityPosts.ts"
import { CommunityReplies } from "./CommunityReplies.ts"
import { attachmentOf } from "./CommunityRows.ts"

/** The photos of `photos` each post (or reply) carries, by its id. */
const byOwner = (photos: ReadonlyArray<OwnedAttachment>, column: AttachmentOwner["column"]) => {
  const owners = new Map<number, Array<number>>()
  for (const photo of photos) {
    const owner = photo[column]
    if (owner !== null) owners.set(owner, [...(owners.get(owner) ?? []), photo.id])
  }
  return owners
}

/**
 * The photos members attach to posts and replies (spec 3 §8): kept from an upload of theirs,
 * checked by its bytes as the comments' are, before the post or reply that uses them is sent;
 * and removed at their author's word (the composer drops a photo before the edit is sent).
 */
export class CommunityAttachments extends Effect.Service<CommunityAttachments>()("@redline/http/CommunityAttachments", {
  effect: Effect.gen(function* () {
    const repo = yield* CommunityAttachmentsRepo
    const limits = yield* RateLimits
    const posts = yield* CommunityPosts
    const replies = yield* CommunityReplies

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

      /**
       * Removes the person's own photos of `ids`: free ones, and those of their post or reply still
       * in its window, which is told anew as an edit is; never one the moderators flagged, nor
       * another's. Answers the ids removed.
       */
      removeOwn: (author: CommunityActor & { readonly suspended: boolean }, ids: ReadonlyArray<number>, now: Date) =>
        Effect.gen(function* () {
          const asked = yield* repo.ownOf(author.id, ids)
          const freed = yield* repo.removeOwn(
            null,
            author.id,
            asked.filter((photo) => photo.community_post_id === null && photo.community_reply_id === null).map((photo) => photo.id)
          )
          yield* Effect.forEach(freed, removePhoto, { discard: true })
          const kept = new Set<number>()
          for (const [postId, photoIds] of byOwner(asked, "community_post_id")) {
            const post = yield* Effect.option(posts.removePhotos(postId, author, photoIds, now))
            ;(Option.isSome(post) ? post.value.attachments.map((photo) => photo.id) : photoIds).forEach((id) => kept.add(id))
          }
          for (const [replyId, photoIds] of byOwner(asked, "community_reply_id")) {
            const reply = yield* Effect.option(replies.removePhotos(replyId, author, photoIds, now))
            ;(Option.isSome(reply) ? reply.value.attachments.map((photo) => photo.id) : photoIds).forEach((id) => kept.add(id))
          }
          const stillThere = new Set((yield* repo.ownOf(author.id, [...asked.map((photo) => photo.id)])).map((photo) => photo.id))
          return asked.map((photo) => photo.id).filter((id) => !kept.has(id) && !stillThere.has(id))
        })
    }
  }),
  dependencies: [CommunityAttachmentsRepo.Default, CommunityPosts.Default, CommunityReplies.Default]
}) {}
