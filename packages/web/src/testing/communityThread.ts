import type { CommunityPost, CommunityReply } from "@redline/api"
import { freshReply } from "../community/thread/freshReply.ts"

const AT = "2026-11-20T10:00:00.000Z"
const author = (username: string) => ({ username, photo: null, verified: false, is_staff: false })

/** Post 5 of the Porsche 911 community as `GET /api/v1/community/posts/5` answers a visitor: by `flat6fan`, no replies. */
export function communityPost(overrides: Partial<CommunityPost> = {}): CommunityPost {
  return {
    id: 5,
    community_id: 3,
    community: { id: 3, title: "Porsche 911", slug: "porsche-911", url: "/community/porsche-911" },
    user: author("flat6fan"),
    title: "Best 911 for the track?",
    text: "Thinking **996 GT3** or a 997.",
    snippet: "Thinking 996 GT3 or a 997.",
    created_at: AT,
    edited_at: null,
    deleted_at: null,
    active_at: AT,
    upvote_count: 0,
    upvoted: false,
    reply_count: 0,
    flagged: false,
    flag_count: 0,
    is_system_flagged: false,
    is_new: false,
    url: "/community/p/5/best-911-for-the-track",
    attachments: [],
    mine: false,
    blocked_author: false,
    ...overrides
  }
}

/** A reply to post 5 as its replies list it to a visitor: by `member_{id}`, at level 1 unless told. */
export function communityReply(id: number, overrides: Partial<CommunityReply> = {}): CommunityReply {
  return {
    ...freshReply({
      id,
      postId: 5,
      parentId: null,
      level: 1,
      user: author(`member_${id}`),
      text: `Reply ${id}`,
      createdAt: AT,
      attachments: [],
      mine: false
    }),
    ...overrides
  }
}
