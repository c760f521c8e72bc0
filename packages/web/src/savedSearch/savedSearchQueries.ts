import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/** Query keys of the signed-in user's saved searches, theirs alone: the key ends with the reader. */
export const savedSearchKeys = {
  list: (reader: ReaderId) => ["saved-searches", reader] as const
}

export const savedSearchQueries = {
  /**
   * The reader's saved searches and whether they can get text alerts. Read afresh each time the
   * Notify me machine asks (a search saved or changed elsewhere shows), and not tried again: the
   * machine has its own words for a failure.
   */
  list: (api: Api, reader: ReaderId) =>
    queryOptions({
      queryKey: savedSearchKeys.list(reader),
      queryFn: ({ signal }) => api("savedSearches.list", { signal }),
      staleTime: 0,
      retry: false
    })
}
