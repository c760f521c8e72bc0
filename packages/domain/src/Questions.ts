import { hasEnded, isExpired, isRunning } from "./AuctionStatus.ts"
import { Messages } from "./Messages.ts"

/**
 * Questions and answers on an auction (spec 3 §4, §5, §6). The spec leaves the limits out; these
 * are ours. A question is a few sentences about the car, an answer may explain at more length.
 */
export const QUESTION_MAX_LENGTH = 1000
export const ANSWER_MAX_LENGTH = 2000

/** How long after asking the asker may still edit or delete an unanswered question. */
export const QUESTION_EDIT_WINDOW_MS = 15 * 60_000

/** Characters as people count them: an emoji is one, not the two UTF-16 units it takes. */
export const textLength = (text: string): number => [...text.trim()].length

/**
 * Whether the text shows anything: more than spaces and invisible format characters (zero-width
 * spaces and joiners, word joiners, byte order marks, direction marks…), which alone would post
 * an entry with nothing to read.
 */
export const hasVisibleText = (text: string): boolean => /[^\s\p{Cf}]/u.test(text)

/** Text as the rules of questions, answers and comments take it: something to read, and no more than `maximum` once trimmed. */
export const textError = (text: string, maximum: number, empty: string, tooLong: string): string | null => {
  if (!hasVisibleText(text)) return empty
  return textLength(text) > maximum ? tooLong : null
}

/** A question is kept trimmed (newlines inside stay); what is left must be there and fit. */
export function questionTextError(text: string): string | null {
  return textError(text, QUESTION_MAX_LENGTH, Messages.questionEmpty, Messages.questionTooLong)
}

export function answerTextError(text: string): string | null {
  return textError(text, ANSWER_MAX_LENGTH, Messages.answerEmpty, Messages.answerTooLong)
}

/**
 * Questions are asked while the auction runs, by anyone signed in but its seller. They serve
 * people deciding whether and how much to bid: there is no one to ask for in a preview, and after
 * the end the winner talks to the seller in the buyer area instead.
 */
export function askRefusal({ status, isSeller }: { readonly status: number; readonly isSeller: boolean }): "seller" | "closed" | null {
  if (isSeller) return "seller"
  return isRunning(status) ? null : "closed"
}

/**
 * The seller answers, and edits answers, while the auction runs and for a day after it ends, so
 * a question asked in the last minutes still gets its answer. Later the record stays as the
 * bidders read it.
 */
export function answersOpen(status: number, auctionEnd: Date, now: Date): boolean {
  return isRunning(status) || (hasEnded(status) && !isExpired(auctionEnd, now))
}

export interface AnswerFacts {
  readonly isSeller: boolean
  /** The question has an answer already. */
  readonly answered: boolean
  readonly status: number
  readonly auctionEnd: Date
  readonly now: Date
}

/** Only the auction's seller answers, an unanswered question, while answers are open. */
export function answerRefusal({ isSeller, answered, status, auctionEnd, now }: AnswerFacts): "not_seller" | "answered" | "closed" | null {
  if (!isSeller) return "not_seller"
  if (answered) return "answered"
  return answersOpen(status, auctionEnd, now) ? null : "closed"
}

/** The seller edits an answer there is, while answers are open. */
export function answerEditRefusal({
  isSeller,
  answered,
  status,
  auctionEnd,
  now
}: AnswerFacts): "not_seller" | "unanswered" | "closed" | null {
  if (!isSeller) return "not_seller"
  if (!answered) return "unanswered"
  return answersOpen(status, auctionEnd, now) ? null : "closed"
}

/** Whether a question asked at `askedAt` is still in its edit window; the window's last instant counts. */
export function withinQuestionEditWindow(askedAt: Date, now: Date): boolean {
  return now.getTime() - askedAt.getTime() <= QUESTION_EDIT_WINDOW_MS
}

export interface QuestionChangeFacts {
  readonly isAsker: boolean
  readonly answered: boolean
  readonly askedAt: Date
  readonly now: Date
}

/**
 * The asker edits or deletes their own question while it is unanswered and within its window
 * (spec 3 §4, §6): once answered, the answer would read against a question that changed.
 */
export function questionChangeRefusal({
  isAsker,
  answered,
  askedAt,
  now
}: QuestionChangeFacts): "not_asker" | "answered" | "expired" | null {
  if (!isAsker) return "not_asker"
  if (answered) return "answered"
  return withinQuestionEditWindow(askedAt, now) ? null : "expired"
}

/** Staff delete any question at any time (spec 3 §4 moderation); anyone else as the asker may change it. */
export function questionDeleteRefusal(
  facts: QuestionChangeFacts & { readonly isStaff: boolean }
): "not_asker" | "answered" | "expired" | null {
  return facts.isStaff ? null : questionChangeRefusal(facts)
}

/** What one reader may do with one question, as its page offers it. */
export interface QuestionActions {
  /** The asker edits it. */
  readonly edit: boolean
  /** The asker, or staff, deletes it. */
  readonly delete: boolean
  /** The seller answers it. */
  readonly answer: boolean
  /** The seller edits the answer. */
  readonly editAnswer: boolean
}

export interface QuestionReaderFacts {
  readonly isAsker: boolean
  readonly isSeller: boolean
  readonly isStaff: boolean
  readonly answered: boolean
  readonly askedAt: Date
  readonly status: number
  readonly auctionEnd: Date
  readonly now: Date
}

/** The changes a reader may make to a question now, by the rules above (the server holds to the same ones). */
export function questionActions(facts: QuestionReaderFacts): QuestionActions {
  const change = { isAsker: facts.isAsker, answered: facts.answered, askedAt: facts.askedAt, now: facts.now }
  const answer = { isSeller: facts.isSeller, answered: facts.answered, status: facts.status, auctionEnd: facts.auctionEnd, now: facts.now }
  return {
    edit: questionChangeRefusal(change) === null,
    delete: questionDeleteRefusal({ ...change, isStaff: facts.isStaff }) === null,
    answer: answerRefusal(answer) === null,
    editAnswer: answerEditRefusal(answer) === null
  }
}
