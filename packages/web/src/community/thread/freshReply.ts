import type { CommunityAttachment, CommunityReply } from "@redline/api"

/** What a reply just written is: everything else starts at nothing (no edit, no replies, no votes, no flags). */
interface FreshReply {
  readonly id: number
  readonly postId: number
  readonly parentId: number | null
  readonly level: number
  readonly user: CommunityReply["user"]
  readonly text: string
  readonly createdAt: string
  readonly attachments: ReadonlyArray<CommunityAttachment>
  readonly mine: boolean
}

/** A reply as it stands when written, before anyone answers, upvotes or flags it. */
export function freshReply({ id, postId, parentId, level, user, text, createdAt, attachments, mine }: FreshReply): CommunityReply {
  return {
    id,
    community_post_id: postId,
    reply_to_community_reply_id: parentId,
    level,
    user,
    text,
    created_at: createdAt,
    edited_at: null,
    deleted_at: null,
    replies: [],
    reply_count: 0,
    upvote_count: 0,
    upvoted: false,
    flagged: false,
    flag_count: 0,
    is_system_flagged: false,
    attachments,
    mine,
    blocked_author: false
  }
}
