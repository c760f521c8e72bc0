import type { CommunityPost, CommunityReply } from "@redline/api"
import {
  canReplyTo,
  type CommunityPostEntry,
  communityAttachmentsError,
  communityChangeRefusal,
  communityReplyTextError,
  COMMUNITY_EDIT_RATE,
  COMMUNITY_REPLY_COOLDOWN_MS,
  COMMUNITY_REPLY_RATE,
  flagRefusal,
  mayModerate,
  REACTION_RATE,
  type Reaction,
  replyCooldownActive,
  replyLevel,
  upvoteRefusal
} from "@redline/domain"
import { isInappropriate } from "@redline/domain/InappropriateContent"
import { Data, Effect, Option } from "effect"
import { reactionLimitKey } from "../comments/Comments.ts"
import { removePhoto } from "../images/ImageVariants.ts"
import { RateLimits } from "../RateLimits.ts"
import { CommunityLog } from "../realtime/CommunityLog.ts"
import { CommunityAttachmentsRepo, replyOwner } from "./CommunityAttachmentsRepo.ts"
import { CommunityPostsRepo } from "./CommunityPostsRepo.ts"
import { CommunityRepliesRepo, type RepliesPage, type ReplyFacts } from "./CommunityRepliesRepo.ts"

/**
 * Why a reply or a reaction to one was not made: the post or the reply is not there, a limit was
 * reached, or a rule of the domain refused it with its reason. Each action names the reasons it can give.
 */
export class ReplyRefused<Reason extends string> extends Data.TaggedError("ReplyRefused")<{
  readonly reason: Reason
  /** When the cooldown that refused it lets the person reply again. */
  readonly retryAt?: Date
}> {}

/** The text of a reply broke a rule; the message names it. */
export class ReplyTextRefused extends Data.TaggedError("ReplyTextRefused")<{ readonly message: string }> {}

const refused = <Reason extends string>(reason: Reason) => new ReplyRefused({ reason })

const refuseIf = <Reason extends string>(reason: Reason | null) => (reason === null ? Effect.void : Effect.fail(refused(reason)))

/** What a reply says and shows, checked: its text trimmed, something to show, nothing inappropriate, its photos few and each once. */
const checked = (typed: ReplyContent) => {
  const problem = communityReplyTextError(typed.text, typed.attachments.length)
  if (problem !== null) return Effect.fail(new ReplyTextRefused({ message: problem }))
  if (isInappropriate(typed.text)) return Effect.fail(refused("inappropriate"))
  if (communityAttachmentsError(typed.attachments) !== null) return Effect.fail(refused("attachments_invalid"))
  return Effect.succeed({ text: typed.text.trim(), attachments: typed.attachments })
}

/** The signed-in person acting. */
interface Actor {
  readonly id: number
  readonly isAdmin: boolean
  readonly suspended: boolean
  readonly permissions: ReadonlyArray<string>
}

/** A reply's words and photos, as typed. */
export interface ReplyContent {
  readonly text: string
  readonly attachments: ReadonlyArray<number>
}

/**
 * What a change did to a reply: nothing, what is shown of it (its counts), its text (an edit, a
 * delete: the log's earlier events of it are rewritten), and whether the post's count moved; with
 * the photos it took away.
 */
interface ReplyChange {
  readonly id: number
  readonly postId: number
  readonly changed: "nothing" | "shown" | "text"
  readonly postCounted?: boolean
  readonly removedPhotos?: ReadonlyArray<string>
}

/** The reply as everyone sees it: a 'community_reply' event's data. */
const replyEventOf = ({ upvoted: _upvoted, flagged: _flagged, mine: _mine, blocked_author: _blocked, ...reply }: CommunityReply) => reply

/** The post as everyone sees it: a 'community_post' event's data. */
const postEventOf = ({
  upvoted: _upvoted,
  flagged: _flagged,
  mine: _mine,
  blocked_author: _blocked,
  ...post
}: CommunityPost): CommunityPostEntry => post

