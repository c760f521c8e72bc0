import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { questionQueries } from "./questionQueries.ts"

/** An auction's questions as the reader sees them (`questionQueries.list`), and the key they are cached under. */
export function useQuestions(auctionId: number) {
  const options = questionQueries.list(useApi(), auctionId, useReaderId())
  return { query: useQuery(options), key: options.queryKey }
}
