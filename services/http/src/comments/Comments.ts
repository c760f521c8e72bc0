import type { Comment } from "@redline/api"
import {
  COMMENT_ATTACHMENT_RATE,
  COMMENT_EDIT_RATE,
  COMMENT_COOLDOWN_MS,
  COMMENT_MAX_ATTACHMENTS,
  COMMENT_RATE,
  commentDeleteRefusal,
  commentEditRefusal,
  commentingOpen,
  commentTextError,
  type EnvelopeOf,
  hasCommentCooldown,
  flagRefusal,
  REACTION_RATE,
  type Reaction,
  upvoteRefusal,
  type ThreadEntry
} from "@redline/domain"
import { isInappropriate } from "@redline/domain/InappropriateContent"
import { Data, Effect, Option } from "effect"
import { removePhoto } from "../images/ImageVariants.ts"
import { photoFromUpload, PhotoRefused } from "../images/PhotoUpload.ts"
import { RateLimits } from "../RateLimits.ts"
import { ThreadLog } from "../realtime/ThreadLog.ts"
import { CommentsRepo, type ThreadPage } from "./CommentsRepo.ts"

/**
 * Why a comment or a reaction was not made: the auction or the entry is not there, a limit was
 * reached, or a rule of the domain refused it with its reason (`commentEditRefusal`,
 * `reactionRefusal`…). Each action names the reasons it can give.
 */
export class CommentRefused<Reason extends string> extends Data.TaggedError("CommentRefused")<{
  readonly reason: Reason
  /** When the cooldown that refused it lets the person comment again. */
  readonly retryAt?: Date
}> {}

/** The text of a comment broke a rule; the message names it. */
export class CommentTextRefused extends Data.TaggedError("CommentTextRefused")<{ readonly message: string }> {}

/** Upvotes and flags of comments, bids and questions spend one budget per person (`REACTION_RATE`). */
export const reactionLimitKey = (userId: number) => `reaction:${userId}`

const refused = <Reason extends string>(reason: Reason) => new CommentRefused({ reason })

const refuseIf = <Reason extends string>(reason: Reason | null) => (reason === null ? Effect.void : Effect.fail(refused(reason)))

/** Text as stored: trimmed at both ends, newlines inside kept, and nothing inappropriate in it. */
const checkedText = (text: string) => {
  const problem = commentTextError(text)
  if (problem !== null) return Effect.fail(new CommentTextRefused({ message: problem }))
  return isInappropriate(text) ? Effect.fail(refused("inappropriate")) : Effect.succeed(text.trim())
}

/** The signed-in person acting. */
interface Actor {
  readonly id: number
  readonly isAdmin: boolean
  readonly suspended: boolean
}

interface CommentPath {
  readonly auction_id: number
  readonly comment_id: number
}

/**
 * What a change did to an entry: nothing, what is shown of it (new, its counts), or its text (an
 * edit, a delete), with the photos a delete took away.
 */
interface EntryChange {
  readonly id: number
  readonly changed: "nothing" | "shown" | "text"
  readonly removedPhotos?: ReadonlyArray<string>
}

/** The entry as everyone sees it: a 'comment' event's data. */
const entryOf = ({ upvoted: _upvoted, flagged: _flagged, ...entry }: Comment): ThreadEntry => entry

/**
 * The comments & bids thread (spec 3 §2–§9). Each change reads what it decides on (the entry
 * locked), decides by the domain's rules, writes, and appends the entry as it then stands to the
 * thread's log, in one transaction; a refusal rolls everything back. Once committed the event is
 * published on the auction's `thread` channel, so open pages show it at once.
 */
