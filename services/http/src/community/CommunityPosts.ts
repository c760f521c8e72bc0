import type { CommunityPost } from "@redline/api"
import {
  COMMUNITY_EDIT_RATE,
  COMMUNITY_POST_COOLDOWN_MS,
  COMMUNITY_POST_RATE,
  communityAttachmentsError,
  communityChangeRefusal,
  communityPostTextError,
  communityTitleError,
  type CommunityPostEntry,
  flagRefusal,
  mayModerate,
  postCooldownActive,
  REACTION_RATE,
  type Reaction,
  upvoteRefusal
} from "@redline/domain"
import { isInappropriate } from "@redline/domain/InappropriateContent"
import { Data, Effect, Option } from "effect"
import { reactionLimitKey } from "../comments/Comments.ts"
import { removePhoto } from "../images/ImageVariants.ts"
import { RateLimits } from "../RateLimits.ts"
import { CommunityLog } from "../realtime/CommunityLog.ts"
import { CommunityAttachmentsRepo, postOwner } from "./CommunityAttachmentsRepo.ts"
import { CommunityPostsRepo, type FeedPage } from "./CommunityPostsRepo.ts"
import { CommunityReplies } from "./CommunityReplies.ts"
import { attachmentOf } from "./CommunityRows.ts"

/**
 * Why a post or a reaction was not made: the community or the post is not there, the actor may
 * not, a limit was reached, or a rule of the domain refused it with its reason. Each action names
 * the reasons it can give.
 */
export class CommunityRefused<Reason extends string> extends Data.TaggedError("CommunityRefused")<{
  readonly reason: Reason
  /** When the cooldown that refused it lets the person post again. */
  readonly retryAt?: Date
}> {}

/** A field of a post or reply broke a rule; the message names it. */
export class CommunityFieldRefused extends Data.TaggedError("CommunityFieldRefused")<{
  readonly field: "title" | "text" | "attachments"
  readonly message: string
}> {}

/** The signed-in person acting. */
export interface CommunityActor {
  readonly id: number
  readonly isAdmin: boolean
  readonly permissions: ReadonlyArray<string>
}

/** What a post says, as typed. */
export interface TypedPost {
  readonly title: string
  readonly text: string
  readonly attachments: ReadonlyArray<number>
}

/** What a change did to a post: nothing, what is shown of it, or its words (an edit, a delete), with the photos it let go. */
interface PostChange {
  readonly id: number
  readonly changed: "nothing" | "shown" | "text"
  readonly removedPhotos?: ReadonlyArray<string>
}

const refused = <Reason extends string>(reason: Reason) => new CommunityRefused({ reason })

const refuseIf = <Reason extends string>(reason: Reason | null) => (reason === null ? Effect.void : Effect.fail(refused(reason)))

const fieldRefused = (field: CommunityFieldRefused["field"], message: string | null) =>
  message === null ? Effect.void : Effect.fail(new CommunityFieldRefused({ field, message }))

/** A post's words as stored (trimmed), once they follow the rules and say nothing inappropriate. */
const checkedPost = (typed: TypedPost) =>
  Effect.gen(function* () {
    yield* fieldRefused("title", communityTitleError(typed.title))
    yield* fieldRefused("text", communityPostTextError(typed.text))
    yield* fieldRefused("attachments", communityAttachmentsError(typed.attachments))
    if (isInappropriate(typed.title) || isInappropriate(typed.text)) return yield* refused("inappropriate")
    return { title: typed.title.trim(), text: typed.text.trim() }
  })

/** The post as everyone sees it: a 'community_post' event's data. */
const entryOf = ({
  upvoted: _upvoted,
  flagged: _flagged,
  mine: _mine,
  blocked_author: _blocked,
  ...entry
}: CommunityPost): CommunityPostEntry => entry

/**
 * The posts of the community (spec 3 §2–§9). Each change reads what it decides on (the post
 * locked), decides by the domain's rules, writes, and logs the post as it then stands on its
 * community's channel and its thread's, in one transaction; a refusal rolls everything back.
 * Once committed the events are published, so open feeds and threads show them at once.
 */
