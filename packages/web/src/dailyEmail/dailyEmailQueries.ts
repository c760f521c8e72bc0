import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"

/** A link of Daily Email mail (to unsubscribe, or to confirm): the address and the token the server signed it with. */
export interface MailedLink {
  readonly email: string
  readonly token: string
}

/** Query keys of the Daily Email; a link's answer is the same whoever reads it. */
export const dailyEmailKeys = {
  all: ["dailyEmail"] as const,
  link: ({ email, token }: MailedLink) => [...dailyEmailKeys.all, "link", email, token] as const,
  confirmation: ({ email, token }: MailedLink) => [...dailyEmailKeys.all, "confirmation", email, token] as const
}

export const dailyEmailQueries = {
  /** Whether the link's address is on the Daily Email; a link whose token is not the address's is refused (3024). */
  link: (api: Api, link: MailedLink) =>
    queryOptions({
      queryKey: dailyEmailKeys.link(link),
      queryFn: ({ signal }) => api("profile.dailyEmailLink", { query: link, signal })
    }),
  /** Whether a confirmation link's address is on the Daily Email; a link whose token is not the address's is refused (3025). */
  confirmation: (api: Api, link: MailedLink) =>
    queryOptions({
      queryKey: dailyEmailKeys.confirmation(link),
      queryFn: ({ signal }) => api("profile.dailyEmailConfirmation", { query: link, signal })
    })
}
