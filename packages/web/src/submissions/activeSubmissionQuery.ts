import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/**
 * The signed-in reader's active submission (bootstrap's `active_submission`), which the header's
 * call to action follows on every page; a module of its own, so the first page carries it alone.
 */
export const activeSubmissionKey = (reader: ReaderId) => ["submissions", "active", reader] as const

export const activeSubmissionQuery = (api: Api, reader: ReaderId) =>
  queryOptions({
    queryKey: activeSubmissionKey(reader),
    queryFn: async ({ signal }) => (await api("bootstrap.bootstrap", { signal })).active_submission,
    enabled: reader !== null
  })
