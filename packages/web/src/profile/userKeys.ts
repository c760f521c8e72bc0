import { usernameKey } from "@redline/domain"

/**
 * Query keys of users' public profiles, from broadest to narrowest. A profile says whether its
 * reader follows the user, so the reader (null for a visitor) is part of its identity: signing in
 * or out asks again rather than showing someone else's follow.
 */
export const userKeys = {
  all: ["users"] as const,
  profile: (username: string, readerId: number | null) => [...userKeys.all, "profile", usernameKey(username), readerId] as const
}
