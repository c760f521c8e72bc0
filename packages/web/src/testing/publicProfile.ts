import type { PublicProfile } from "@redline/api"

/** A member as `GET /api/v1/users/flat6fan` answers a reader who doesn't follow them. */
export function publicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    username: "flat6fan",
    photo: null,
    bio: "Air-cooled, always. Three 911s and counting.",
    created_at: "2021-03-14T12:00:00.000Z",
    is_seller: true,
    follower_count: 12,
    following_count: 3,
    is_followed: false,
    ...overrides
  }
}
