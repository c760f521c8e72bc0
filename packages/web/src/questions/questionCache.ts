import type { Question, QuestionList } from "@redline/api"
import type { QuestionChange } from "@redline/domain"
import type { QueryClient } from "@tanstack/react-query"
import { changeAuction } from "../auction/auctionQueries.ts"
import type { QuestionListKey } from "./questionQueries.ts"

/** A question as the page shows it: one just asked is shown at once, marked while it is on its way. */
export type ShownQuestion = Question & { readonly sending?: boolean }

type ShownList = Omit<QuestionList, "questions"> & { readonly questions: ReadonlyArray<ShownQuestion> }

const changeList = (
  queryClient: QueryClient,
  key: QuestionListKey,
  change: (questions: ReadonlyArray<ShownQuestion>) => ReadonlyArray<ShownQuestion>
) => queryClient.setQueryData<ShownList>(key, (list) => list && { ...list, questions: change(list.questions) })

const listed = (queryClient: QueryClient, key: QuestionListKey): ReadonlyArray<ShownQuestion> =>
  queryClient.getQueryData<ShownList>(key)?.questions ?? []

/** The questions the server has (those on their way left out). */
export const listedCount = (queryClient: QueryClient, key: QuestionListKey): number =>
  listed(queryClient, key).filter((question) => question.sending !== true).length

/** Undoes an optimistic change when the server refuses it. */
export type Rollback = () => void

/**
 * Shows `question` at once: in place of the one with its id, or first (the newest) if there is
 * none. Going back puts the list's earlier question back where it was, or takes the new one out.
 */
export function showQuestion(queryClient: QueryClient, key: QuestionListKey, question: ShownQuestion): Rollback {
  const before = listed(queryClient, key).find((shown) => shown.id === question.id)
  changeList(queryClient, key, (questions) =>
    before === undefined ? [question, ...questions] : questions.map((shown) => (shown.id === question.id ? question : shown))
  )
  return () =>
    changeList(queryClient, key, (questions) =>
      before === undefined
        ? questions.filter((shown) => shown.id !== question.id)
        : questions.map((shown) => (shown.id === question.id ? before : shown))
    )
}

/**
 * The server's question in place of the one shown for it (a just-asked one has a stand-in id
 * until then, and its live event may have listed it already). Answers whether the list showed it:
 * one still on its first read when the question was asked didn't.
 */
export function settleQuestion(queryClient: QueryClient, key: QuestionListKey, shownId: number, question: Question): boolean {
  const questions = listed(queryClient, key)
  // its live event came first and took the stand-in's place (`hearQuestion`)
  if (questions.some((shown) => shown.id === question.id) && !questions.some((shown) => shown.id === shownId)) return true
  if (!questions.some((shown) => shown.id === shownId)) return false
  changeList(queryClient, key, (questions) =>
    questions.filter((shown) => shown.id === shownId || shown.id !== question.id).map((shown) => (shown.id === shownId ? question : shown))
  )
  return true
}

/** The reader's question still on its way that `question`, just heard of, is: same author, same words. */
const standInFor = (questions: ReadonlyArray<ShownQuestion>, question: Question): ShownQuestion | undefined =>
  questions.find((shown) => shown.sending === true && shown.user.username === question.user.username && shown.text === question.text)

/** Changes the question shown with `id`, if it is. */
export function changeQuestion(
  queryClient: QueryClient,
  key: QuestionListKey,
  id: number,
  change: (question: ShownQuestion) => ShownQuestion
): void {
  changeList(queryClient, key, (questions) => questions.map((shown) => (shown.id === id ? change(shown) : shown)))
}

/**
 * Changes the question at once; going back applies `undo` to it as it then stands, so what
 * reached it meanwhile (another page's edit, its counts) stays, as a comment's change goes back.
 */
export function changeQuestionOptimistically(
  queryClient: QueryClient,
  key: QuestionListKey,
  id: number,
  change: (question: ShownQuestion) => ShownQuestion,
  undo: (question: ShownQuestion) => ShownQuestion
): Rollback {
  changeQuestion(queryClient, key, id, change)
  return () => changeQuestion(queryClient, key, id, undo)
}

/**
 * A question as another page changed it (its live event): as everyone sees it, with the reader's
 * own marks kept (a new one is theirs if they asked it elsewhere), first if it is new (in place of
 * the reader's own on its way, if it is that one), gone once deleted. Answers the number of questions listed after it, or null while the list isn't read yet.
 */
export function hearQuestion(
  queryClient: QueryClient,
  key: QuestionListKey,
  { id, question }: QuestionChange,
  reader: string | null
): number | null {
  if (queryClient.getQueryData(key) === undefined) return null
  changeList(queryClient, key, (questions) => {
    if (question === null) return questions.filter((shown) => shown.id !== id)
    const shown = questions.find((listed) => listed.id === id)
    if (shown !== undefined) return questions.map((listed) => (listed.id === id ? { ...shown, ...question } : listed))
    const heard = { ...question, mine: question.user.username === reader, upvoted: false, flagged: false }
    // the reader's own question, heard before its answer: in place of the one shown while it was on its way
    const standIn = heard.mine ? standInFor(questions, heard) : undefined
    if (standIn !== undefined) return questions.map((listed) => (listed === standIn ? heard : listed))
    return [heard, ...questions]
  })
  return listedCount(queryClient, key)
}

/** Takes the question off the list at once; going back puts it where it was. */
export function hideQuestion(queryClient: QueryClient, key: QuestionListKey, id: number): Rollback {
  const questions = listed(queryClient, key)
  const index = questions.findIndex((shown) => shown.id === id)
  const hidden = questions[index]
  changeList(queryClient, key, (shown) => shown.filter((question) => question.id !== id))
  return () =>
    hidden !== undefined &&
    changeList(queryClient, key, (shown) => (shown.some((question) => question.id === id) ? shown : shown.toSpliced(index, 0, hidden)))
}

/** The auction's question count, on its page's cached detail and stats, as the server counts them now. */
export function countQuestions(queryClient: QueryClient, auctionId: number, questions: number): void {
  changeAuction(queryClient, auctionId, (auction) => ({ ...auction, questions, stats: { ...auction.stats, questions } }))
}

/**
 * Stops a read of the list in flight, so an answer read before a change can't undo it. A first
 * read is left to finish: stopped, it would leave the list with nothing to show and no read on its way.
 */
export const cancelListFetch = (queryClient: QueryClient, key: QuestionListKey): Promise<void> =>
  queryClient.getQueryData(key) === undefined ? Promise.resolve() : queryClient.cancelQueries({ queryKey: key })
