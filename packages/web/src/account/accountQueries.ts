import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/** Query keys of the signed-in user's own account, which is theirs alone: the key ends with the reader. */
export const accountKeys = {
  settings: (reader: ReaderId) => ["account-settings", reader] as const
}

export const accountQueries = {
  /** The signed-in user's account as the settings page shows it; nothing is asked for a visitor. */
  settings: (api: Api, reader: ReaderId) =>
    queryOptions({
      queryKey: accountKeys.settings(reader),
      queryFn: ({ signal }) => api("profile.settings", { signal }),
      enabled: reader !== null
    })
}
