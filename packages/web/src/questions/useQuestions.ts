import type { QuestionList } from "@redline/api"
import { useQuery } from "@tanstack/react-query"
import { useSession } from "../session/useSession.ts"
import { useSessionRequest } from "../session/useSessionRequest.ts"
import { questionKeys } from "./questionKeys.ts"

/** An auction's questions, newest first, asked as the signed-in user so their own are marked. */
export function useQuestions(auctionId: number) {
  const request = useSessionRequest()
  const reader = useSession()?.username ?? null
  const key = questionKeys.list(auctionId, reader)
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => request<QuestionList>(`/v1/auctions/${auctionId}/questions`, { signal })
  })
  return { query, key }
}