export class Comments extends Effect.Service<Comments>()("@redline/http/Comments", {
  effect: Effect.gen(function* () {
    const repo = yield* CommentsRepo
    const limits = yield* RateLimits
    const log = yield* ThreadLog

    const auctionOf = (id: number) =>
      Effect.flatMap(repo.auction(id), Option.match({ onNone: () => Effect.fail(refused("auction_not_found")), onSome: Effect.succeed }))

    const entryAt = (path: CommentPath) =>
      Effect.flatMap(
        repo.facts(path.auction_id, path.comment_id),
        Option.match({ onNone: () => Effect.fail(refused("comment_not_found")), onSome: Effect.succeed })
      )

    /**
     * Runs a change in a transaction that ends by logging the entry as it then stands (unless the
     * change changed nothing), then publishes the event; answers the entry as the actor reads it.
     * A change of the text (an edit, a delete) first rewrites the entry's earlier events, and the
     * quote of it in the replies logged, to what it now says, so a rewind never tells what was
     * taken back. The photos of a deleted comment leave the store once it is committed.
     */
    const changing = <E, R>(auctionId: number, actorId: number, change: Effect.Effect<EntryChange, E, R>) =>
      Effect.gen(function* () {
        const [comment, event, removedPhotos] = yield* repo.transaction(
          Effect.gen(function* () {
            const changed = yield* change
            const comment = yield* repo.one(changed.id, actorId)
            if (changed.changed === "text") {
              yield* log.restate(auctionId, "comment", entryOf(comment))
              yield* log.requote(auctionId, comment.id, yield* repo.quote(comment.id))
            }
            const event: Option.Option<EnvelopeOf<"comment">> =
              changed.changed === "nothing" ? Option.none() : Option.some(yield* log.append(auctionId, "comment", entryOf(comment)))
            return [comment, event, changed.removedPhotos ?? []] as const
          })
        )
        yield* Effect.forEach(removedPhotos, removePhoto, { discard: true })
        if (Option.isSome(event)) yield* log.publish(auctionId, event.value)
        return comment
      })

    /**
     * A page of the auction's thread as `readerId` reads it (null for a visitor); a jump to an
     * entry the filter doesn't list, or lists deeper than `THREAD_JUMP_MAX`, reads the first page.
     */
    const list = (auctionId: number, page: ThreadPage, readerId: number | null) =>
      Effect.gen(function* () {
        yield* auctionOf(auctionId)
        const jumpable = page.toId !== null && (yield* repo.reachable(auctionId, page.filter, page.toId))
        return yield* repo.list(auctionId, jumpable ? page : { ...page, toId: null }, readerId)
      })

    const post = (
      auctionId: number,
      author: Actor,
      typed: { readonly text: string; readonly attachments: ReadonlyArray<number>; readonly reply_to: number | null },
      now: Date
    ) =>
      changing(
        auctionId,
        author.id,
        Effect.gen(function* () {
          const auction = yield* auctionOf(auctionId)
          if (!commentingOpen(auction.status)) return yield* refused("closed")
          const commenter = yield* repo.commenter(author.id)
          if (commenter.suspended) return yield* refused("suspended")
          const text = yield* checkedText(typed.text)
          if (typed.reply_to !== null && !(yield* repo.listed(auction.id, typed.reply_to))) return yield* refused("reply_to_not_found")
          if (typed.attachments.length > COMMENT_MAX_ATTACHMENTS) return yield* refused("attachments_invalid")
          // Counted in the transaction: a refused comment spends nothing, and its cooldown starts with the comment.
          const cooldown = yield* limits.count(`comment-cooldown:${author.id}`, COMMENT_COOLDOWN_MS)
          if (cooldown.count > 1 && hasCommentCooldown({ isSeller: auction.seller_id === author.id, cardOnFile: commenter.card_on_file })) {
            return yield* Effect.fail(new CommentRefused({ reason: "cooldown" as const, retryAt: cooldown.resetsAt }))
          }
          yield* limits.within(`comment:${author.id}`, COMMENT_RATE.max, COMMENT_RATE.window)
          const id = yield* repo.post(auction.id, author.id, text, typed.reply_to, now)
          if ((yield* repo.attach(id, author.id, typed.attachments)) !== typed.attachments.length)
            return yield* refused("attachments_invalid")
          return { id, changed: "shown" } as const
        })
      )

    const edit = (path: CommentPath, author: Actor, typed: string, now: Date) =>
      changing(
        path.auction_id,
        author.id,
        Effect.gen(function* () {
          const entry = yield* entryAt(path)
          yield* refuseIf(commentEditRefusal({ type: entry.type, isAuthor: entry.user_id === author.id, postedAt: entry.created_at, now }))
          if ((yield* repo.commenter(author.id)).suspended) return yield* refused("suspended")
          const text = yield* checkedText(typed)
          // the text it has already: nothing is edited, and nobody is told
          if (text === entry.text) return { id: entry.id, changed: "nothing" } as const
          yield* limits.within(`comment-edit:${author.id}`, COMMENT_EDIT_RATE.max, COMMENT_EDIT_RATE.window)
          yield* repo.edit(entry.id, text, now)
          return { id: entry.id, changed: "text" } as const
        })
      )

    /** Deletes a comment, by its author or staff; a bid or a system entry is no comment to delete. */
    const remove = (path: CommentPath, by: Actor, now: Date) =>
      changing(
        path.auction_id,
        by.id,
        Effect.gen(function* () {
          const entry = yield* entryAt(path)
          yield* refuseIf(
            commentDeleteRefusal({
              type: entry.type,
              isAuthor: entry.user_id === by.id,
              isStaff: by.isAdmin,
              postedAt: entry.created_at,
              now
            })
          )
          const removedPhotos = yield* repo.remove(path.auction_id, entry.id, now)
          return { id: entry.id, changed: "text", removedPhotos } as const
        })
      )

    /** Sets or clears the person's upvote or flag of a comment or bid; answers the entry as they then read it. */
    const react = <Reason extends string>(
      reaction: Reaction,
      rule: (facts: { readonly isAuthor: boolean; readonly authorIsStaff: boolean }) => Reason | null,
      path: CommentPath,
      by: Actor,
      on: boolean,
      now: Date
    ) =>
      changing(
        path.auction_id,
        by.id,
        Effect.gen(function* () {
          const entry = yield* entryAt(path)
          yield* refuseIf(rule({ isAuthor: entry.user_id === by.id, authorIsStaff: entry.author_is_staff }))
          yield* limits.within(reactionLimitKey(by.id), REACTION_RATE.max, REACTION_RATE.window)
          return { id: entry.id, changed: (yield* repo.react(reaction, entry.id, by.id, on, now)) ? "shown" : "nothing" } as const
        })
      )

    /**
     * Keeps a photo of the person's upload for a comment to come, once: an upload another claim
     * already made an attachment of is missing, and the copy this one made leaves the store.
     */
    const attachment = (userId: number, key: string) =>
      Effect.gen(function* () {
        yield* limits.within(`comment-attachment:${userId}`, COMMENT_ATTACHMENT_RATE.max, COMMENT_ATTACHMENT_RATE.window)
        const photo = yield* photoFromUpload(userId, key)
        const kept = yield* repo.keepAttachment(userId, key, photo)
        if (Option.isSome(kept)) return kept.value
        yield* removePhoto(photo.key)
        return yield* new PhotoRefused({ reason: "missing" })
      })

    const upvote = (path: CommentPath, by: Actor, on: boolean, now: Date) => react("upvote", upvoteRefusal, path, by, on, now)
    const flag = (path: CommentPath, by: Actor, on: boolean, now: Date) => react("flag", flagRefusal, path, by, on, now)

    return { list, post, edit, remove, upvote, flag, attachment } as const
  }),
  dependencies: [CommentsRepo.Default, ThreadLog.Default]
}) {}
