import type { Question, QuestionAuthor } from "@redline/api"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import { useApi } from "../api/useApi.ts"
import { cancelListFetch, countQuestions, hideQuestion, settleQuestion, type ShownQuestion, showQuestion } from "./questionCache.ts"
import type { QuestionListKey } from "./questionQueries.ts"

export interface TextChange {
  readonly question: ShownQuestion
  readonly text: string
}

/** The path of a question's endpoints. */
const questionPath = (auctionId: number, question: ShownQuestion) => ({ auction_id: auctionId, question_id: question.id })

/**
 * Sends a new text for a question or its answer, showing it at once (spec 3 §4: optimistic),
 * going back if the server refuses it and taking the server's version once it answers.
 */
function useTextChange(
  key: QuestionListKey,
  send: (api: Api, change: TextChange) => Promise<Question>,
  shownAs: (question: ShownQuestion, text: string, at: string) => ShownQuestion
) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: TextChange) => send(api, change),
    onMutate: async ({ question, text }: TextChange) => {
      await cancelListFetch(queryClient, key)
      return { rollback: showQuestion(queryClient, key, shownAs(question, text.trim(), new Date().toISOString())) }
    },
    onError: (_error, _change, context) => context?.rollback(),
    onSuccess: (question) => settleQuestion(queryClient, key, question.id, question)
  })
}

/** The asker's edit of their unanswered question. */
export const useEditQuestion = (auctionId: number, key: QuestionListKey) =>
  useTextChange(
    key,
    (api, { question, text }) => api("questions.edit", { path: questionPath(auctionId, question), body: { text } }),
    (question, text, at) => ({ ...question, text, edited_at: at })
  )

/** The seller's answer, shown beneath the question at once. */
export const useAnswerQuestion = (auctionId: number, key: QuestionListKey, seller: QuestionAuthor) =>
  useTextChange(
    key,
    (api, { question, text }) => api("questions.answer", { path: questionPath(auctionId, question), body: { text } }),
    (question, text, at) => ({ ...question, answer: { user: seller, text, timestamp: at, edited_at: null } })
  )

/** The seller's edit of their answer. */
export const useEditAnswer = (auctionId: number, key: QuestionListKey) =>
  useTextChange(
    key,
    (api, { question, text }) => api("questions.editAnswer", { path: questionPath(auctionId, question), body: { text } }),
    (question, text, at) => ({ ...question, answer: question.answer && { ...question.answer, text, edited_at: at } })
  )

/** Deletes a question (the asker's own, or any as staff): it leaves the list at once and comes back if refused. */
export function useDeleteQuestion(auctionId: number, key: QuestionListKey, onRefused: (error: Error) => void) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (question: ShownQuestion) => api("questions.delete", { path: questionPath(auctionId, question) }),
    onMutate: async (question) => {
      await cancelListFetch(queryClient, key)
      return { rollback: hideQuestion(queryClient, key, question.id) }
    },
    // Here rather than with `mutate`: the question left the page when the delete was sent, and
    // what `mutate` is told dies with it, so the refusal would go unsaid when it comes back.
    onError: (error, _question, context) => {
      context?.rollback()
      onRefused(error)
    },
    onSuccess: ({ questions }) => countQuestions(queryClient, auctionId, questions)
  })
}
