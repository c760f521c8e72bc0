import type { Comment } from "@redline/api"

/** A comment of the thread as `GET /api/v1/auctions/7/comments` lists it to a visitor: by `member_{id}`, no votes, no flags. */
export function threadComment(id: number, overrides: Partial<Comment> = {}): Comment {
  const at = "2026-11-20T10:00:00.000Z"
  return {
    id,
    type: 1,
    user: { username: `member_${id}`, photo: null, verified: false, is_staff: false },
    text: `Comment ${id}`,
    amount: null,
    timestamp: at,
    updated_at: at,
    edited_at: null,
    deleted_at: null,
    upvotes: 0,
    flags: 0,
    system_flagged: false,
    is_seller: false,
    is_bidder: false,
    reply_to: null,
    attachments: [],
    upvoted: false,
    flagged: false,
    ...overrides
  }
}