export class CommunityPosts extends Effect.Service<CommunityPosts>()("@redline/http/CommunityPosts", {
  effect: Effect.gen(function* () {
    const repo = yield* CommunityPostsRepo
    const attachments = yield* CommunityAttachmentsRepo
    const limits = yield* RateLimits
    const log = yield* CommunityLog
    const replies = yield* CommunityReplies

    const postAt = (id: number) =>
      Effect.flatMap(repo.facts(id), Option.match({ onNone: () => Effect.fail(refused("post_not_found")), onSome: Effect.succeed }))

    const moderating = (by: CommunityActor) => (mayModerate(by.isAdmin, by.permissions) ? Effect.void : Effect.fail(refused("forbidden")))

    /**
     * Runs a change in a transaction that ends by logging the post as it then stands (unless the
     * change changed nothing), then publishes its events and lets the photos it let go leave the
     * store; answers the post as the actor reads it.
     */
    const changing = <E, R>(actorId: number, now: Date, change: Effect.Effect<PostChange, E, R>) =>
      Effect.gen(function* () {
        const [post, events, removedPhotos] = yield* repo.transaction(
          Effect.gen(function* () {
            const changed = yield* change
            const post = Option.getOrThrow(yield* repo.one(changed.id, actorId, now))
            const events = changed.changed === "nothing" ? [] : yield* log.post(entryOf(post), changed.changed === "text")
            return [post, events, changed.removedPhotos ?? []] as const
          })
        )
        yield* Effect.forEach(removedPhotos, removePhoto, { discard: true })
        yield* log.publish(events)
        return post
      })

    /** A page of a feed; a community that doesn't exist has none. */
    const feed = (page: FeedPage, readerId: number | null, now: Date) =>
      Effect.gen(function* () {
        if (page.communityId !== null && !(yield* repo.communityExists(page.communityId))) return yield* refused("community_not_found")
        return yield* repo.feed(page, readerId, now)
      })

    const one = (id: number, readerId: number | null, now: Date) =>
      Effect.flatMap(
        repo.one(id, readerId, now),
        Option.match({ onNone: () => Effect.fail(refused("post_not_found")), onSome: Effect.succeed })
      )

    const create = (author: CommunityActor, communityId: number, typed: TypedPost, now: Date) =>
      changing(
        author.id,
        now,
        Effect.gen(function* () {
          const poster = yield* repo.poster(author.id)
          if (poster.suspended) return yield* refused("suspended")
          const { title, text } = yield* checkedPost(typed)
          if (!(yield* repo.communityExists(communityId))) return yield* refused("community_not_found")
          // Counted in the transaction, which the count's row then holds: a refused post spends nothing, and the author's posts wait on each other.
          yield* limits.within(`community-post:${author.id}`, COMMUNITY_POST_RATE.max, COMMUNITY_POST_RATE.window)
          const moderator = mayModerate(author.isAdmin, author.permissions)
          if (postCooldownActive({ lastPostAt: poster.last_post_at, lastReplyAt: poster.last_reply_at, isModerator: moderator, now })) {
            const retryAt = new Date(poster.last_post_at!.getTime() + COMMUNITY_POST_COOLDOWN_MS)
            return yield* Effect.fail(new CommunityRefused({ reason: "cooldown" as const, retryAt }))
          }
          const id = yield* repo.create(communityId, author.id, title, text, now)
          if ((yield* attachments.bind(postOwner(id), author.id, typed.attachments)) !== typed.attachments.length) {
            return yield* refused("attachments_invalid")
          }
          return { id, changed: "shown" } as const
        })
      )

    /** The author edits their post within the window: its title, text and photos (those left out are let go). */
    const edit = (postId: number, author: CommunityActor, typed: TypedPost, now: Date) =>
      changing(
        author.id,
        now,
        Effect.gen(function* () {
          const post = yield* postAt(postId)
          const refusal = communityChangeRefusal({
            isAuthor: post.user_id === author.id,
            createdAt: post.created_at,
            deleted: post.deleted_at !== null,
            now
          })
          if (refusal === "gone") return yield* refused("post_not_found")
          yield* refuseIf(refusal)
          if ((yield* repo.poster(author.id)).suspended) return yield* refused("suspended")
          const { title, text } = yield* checkedPost(typed)
          yield* limits.within(`community-edit:${author.id}`, COMMUNITY_EDIT_RATE.max, COMMUNITY_EDIT_RATE.window)
          const removedPhotos = yield* attachments.release(postOwner(post.id), typed.attachments)
          if ((yield* attachments.bind(postOwner(post.id), author.id, typed.attachments)) !== typed.attachments.length) {
            return yield* refused("attachments_invalid")
          }
          yield* repo.edit(post.id, title, text, now)
          return { id: post.id, changed: "text", removedPhotos } as const
        })
      )

    /** The author deletes their post within the window: it is marked, its words blanked and its photos let go. */
    const remove = (postId: number, author: CommunityActor, now: Date) =>
      changing(
        author.id,
        now,
        Effect.gen(function* () {
          const post = yield* postAt(postId)
          const refusal = communityChangeRefusal({
            isAuthor: post.user_id === author.id,
            createdAt: post.created_at,
            deleted: post.deleted_at !== null,
            now
          })
          if (refusal === "gone") return yield* refused("post_not_found")
          yield* refuseIf(refusal)
          yield* repo.remove(post.id, now)
          return { id: post.id, changed: "text", removedPhotos: yield* attachments.release(postOwner(post.id), []) } as const
        })
      )

    /**
     * The author takes photos of `ids` off their post within the window, as an edit does (but those
     * the moderators flagged); past it, or the post deleted, none. Answers the post as they then read it.
     */
    const removePhotos = (postId: number, author: CommunityActor, ids: ReadonlyArray<number>, now: Date) =>
      changing(
        author.id,
        now,
        Effect.gen(function* () {
          const post = yield* postAt(postId)
          const refusal = communityChangeRefusal({
            isAuthor: post.user_id === author.id,
            createdAt: post.created_at,
            deleted: post.deleted_at !== null,
            now
          })
          if (refusal !== null) return { id: post.id, changed: "nothing" } as const
          const removedPhotos = yield* attachments.removeOwn(postOwner(post.id), author.id, ids)
          return { id: post.id, changed: removedPhotos.length === 0 ? "nothing" : "text", removedPhotos } as const
        })
      )

    /** A moderator deletes anyone's post at any time; one deleted already stays as it is. */
    const moderatorRemove = (postId: number, by: CommunityActor, now: Date) =>
      changing(
        by.id,
        now,
        Effect.gen(function* () {
          yield* moderating(by)
          const post = yield* postAt(postId)
          if (post.deleted_at !== null) return { id: post.id, changed: "nothing" } as const
          yield* repo.remove(post.id, now)
          return { id: post.id, changed: "text", removedPhotos: yield* attachments.release(postOwner(post.id), []) } as const
        })
      )

    /** A moderator sets or clears the system's flag of a post. */
    const systemFlag = (postId: number, by: CommunityActor, flagged: boolean, now: Date) =>
      changing(
        by.id,
        now,
        Effect.gen(function* () {
          yield* moderating(by)
          const post = yield* postAt(postId)
          yield* repo.systemFlag(post.id, flagged)
          return { id: post.id, changed: "shown" } as const
        })
      )

    /**
     * A moderator sets or clears the system's flag of a photo. A post or a reply carrying it is
     * logged anew in the same change (it shows flagged), its post locked first as every change of
     * it does; a free photo is only flagged. Answers the photo; none when there is no such photo.
     */
    const systemFlagAttachment = (attachmentId: number, by: CommunityActor, flagged: boolean, now: Date) =>
      Effect.gen(function* () {
        yield* moderating(by)
        const photo = yield* attachments.one(attachmentId)
        if (Option.isNone(photo)) return yield* refused("attachment_not_found")
        const { community_post_id: postId, community_reply_id: replyId } = photo.value
        if (replyId !== null) {
          yield* replies.systemFlagAttachment(replyId, attachmentId, { ...by, suspended: false }, flagged, now)
        } else if (postId !== null) {
          yield* changing(
            by.id,
            now,
            Effect.gen(function* () {
              const post = yield* Effect.catchTag(postAt(postId), "CommunityRefused", () => Effect.fail(refused("attachment_not_found")))
              if (!(yield* attachments.systemFlag(attachmentId, postOwner(post.id), flagged))) return yield* refused("attachment_not_found")
              return { id: post.id, changed: "shown" } as const
            })
          )
        } else if (!(yield* attachments.systemFlag(attachmentId, null, flagged))) {
          return yield* refused("attachment_not_found")
        }
        const flaggedPhoto = Option.getOrThrow(yield* attachments.one(attachmentId))
        return attachmentOf(flaggedPhoto, (yield* attachments.position(flaggedPhoto)) === 0)
      })

    /** Sets or clears the person's upvote or flag of someone else's post; answers the post as they then read it. */
    const react = <Reason extends string>(
      reaction: Reaction,
      rule: (facts: { readonly isAuthor: boolean; readonly authorIsStaff: boolean }) => Reason | null,
      postId: number,
      by: CommunityActor,
      on: boolean,
      now: Date
    ) =>
      changing(
        by.id,
        now,
        Effect.gen(function* () {
          const post = yield* postAt(postId)
          if (post.deleted_at !== null) return yield* refused("post_not_found")
          yield* refuseIf(rule({ isAuthor: post.user_id === by.id, authorIsStaff: post.author_is_staff }))
          yield* limits.within(reactionLimitKey(by.id), REACTION_RATE.max, REACTION_RATE.window)
          return { id: post.id, changed: (yield* repo.react(reaction, post.id, by.id, on)) ? "shown" : "nothing" } as const
        })
      )

    const upvote = (postId: number, by: CommunityActor, on: boolean, now: Date) => react("upvote", upvoteRefusal, postId, by, on, now)
    const flag = (postId: number, by: CommunityActor, on: boolean, now: Date) => react("flag", flagRefusal, postId, by, on, now)

    return { feed, one, create, edit, remove, removePhotos, moderatorRemove, systemFlag, systemFlagAttachment, upvote, flag } as const
  }),
  dependencies: [CommunityPostsRepo.Default, CommunityAttachmentsRepo.Default, CommunityLog.Default, CommunityReplies.Default]
}) {}
