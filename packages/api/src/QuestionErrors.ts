import { ErrorCode, Messages } from "@redline/domain"
import { Refusal } from "./Refusal.ts"

/** Refusals of questions and answers (spec 3 §4, §6, §8); the rules behind them are the domain's `Questions`. */

export class SellerCannotAsk extends Refusal<SellerCannotAsk>()(
  "SellerCannotAsk",
  ErrorCode.seller_cannot_ask,
  403,
  Messages.sellerCannotAsk
) {}

/** The auction isn't running: questions are asked from its start to its end. */
export class QuestionsClosed extends Refusal<QuestionsClosed>()(
  "QuestionsClosed",
  ErrorCode.questions_closed,
  409,
  Messages.questionsClosed
) {}

/** Empty once trimmed, or longer than the limit ('Your question is too long'). */
export class QuestionTextInvalid extends Refusal<QuestionTextInvalid>()(
  "QuestionTextInvalid",
  ErrorCode.question_text_invalid,
  400,
  null
) {}

/** No such question on this auction, or it was deleted. */
export class QuestionNotFound extends Refusal<QuestionNotFound>()(
  "QuestionNotFound",
  ErrorCode.question_not_found,
  404,
  Messages.questionNotFound
) {}

export class NotQuestionAsker extends Refusal<NotQuestionAsker>()(
  "NotQuestionAsker",
  ErrorCode.not_question_asker,
  403,
  Messages.notQuestionAsker
) {}

/** The asker's edit window is over: 'Sorry, the edit period for this question has expired.' */
export class QuestionEditExpired extends Refusal<QuestionEditExpired>()(
  "QuestionEditExpired",
  ErrorCode.question_edit_expired,
  403,
  Messages.questionEditExpired
) {}

/** The question has its answer: the asker can't change it, and the seller answers it once. */
export class QuestionAnswered extends Refusal<QuestionAnswered>()("QuestionAnswered", ErrorCode.question_answered, 409, null) {
  static readonly toChange = () => QuestionAnswered.of(Messages.questionAnswered)
  static readonly toAnswer = () => QuestionAnswered.of(Messages.questionAlreadyAnswered)
}

export class AnswersBySellerOnly extends Refusal<AnswersBySellerOnly>()(
  "AnswersBySellerOnly",
  ErrorCode.answers_by_seller_only,
  403,
  Messages.answersBySellerOnly
) {}

/** More than a day after the end: the questions and answers stay as bidders read them. */
export class AnswersClosed extends Refusal<AnswersClosed>()("AnswersClosed", ErrorCode.answers_closed, 409, Messages.answersClosed) {}

export class AnswerTextInvalid extends Refusal<AnswerTextInvalid>()("AnswerTextInvalid", ErrorCode.answer_text_invalid, 400, null) {}

/** An answer edit for a question that has none. */
export class QuestionNotAnswered extends Refusal<QuestionNotAnswered>()(
  "QuestionNotAnswered",
  ErrorCode.question_not_answered,
  409,
  Messages.questionNotAnswered
) {}
