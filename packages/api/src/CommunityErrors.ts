import { ErrorCode, Messages } from "@redline/domain"
import { Refusal } from "./Refusal.ts"

/**
 * Refusals of the community (spec 3 §4, §5, §8); the rules behind them are the domain's
 * `CommunityRules`. Upvoting or flagging one's own post or reply, or flagging staff's, are the
 * comments' `OwnContent` and `StaffContent`.
 */

/** No community with this slug or id. */
export class CommunityNotFound extends Refusal<CommunityNotFound>()(
  "CommunityNotFound",
  ErrorCode.community_not_found,
  404,
  Messages.communityNotFound
) {}

/** No such post, or (for a change) it was deleted. */
export class CommunityPostNotFound extends Refusal<CommunityPostNotFound>()(
  "CommunityPostNotFound",
  ErrorCode.community_post_not_found,
  404,
  Messages.communityPostNotFound
) {}

/** No such reply, or (for a change) it was deleted. */
export class CommunityReplyNotFound extends Refusal<CommunityReplyNotFound>()(
  "CommunityReplyNotFound",
  ErrorCode.community_reply_not_found,
  404,
  Messages.communityReplyNotFound
) {}

/** The field 'title': 'Enter a title' or 'Your title is too long'. */
export class CommunityTitleInvalid extends Refusal<CommunityTitleInvalid>()(
  "CommunityTitleInvalid",
  ErrorCode.community_title_invalid,
  400,
  null
) {}

/** The field 'text': 'Your post is too long', 'Your reply is too long', or a reply with neither text nor photo. */
export class CommunityTextInvalid extends Refusal<CommunityTextInvalid>()(
  "CommunityTextInvalid",
  ErrorCode.community_text_invalid,
  400,
  null
) {}

/** A new post or reply within its author's cooldown: the post's or the reply's words. */
export class CommunityCooldown extends Refusal<CommunityCooldown>()("CommunityCooldown", ErrorCode.community_cooldown, 429, null) {}

/** An edit or delete after the window: the post's or the reply's words. */
export class CommunityEditExpired extends Refusal<CommunityEditExpired>()(
  "CommunityEditExpired",
  ErrorCode.community_edit_expired,
  403,
  null
) {}

/** The account is in a timeout: 'suspended from posting' or '… from replying'. */
export class CommunitySuspended extends Refusal<CommunitySuspended>()("CommunitySuspended", ErrorCode.community_suspended, 403, null) {}

/** The words fail the inappropriate-content check: the post's or the reply's words. */
export class CommunityInappropriate extends Refusal<CommunityInappropriate>()(
  "CommunityInappropriate",
  ErrorCode.community_inappropriate,
  400,
  null
) {}

/** A reply to a level-3 reply. */
export class CommunityNestingTooDeep extends Refusal<CommunityNestingTooDeep>()(
  "CommunityNestingTooDeep",
  ErrorCode.community_nesting_too_deep,
  409,
  Messages.communityNestingTooDeep
) {}

/** An attachment id that is no photo of the author's, is used by another post or reply, repeats, or one too many. */
export class CommunityAttachmentsInvalid extends Refusal<CommunityAttachmentsInvalid>()(
  "CommunityAttachmentsInvalid",
  ErrorCode.community_attachments_invalid,
  400,
  Messages.communityAttachmentsInvalid
) {}

/** Editing or deleting another member's post or reply. */
export class NotCommunityAuthor extends Refusal<NotCommunityAuthor>()(
  "NotCommunityAuthor",
  ErrorCode.not_community_author,
  403,
  Messages.notCommunityAuthor
) {}

/** Blocking oneself. */
export class CommunityBlockSelf extends Refusal<CommunityBlockSelf>()(
  "CommunityBlockSelf",
  ErrorCode.community_block_self,
  400,
  Messages.communityBlockSelf
) {}
