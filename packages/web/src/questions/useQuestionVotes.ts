import { type Reaction, type ReactionCount, reactionUndo, withReaction } from "@redline/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { cancelListFetch, changeQuestion, changeQuestionOptimistically, type ShownQuestion } from "./questionCache.ts"
import type { QuestionListKey } from "./questionQueries.ts"

export interface Vote {
  readonly question: ShownQuestion
  readonly on: boolean
}

/**
 * Upvotes or flags a question, or takes it back (spec 3 §4: optimistic with rollback), as a
 * comment's are: the count and the button change at once, go back if the server refuses, and
 * take the server's count once it answers.
 */
export function useQuestionReaction(auctionId: number, key: QuestionListKey, reaction: Reaction) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ question, on }: Vote): Promise<ReactionCount> => {
      const path = { auction_id: auctionId, question_id: question.id }
      return reaction === "upvote"
        ? api("questions.upvote", { path, body: { upvote: on } })
        : api("questions.flag", { path, body: { flag: on } })
    },
    onMutate: async ({ question, on }: Vote) => {
      await cancelListFetch(queryClient, key)
      const rollback = changeQuestionOptimistically(
        queryClient,
        key,
        question.id,
        (shown) => withReaction(shown, reaction, on),
        reactionUndo(question, reaction, on)
      )
      return { rollback }
    },
    onError: (_error, _vote, context) => context?.rollback(),
    onSuccess: (counts, { question }) => changeQuestion(queryClient, key, question.id, (shown) => ({ ...shown, ...counts }))
  })
}
