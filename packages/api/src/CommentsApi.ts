import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import type { ThreadEntry as ThreadEntryData, ThreadFilter as ThreadFilterKey } from "@redline/domain"
import { Schema } from "effect"
import { AuctionNotFound, RateLimited } from "./ApiErrors.ts"
import { AuctionIdPath } from "./AuctionsApi.ts"
import { Authentication, OptionalAuthentication } from "./Authentication.ts"
import {
  CommentAttachmentsInvalid,
  CommentCooldown,
  CommentEditExpired,
  CommentingClosed,
  CommentingSuspended,
  CommentNotFound,
  CommentTextInvalid,
  InappropriateContent,
  NotCommentAuthor,
  OwnContent,
  ReplyToNotFound,
  StaffContent
} from "./CommentErrors.ts"
import { Id, IdFromString } from "./Id.ts"
import { ProfilePhoto } from "./ProfileApi.ts"
import { PhotoTooLarge, UnsupportedFileFormat, UploadMissing, UploadNotYours } from "./UploadErrors.ts"

export const CommentPath = Schema.Struct({ auction_id: IdFromString, comment_id: IdFromString })

export const CommentAttachment = Schema.Struct({
  id: Schema.Int,
  width: Schema.Int,
  height: Schema.Int,
  base_url: Schema.String,
  path: Schema.String
})
export type CommentAttachment = typeof CommentAttachment.Type

export const CommentAuthor = Schema.Struct({
  username: Schema.String,
  photo: Schema.NullOr(ProfilePhoto),
  verified: Schema.Boolean,
  is_staff: Schema.Boolean
})

/** An entry of the thread as everyone sees it: the domain's `ThreadEntry`, the data of a 'comment' event. */
export const ThreadEntry = Schema.Struct({
  id: Schema.Int,
  type: Schema.Literal(1, 2, 5),
  user: Schema.NullOr(CommentAuthor),
  text: Schema.String,
  amount: Schema.NullOr(Schema.Int),
  timestamp: Schema.String,
  updated_at: Schema.String,
  edited_at: Schema.NullOr(Schema.String),
  deleted_at: Schema.NullOr(Schema.String),
  upvotes: Schema.Int,
  flags: Schema.Int,
  system_flagged: Schema.Boolean,
  is_seller: Schema.Boolean,
  is_bidder: Schema.Boolean,
  reply_to: Schema.NullOr(Schema.Struct({ id: Schema.Int, username: Schema.String, text: Schema.String })),
  attachments: Schema.Array(CommentAttachment)
}) satisfies Schema.Schema<ThreadEntryData>

/** An entry as its reader sees it: whether they upvoted and flagged it (false for a visitor). */
export const Comment = Schema.Struct({ ...ThreadEntry.fields, upvoted: Schema.Boolean, flagged: Schema.Boolean })
export type Comment = typeof Comment.Type

/** Newest 1, Most Upvoted 2, Seller Comments 3, Bid History 4 (spec 3 §2, §9): the domain's `THREAD_FILTERS`. */
export const ThreadFilter = Schema.Literal("1", "2", "3", "4") satisfies Schema.Schema<ThreadFilterKey>

export const ThreadQuery = Schema.Struct({
  filter: Schema.optional(ThreadFilter.annotations({ description: "1 newest (default), 2 most upvoted, 3 the seller's comments, 4 bids" })),
  limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 101))),
  after_id: Schema.optional(IdFromString.annotations({ description: "Entries after this one in the filter's order" })),
  to_id: Schema.optional(IdFromString.annotations({ description: "Every entry from the first through this one (a jump to it)" }))
})

export const Thread = Schema.Struct({
  comments: Schema.Array(Comment),
  /** The reader is staff, who may delete any comment. */
  moderator: Schema.Boolean,
  /** The reader's account is in a timeout: the composer is closed to them. */
  suspended: Schema.Boolean
})
export type Thread = typeof Thread.Type

export const NewComment = Schema.Struct({
  text: Schema.String,
  /** Processed attachments' ids (comment_attachments); none unless given. */
  attachments: Schema.optional(Schema.Array(Id)),
  /** The entry answered; none unless given. */
  reply_to: Schema.optional(Schema.NullOr(Id))
})

export const CommentEdit = Schema.Struct({ text: Schema.String })

export const Upvote = Schema.Struct({ upvote: Schema.Boolean })
export const Upvotes = Schema.Struct({ upvotes: Schema.Int, upvoted: Schema.Boolean })
export const Flag = Schema.Struct({ flag: Schema.Boolean })
export const Flags = Schema.Struct({ flags: Schema.Int, flagged: Schema.Boolean })

export const AttachmentUpload = Schema.Struct({
  key: Schema.String.annotations({ description: "The key of an upload, from auth/s3-token" })
})

/**
 * The comments & bids thread of an auction (spec 3 §4, §7): anyone reads it; signed-in users
 * comment while the auction runs, upvote and flag others' entries, and edit or delete their own
 * comments within the window; staff delete any comment.
 */
export class CommentsApi extends HttpApiGroup.make("comments")
  .add(
    HttpApiEndpoint.get("list", "/v1/auctions/:auction_id/comments")
      .setPath(AuctionIdPath)
      .setUrlParams(ThreadQuery)
      .addSuccess(Thread)
      .addError(AuctionNotFound)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.post("post", "/v1/auctions/:auction_id/comments")
      .setPath(AuctionIdPath)
      .setPayload(NewComment)
      .addSuccess(Comment, { status: 201 })
      .addError(AuctionNotFound)
      .addError(CommentingClosed)
      .addError(CommentingSuspended)
      .addError(CommentCooldown)
      .addError(CommentTextInvalid)
      .addError(InappropriateContent)
      .addError(CommentAttachmentsInvalid)
      .addError(ReplyToNotFound)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("edit", "/v1/auctions/:auction_id/comments/:comment_id")
      .setPath(CommentPath)
      .setPayload(CommentEdit)
      .addSuccess(Comment)
      .addError(AuctionNotFound)
      .addError(CommentNotFound)
      .addError(NotCommentAuthor)
      .addError(CommentEditExpired)
      .addError(CommentingSuspended)
      .addError(CommentTextInvalid)
      .addError(InappropriateContent)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.del("delete", "/v1/auctions/:auction_id/comments/:comment_id")
      .setPath(CommentPath)
      .addSuccess(Schema.Struct({}))
      .addError(AuctionNotFound)
      .addError(CommentNotFound)
      .addError(NotCommentAuthor)
      .addError(CommentEditExpired)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("upvote", "/v1/auctions/:auction_id/comments/:comment_id/upvote")
      .setPath(CommentPath)
      .setPayload(Upvote)
      .addSuccess(Upvotes)
      .addError(AuctionNotFound)
      .addError(CommentNotFound)
      .addError(OwnContent)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("flag", "/v1/auctions/:auction_id/comments/:comment_id/flag")
      .setPath(CommentPath)
      .setPayload(Flag)
      .addSuccess(Flags)
      .addError(AuctionNotFound)
      .addError(CommentNotFound)
      .addError(OwnContent)
      .addError(StaffContent)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("attach", "/v1/comment_attachments")
      .setPayload(AttachmentUpload)
      .addSuccess(CommentAttachment, { status: 201 })
      .addError(UploadNotYours)
      .addError(UploadMissing)
      .addError(UnsupportedFileFormat)
      .addError(PhotoTooLarge)
      .addError(RateLimited)
      .middleware(Authentication)
  ) {}
