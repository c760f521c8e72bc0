import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useSession } from "../session/useSession.ts"
import { cancelListFetch, countQuestions, listedCount, settleQuestion, showQuestion } from "./questionCache.ts"
import type { QuestionListKey } from "./questionQueries.ts"

// Stand-in ids of questions on their way are negative, so they never meet a server's id.
let standIns = 0

/**
 * Asks a question as the signed-in user. It shows first on the list at once, marked as sending,
 * and takes the server's id and time once asked; a refused question leaves the list.
 */
export function useAskQuestion(auctionId: number, key: QuestionListKey) {
  const api = useApi()
  const queryClient = useQueryClient()
  const username = useSession()?.username ?? ""
  return useMutation({
    mutationFn: (text: string) => api("questions.ask", { path: { auction_id: auctionId }, body: { text } }),
    onMutate: async (text) => {
      await cancelListFetch(queryClient, key)
      const standIn = --standIns
      const rollback = showQuestion(queryClient, key, {
        id: standIn,
        user: { username, photo: null },
        text: text.trim(),
        timestamp: new Date().toISOString(),
        edited_at: null,
        answer: null,
        upvotes: 0,
        flags: 0,
        system_flagged: false,
        mine: true,
        upvoted: false,
        flagged: false,
        sending: true
      })
      return { standIn, rollback }
    },
    onError: (_error, _text, context) => context?.rollback(),
    onSuccess: (question, _text, context) => {
      if (settleQuestion(queryClient, key, context.standIn, question)) countQuestions(queryClient, auctionId, listedCount(queryClient, key))
      // asked while the list was on its first read, whose answer may be from before it: that read
      // is dropped for a new one (a read on its way is shared, not made again, while nothing is shown)
      else void queryClient.cancelQueries({ queryKey: key }).then(() => queryClient.invalidateQueries({ queryKey: key }))
    }
  })
}
