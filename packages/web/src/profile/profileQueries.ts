import { usernameKey } from "@redline/domain"
import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/**
 * Query keys of users' public profiles, from broadest to narrowest. A profile says whether its
 * reader follows the user, so its key ends with the reader: signing in or out asks again rather
 * than showing someone else's follow.
 */
export const profileKeys = {
  all: ["users"] as const,
  profile: (username: string, reader: ReaderId) => [...profileKeys.all, "profile", usernameKey(username), reader] as const
}

export const profileQueries = {
  /** A user's public profile, asked as the reader so it says whether they follow them. */
  profile: (api: Api, username: string, reader: ReaderId) =>
    queryOptions({
      queryKey: profileKeys.profile(username, reader),
      queryFn: ({ signal }) => api("users.profile", { path: { username }, signal })
    })
}