/**
 * The replies of a community post's thread (spec 3 §3–§8). Each change reads what it decides on
 * (the post or the reply locked), decides by the domain's rules, writes, and appends the reply as
 * it then stands to the thread's log, and the post when its count moved to its thread's and its
 * community's, in one transaction; a refusal rolls everything back. Once committed the events are
 * published on the post's `community_thread` channel (and its community's `community`), so open
 * threads and feeds show them at once. The notifier tells the authors answered and the members
 * mentioned.
 */
export class CommunityReplies extends Effect.Service<CommunityReplies>()("@redline/http/CommunityReplies", {
  effect: Effect.gen(function* () {
    const repo = yield* CommunityRepliesRepo
    const posts = yield* CommunityPostsRepo
    const attachments = yield* CommunityAttachmentsRepo
    const limits = yield* RateLimits
    const log = yield* CommunityLog

    const replyAt = (id: number, postId: number | null = null) =>
      Effect.flatMap(
        repo.facts(id, postId),
        Option.match({ onNone: () => Effect.fail(refused("reply_not_found")), onSome: Effect.succeed })
      )

    /** A reply whose post is not deleted, for what only a live thread takes: an edit, an upvote, a flag. */
    const liveReplyAt = (id: number) =>
      Effect.flatMap(replyAt(id), (reply) => (reply.post_deleted ? Effect.fail(refused("post_not_found")) : Effect.succeed(reply)))

    /**
     * Runs a change in a transaction that ends by logging the reply as it then stands (unless the
     * change changed nothing), and the post as everyone reads it when its count moved, then
     * publishes the events; answers the reply as the actor reads it. A change of the text first rewrites the
     * reply's earlier events, so a rewind never tells what was taken back. The photos taken away
     * leave the store once it is committed.
     */
    const changing = <E, R>(actorId: number, now: Date, change: Effect.Effect<ReplyChange, E, R>) =>
      Effect.gen(function* () {
        const [reply, events, removedPhotos] = yield* repo.transaction(
          Effect.gen(function* () {
            const changed = yield* change
            const reply = yield* repo.one(changed.id, actorId)
            if (changed.changed === "nothing") return [reply, [], changed.removedPhotos ?? []] as const
            const data = replyEventOf(reply)
            if (changed.changed === "text") yield* log.restate("community_thread", changed.postId, "community_reply", data)
            const replied = yield* log.append("community_thread", changed.postId, "community_reply", data)
            const counted =
              changed.postCounted === true
                ? yield* log.post(postEventOf(Option.getOrThrow(yield* posts.one(changed.postId, null, now))), false)
                : []
            return [reply, [replied, ...counted], changed.removedPhotos ?? []] as const
          })
        )
        yield* Effect.forEach(removedPhotos, removePhoto, { discard: true })
        yield* log.publish(events)
        return reply
      })

    const postOf = (id: number) =>
      Effect.flatMap(
        repo.lockedPost(id),
        Option.match({
          onNone: () => Effect.fail(refused("post_not_found")),
          onSome: (post) => (post.deleted ? Effect.fail(refused("post_not_found")) : Effect.succeed(post))
        })
      )

    /** A page of the post's replies as `readerId` reads them (null for a visitor). */
    const list = (postId: number, page: RepliesPage, readerId: number | null) =>
      Effect.gen(function* () {
        if (!(yield* repo.postExists(postId))) return yield* refused("post_not_found")
        return yield* repo.page(postId, page, readerId)
      })

    /** The replies of the ids given that are there, in the order asked. */
    const byIds = (ids: ReadonlyArray<number>, readerId: number | null) => repo.byIds([...new Set(ids)], readerId)

    /** A reply to the post (`parentId` null) or to one of its replies, one level deeper, three at most. */
    const create = (postId: number, parentId: number | null, author: Actor, typed: ReplyContent, now: Date) =>
      changing(
        author.id,
        now,
        Effect.gen(function* () {
          yield* postOf(postId)
          if (author.suspended) return yield* refused("suspended")
          const content = yield* checked(typed)
          const parent = parentId === null ? null : yield* replyAt(parentId, postId)
          if (parent !== null && !canReplyTo(parent.level)) return yield* refused("nesting_too_deep")
          const poster = yield* posts.poster(author.id)
          const written = { lastPostAt: poster.last_post_at, lastReplyAt: poster.last_reply_at }
          if (replyCooldownActive({ ...written, isModerator: mayModerate(author.isAdmin, author.permissions), now })) {
            const since = Math.max(written.lastPostAt?.getTime() ?? 0, written.lastReplyAt?.getTime() ?? 0)
            return yield* Effect.fail(
              new ReplyRefused({ reason: "cooldown" as const, retryAt: new Date(since + COMMUNITY_REPLY_COOLDOWN_MS) })
            )
          }
          yield* limits.within(`community-reply:${author.id}`, COMMUNITY_REPLY_RATE.max, COMMUNITY_REPLY_RATE.window)
          const id = yield* repo.insert(
            { postId, parentId, level: replyLevel(parent?.level ?? null), userId: author.id, text: content.text },
            now
          )
          if ((yield* repo.attach(id, author.id, content.attachments)).count !== content.attachments.length) {
            return yield* refused("attachments_invalid")
          }
          return { id, postId, changed: "shown", postCounted: true } as const
        })
      )

    /** The author's edit within the window: the text and the photos as they now are (those left out are removed). */
    const edit = (replyId: number, author: Actor, typed: ReplyContent, now: Date) =>
      changing(
        author.id,
        now,
        Effect.gen(function* () {
          const reply = yield* liveReplyAt(replyId)
          yield* refuseIf(
            communityChangeRefusal({ isAuthor: reply.user_id === author.id, createdAt: reply.created_at, deleted: false, now })
          )
          if (author.suspended) return yield* refused("suspended")
          const content = yield* checked(typed)
          // as it stands already: nothing is edited, and nobody is told
          if (content.text === reply.text && sameIds(content.attachments, reply.attachment_ids)) {
            return { id: reply.id, postId: reply.community_post_id, changed: "nothing" } as const
          }
          yield* limits.within(`community-edit:${author.id}`, COMMUNITY_EDIT_RATE.max, COMMUNITY_EDIT_RATE.window)
          yield* repo.edit(reply.id, content.text, now)
          const attached = yield* repo.attach(reply.id, author.id, content.attachments)
          if (attached.count !== content.attachments.length) return yield* refused("attachments_invalid")
          return { id: reply.id, postId: reply.community_post_id, changed: "text", removedPhotos: attached.removedPhotos } as const
        })
      )

    /**
     * The author takes photos of `ids` off their reply within the window, as an edit does (but those
     * the moderators flagged); past it, or the reply deleted, none. Answers the reply as they then read it.
     */
    const removePhotos = (replyId: number, author: Actor, ids: ReadonlyArray<number>, now: Date) =>
      changing(
        author.id,
        now,
        Effect.gen(function* () {
          const reply = yield* replyAt(replyId)
          const refusal = communityChangeRefusal({
            isAuthor: reply.user_id === author.id,
            createdAt: reply.created_at,
            deleted: false,
            now
          })
          if (refusal !== null || reply.post_deleted) return { id: reply.id, postId: reply.community_post_id, changed: "nothing" } as const
          const removedPhotos = yield* attachments.removeOwn(replyOwner(reply.id), author.id, ids)
          const changed = removedPhotos.length === 0 ? "nothing" : "text"
          return { id: reply.id, postId: reply.community_post_id, changed, removedPhotos } as const
        })
      )

    const deleted = (reply: ReplyFacts, now: Date) =>
      Effect.map(repo.remove(reply, now), (removedPhotos) => ({
        id: reply.id,
        postId: reply.community_post_id,
        changed: "text" as const,
        postCounted: true,
        removedPhotos
      }))

    /** The author's delete within the window; it leaves the post's count. */
    const remove = (replyId: number, author: Actor, now: Date) =>
      changing(
        author.id,
        now,
        Effect.gen(function* () {
          const reply = yield* replyAt(replyId)
          yield* refuseIf(
            communityChangeRefusal({ isAuthor: reply.user_id === author.id, createdAt: reply.created_at, deleted: false, now })
          )
          return yield* deleted(reply, now)
        })
      )

    /** Sets or clears the person's upvote or flag of a reply; answers the reply as they then read it. */
    const react = <Reason extends string>(
      reaction: Reaction,
      rule: (facts: { readonly isAuthor: boolean; readonly authorIsStaff: boolean }) => Reason | null,
      replyId: number,
      by: Actor,
      on: boolean,
      now: Date
    ) =>
      changing(
        by.id,
        now,
        Effect.gen(function* () {
          const reply = yield* liveReplyAt(replyId)
          yield* refuseIf(rule({ isAuthor: reply.user_id === by.id, authorIsStaff: reply.author_is_staff }))
          yield* limits.within(reactionLimitKey(by.id), REACTION_RATE.max, REACTION_RATE.window)
          const changed = yield* repo.react(reaction, reply.id, by.id, on)
          return { id: reply.id, postId: reply.community_post_id, changed: changed ? "shown" : "nothing" } as const
        })
      )

    const moderated = (by: Actor) => refuseIf(mayModerate(by.isAdmin, by.permissions) ? null : "not_moderator")

    /** A moderator's flag of a reply, which shows it flagged to everyone. */
    const systemFlag = (replyId: number, by: Actor, flagged: boolean, now: Date) =>
      changing(
        by.id,
        now,
        Effect.gen(function* () {
          yield* moderated(by)
          const reply = yield* replyAt(replyId)
          const changed = yield* repo.systemFlag(reply.id, flagged)
          return { id: reply.id, postId: reply.community_post_id, changed: changed ? "shown" : "nothing" } as const
        })
      )

    /**
     * A moderator's flag of a reply's photo, which shows it flagged to everyone: the reply is
     * logged anew. Fails with `attachment_not_found` when the reply no longer carries it.
     */
    const systemFlagAttachment = (replyId: number, attachmentId: number, by: Actor, flagged: boolean, now: Date) =>
      changing(
        by.id,
        now,
        Effect.gen(function* () {
          yield* moderated(by)
          const reply = yield* Effect.catchTag(replyAt(replyId), "ReplyRefused", () => Effect.fail(refused("attachment_not_found")))
          if (!(yield* attachments.systemFlag(attachmentId, replyOwner(reply.id), flagged))) return yield* refused("attachment_not_found")
          return { id: reply.id, postId: reply.community_post_id, changed: "shown" } as const
        })
      )

    /** A moderator's delete of any reply, at any time. */
    const moderatorRemove = (replyId: number, by: Actor, now: Date) =>
      changing(
        by.id,
        now,
        Effect.gen(function* () {
          yield* moderated(by)
          return yield* deleted(yield* replyAt(replyId), now)
        })
      )

    const upvote = (replyId: number, by: Actor, on: boolean, now: Date) => react("upvote", upvoteRefusal, replyId, by, on, now)
    const flag = (replyId: number, by: Actor, on: boolean, now: Date) => react("flag", flagRefusal, replyId, by, on, now)

    return { list, byIds, create, edit, remove, removePhotos, upvote, flag, systemFlag, systemFlagAttachment, moderatorRemove } as const
  }),
  dependencies: [CommunityRepliesRepo.Default, CommunityPostsRepo.Default, CommunityAttachmentsRepo.Default, CommunityLog.Default]
}) {}

/** The same photos, in whatever order: a reply shows its photos in the order they were kept. */
const sameIds = (a: ReadonlyArray<number>, b: ReadonlyArray<number>) => {
  const kept = new Set(b)
  return a.length === b.length && a.every((id) => kept.has(id))
}
