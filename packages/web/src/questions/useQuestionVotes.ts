import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { cancelListFetch, changeQuestion, type ShownQuestion } from "./questionCache.ts"
import type { QuestionListKey } from "./questionQueries.ts"

export interface Vote {
  readonly question: ShownQuestion
  readonly on: boolean
}

/** A count after the reader's vote changed it: one more or one less, never below 0. */
const counted = (count: number, was: boolean, on: boolean) => Math.max(0, count + (on === was ? 0 : on ? 1 : -1))

/**
 * Upvotes a question or takes the upvote back (spec 3 §4: optimistic with rollback): the count
 * and the button change at once, go back if the server refuses, and take the server's count once
 * it answers.
 */
export function useUpvoteQuestion(auctionId: number, key: QuestionListKey) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ question, on }: Vote) =>
      api("questions.upvote", { path: { auction_id: auctionId, question_id: question.id }, body: { upvote: on } }),
    onMutate: async ({ question, on }: Vote) => {
      await cancelListFetch(queryClient, key)
      const rollback = changeQuestion(queryClient, key, question.id, (shown) => ({
        ...shown,
        upvotes: counted(shown.upvotes, shown.upvoted, on),
        upvoted: on
      }))
      return { rollback }
    },
    onError: (_error, _vote, context) => context?.rollback(),
    onSuccess: ({ upvotes, upvoted }, { question }) =>
      void changeQuestion(queryClient, key, question.id, (shown) => ({ ...shown, upvotes, upvoted }))
  })
}

/** Flags a question or takes the flag back, as an upvote is: at once, back if refused. */
export function useFlagQuestion(auctionId: number, key: QuestionListKey) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ question, on }: Vote) =>
      api("questions.flag", { path: { auction_id: auctionId, question_id: question.id }, body: { flag: on } }),
    onMutate: async ({ question, on }: Vote) => {
      await cancelListFetch(queryClient, key)
      const rollback = changeQuestion(queryClient, key, question.id, (shown) => ({
        ...shown,
        flags: counted(shown.flags, shown.flagged, on),
        flagged: on
      }))
      return { rollback }
    },
    onError: (_error, _vote, context) => context?.rollback(),
    onSuccess: ({ flags, flagged }, { question }) =>
      void changeQuestion(queryClient, key, question.id, (shown) => ({ ...shown, flags, flagged }))
  })
}
