import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/**
 * Query keys of an auction's questions. The list answers differently to each reader (which
 * questions are theirs, whether they moderate), so its key ends with the reader: signing in or
 * out reads it afresh.
 */
export const questionKeys = {
  all: ["questions"] as const,
  list: (auctionId: number, reader: ReaderId) => [...questionKeys.all, auctionId, reader] as const
}

export type QuestionListKey = ReturnType<typeof questionKeys.list>

export const questionQueries = {
  /** An auction's questions, newest first, asked as the reader so their own are marked. */
  list: (api: Api, auctionId: number, reader: ReaderId) =>
    queryOptions({
      queryKey: questionKeys.list(auctionId, reader),
      queryFn: ({ signal }) => api("questions.list", { path: { auction_id: auctionId }, signal })
    })
}
