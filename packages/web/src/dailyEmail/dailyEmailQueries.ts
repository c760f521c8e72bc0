import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"

/** An unsubscribe link of Daily Email mail: the address and the token the server signed it with. */
export interface UnsubscribeLink {
  readonly email: string
  readonly token: string
}

/** Query keys of the Daily Email; a link's answer is the same whoever reads it. */
export const dailyEmailKeys = {
  all: ["dailyEmail"] as const,
  link: ({ email, token }: UnsubscribeLink) => [...dailyEmailKeys.all, "link", email, token] as const
}

export const dailyEmailQueries = {
  /** Whether the link's address is on the Daily Email; a link whose token is not the address's is refused (3024). */
  link: (api: Api, link: UnsubscribeLink) =>
    queryOptions({
      queryKey: dailyEmailKeys.link(link),
      queryFn: ({ signal }) => api("profile.dailyEmailLink", { query: link, signal })
    })
}
