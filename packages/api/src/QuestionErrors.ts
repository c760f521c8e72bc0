import { HttpApiSchema } from "@effect/platform"
import { Messages } from "@redline/domain"
import { Schema } from "effect"
import { ErrorCode, errorFields } from "./ApiErrors.ts"

/** Refusals of questions and answers (spec 3 §4, §6, §8); the rules behind them are the domain's `Questions`. */

export class SellerCannotAsk extends Schema.TaggedError<SellerCannotAsk>()(
  "SellerCannotAsk",
  errorFields(ErrorCode.seller_cannot_ask),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new SellerCannotAsk({ error_code: ErrorCode.seller_cannot_ask, message: Messages.sellerCannotAsk })
}

/** The auction isn't running: questions are asked from its start to its end. */
export class QuestionsClosed extends Schema.TaggedError<QuestionsClosed>()(
  "QuestionsClosed",
  errorFields(ErrorCode.questions_closed),
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly default = () => new QuestionsClosed({ error_code: ErrorCode.questions_closed, message: Messages.questionsClosed })
}

/** Empty once trimmed, or longer than the limit ('Your question is too long'). */
export class QuestionTextInvalid extends Schema.TaggedError<QuestionTextInvalid>()(
  "QuestionTextInvalid",
  errorFields(ErrorCode.question_text_invalid),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly of = (message: string) => new QuestionTextInvalid({ error_code: ErrorCode.question_text_invalid, message })
}

/** No such question on this auction, or it was deleted. */
export class QuestionNotFound extends Schema.TaggedError<QuestionNotFound>()(
  "QuestionNotFound",
  errorFields(ErrorCode.question_not_found),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () => new QuestionNotFound({ error_code: ErrorCode.question_not_found, message: Messages.questionNotFound })
}

export class NotQuestionAsker extends Schema.TaggedError<NotQuestionAsker>()(
  "NotQuestionAsker",
  errorFields(ErrorCode.not_question_asker),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new NotQuestionAsker({ error_code: ErrorCode.not_question_asker, message: Messages.notQuestionAsker })
}

/** The asker's edit window is over: 'Sorry, the edit period for this question has expired.' */
export class QuestionEditExpired extends Schema.TaggedError<QuestionEditExpired>()(
  "QuestionEditExpired",
  errorFields(ErrorCode.question_edit_expired),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () =>
    new QuestionEditExpired({ error_code: ErrorCode.question_edit_expired, message: Messages.questionEditExpired })
}

/** The question has its answer: the asker can't change it, and the seller answers it once. */
export class QuestionAnswered extends Schema.TaggedError<QuestionAnswered>()(
  "QuestionAnswered",
  errorFields(ErrorCode.question_answered),
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly toChange = () => new QuestionAnswered({ error_code: ErrorCode.question_answered, message: Messages.questionAnswered })
  static readonly toAnswer = () =>
    new QuestionAnswered({ error_code: ErrorCode.question_answered, message: Messages.questionAlreadyAnswered })
}

export class AnswersBySellerOnly extends Schema.TaggedError<AnswersBySellerOnly>()(
  "AnswersBySellerOnly",
  errorFields(ErrorCode.answers_by_seller_only),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () =>
    new AnswersBySellerOnly({ error_code: ErrorCode.answers_by_seller_only, message: Messages.answersBySellerOnly })
}

/** More than a day after the end: the questions and answers stay as bidders read them. */
export class AnswersClosed extends Schema.TaggedError<AnswersClosed>()(
  "AnswersClosed",
  errorFields(ErrorCode.answers_closed),
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly default = () => new AnswersClosed({ error_code: ErrorCode.answers_closed, message: Messages.answersClosed })
}

export class AnswerTextInvalid extends Schema.TaggedError<AnswerTextInvalid>()(
  "AnswerTextInvalid",
  errorFields(ErrorCode.answer_text_invalid),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly of = (message: string) => new AnswerTextInvalid({ error_code: ErrorCode.answer_text_invalid, message })
}

/** An answer edit for a question that has none. */
export class QuestionNotAnswered extends Schema.TaggedError<QuestionNotAnswered>()(
  "QuestionNotAnswered",
  errorFields(ErrorCode.question_not_answered),
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly default = () =>
    new QuestionNotAnswered({ error_code: ErrorCode.question_not_answered, message: Messages.questionNotAnswered })
}
