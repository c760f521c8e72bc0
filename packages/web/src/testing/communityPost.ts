import type { Community, CommunityPost } from "@redline/api"

/** The Porsche 911 community, as the server answers it. */
export function community(overrides: Partial<Community> = {}): Community {
  return {
    id: 12,
    name: "Porsche 911",
    title: "Porsche 911",
    slug: "porsche-911",
    url: "/community/porsche-911",
    photo: null,
    is_topical: false,
    has_new_content: false,
    vehicle_make: { name: "Porsche", slug: "porsche" },
    vehicle_model: { slug: "911" },
    auctions_search_title: "Porsche 911",
    ...overrides
  }
}

/** A post of the Porsche 911 community, three hours old, as a signed-in member who didn't write it reads it. */
export function communityPost(overrides: Partial<CommunityPost> = {}): CommunityPost {
  const id = overrides.id ?? 101
  const createdAt = new Date(Date.now() - 3 * 3_600_000).toISOString()
  return {
    id,
    community_id: 12,
    community: { id: 12, title: "Porsche 911", slug: "porsche-911", url: "/community/porsche-911" },
    user: { username: "aircooled", photo: null, verified: false, is_staff: false },
    title: `Best 911 for the track? (${id})`,
    text: "Thinking of a 996 GT3 or a 997 Carrera S.",
    snippet: "Thinking of a 996 GT3 or a 997 Carrera S.",
    created_at: createdAt,
    edited_at: null,
    deleted_at: null,
    active_at: createdAt,
    upvote_count: 4,
    reply_count: 2,
    flag_count: 0,
    is_system_flagged: false,
    is_new: false,
    url: `/community/p/${id}/best-911-for-the-track`,
    attachments: [],
    upvoted: false,
    flagged: false,
    mine: false,
    blocked_author: false,
    ...overrides
  }
}
