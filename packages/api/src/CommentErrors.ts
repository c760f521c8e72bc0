import { ErrorCode, Messages } from "@redline/domain"
import { Refusal } from "./Refusal.ts"

/** Refusals of the comments & bids thread (spec 3 §4, §5, §8); the rules behind them are the domain's `Comments`. */

/** No such comment on this auction, or it was deleted. */
export class CommentNotFound extends Refusal<CommentNotFound>()(
  "CommentNotFound",
  ErrorCode.comment_not_found,
  404,
  Messages.commentNotFound
) {}

/** Empty once trimmed, or longer than the limit ('Your comment is too long'). */
export class CommentTextInvalid extends Refusal<CommentTextInvalid>()("CommentTextInvalid", ErrorCode.comment_text_invalid, 400, null) {}

export class CommentEditExpired extends Refusal<CommentEditExpired>()(
  "CommentEditExpired",
  ErrorCode.comment_edit_expired,
  403,
  Messages.commentEditExpired
) {}

export class NotCommentAuthor extends Refusal<NotCommentAuthor>()(
  "NotCommentAuthor",
  ErrorCode.not_comment_author,
  403,
  Messages.notCommentAuthor
) {}

/** The auction has ended (or not started): 'Commenting is closed'. */
export class CommentingClosed extends Refusal<CommentingClosed>()(
  "CommentingClosed",
  ErrorCode.commenting_closed,
  409,
  Messages.commentingClosed
) {}

/** A non-seller, non-verified user without a card on file who just commented. */
export class CommentCooldown extends Refusal<CommentCooldown>()(
  "CommentCooldown",
  ErrorCode.comment_cooldown,
  429,
  Messages.commentCooldown
) {}

/** The account is in a timeout (`is_in_timeout`). */
export class CommentingSuspended extends Refusal<CommentingSuspended>()(
  "CommentingSuspended",
  ErrorCode.commenting_suspended,
  403,
  Messages.suspendedFromCommenting
) {}

export class InappropriateContent extends Refusal<InappropriateContent>()(
  "InappropriateContent",
  ErrorCode.inappropriate_content,
  422,
  Messages.inappropriateContent
) {}

/** Upvoting or flagging one's own comment, bid or question. */
export class OwnContent extends Refusal<OwnContent>()("OwnContent", ErrorCode.own_content, 403, Messages.ownCommentVote) {}

/** Flagging what the staff account wrote. */
export class StaffContent extends Refusal<StaffContent>()("StaffContent", ErrorCode.staff_content, 403, Messages.staffContentFlag) {}

/** An attachment id that is no processed upload of the author's, already used, or more than three. */
export class CommentAttachmentsInvalid extends Refusal<CommentAttachmentsInvalid>()(
  "CommentAttachmentsInvalid",
  ErrorCode.comment_attachments_invalid,
  400,
  Messages.commentAttachmentsInvalid
) {}

export class ReplyToNotFound extends Refusal<ReplyToNotFound>()(
  "ReplyToNotFound",
  ErrorCode.reply_to_not_found,
  400,
  Messages.replyToNotFound
) {}
