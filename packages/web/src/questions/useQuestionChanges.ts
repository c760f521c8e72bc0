import type { Question, QuestionAuthor, QuestionDeleted } from "@redline/api"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useSessionRequest } from "../session/useSessionRequest.ts"
import { cancelListFetch, countQuestions, hideQuestion, settleQuestion, type ShownQuestion, showQuestion } from "./questionCache.ts"
import type { QuestionListKey } from "./questionKeys.ts"

export interface TextChange {
  readonly question: ShownQuestion
  readonly text: string
}

const questionPath = (auctionId: number, questionId: number) => `/v1/auctions/${auctionId}/questions/${questionId}`

/**
 * Sends a new text for a question or its answer, showing it at once (spec 3 §4: optimistic),
 * going back if the server refuses it and taking the server's version once it answers.
 */
function useTextChange(
  key: QuestionListKey,
  send: (change: TextChange) => { readonly path: string; readonly method: "POST" | "PUT" },
  shownAs: (question: ShownQuestion, text: string, at: string) => ShownQuestion
) {
  const request = useSessionRequest()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: TextChange) => {
      const { path, method } = send(change)
      return request<Question>(path, { method, body: { text: change.text } })
    },
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
    ({ question }) => ({ path: questionPath(auctionId, question.id), method: "PUT" }),
    (question, text, at) => ({ ...question, text, edited_at: at })
  )

/** The seller's answer, shown beneath the question at once. */
export const useAnswerQuestion = (auctionId: number, key: QuestionListKey, seller: QuestionAuthor) =>
  useTextChange(
    key,
    ({ question }) => ({ path: `${questionPath(auctionId, question.id)}/answer`, method: "POST" }),
    (question, text, at) => ({ ...question, answer: { user: seller, text, timestamp: at, edited_at: null } })
  )

/** The seller's edit of their answer. */
export const useEditAnswer = (auctionId: number, key: QuestionListKey) =>
  useTextChange(
    key,
    ({ question }) => ({ path: `${questionPath(auctionId, question.id)}/answer`, method: "PUT" }),
    (question, text, at) => ({ ...question, answer: question.answer && { ...question.answer, text, edited_at: at } })
  )

/** Deletes a question (the asker's own, or any as staff): it leaves the list at once and comes back if refused. */
export function useDeleteQuestion(auctionId: number, key: QuestionListKey, onRefused: (error: Error) => void) {
  const request = useSessionRequest()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (question: ShownQuestion) => request<QuestionDeleted>(questionPath(auctionId, question.id), { method: "DELETE" }),
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
