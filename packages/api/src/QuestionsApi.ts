import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import type { QuestionAnswer, QuestionAuthor as QuestionAuthorData, QuestionEntry as QuestionEntryData } from "@redline/domain"
import { Schema } from "effect"
import { AuctionNotFound, RateLimited } from "./ApiErrors.ts"
import { Authentication, OptionalAuthentication } from "./Authentication.ts"
import { AuctionIdPath } from "./AuctionsApi.ts"
import { OwnContent, StaffContent } from "./CommentErrors.ts"
import { Flag, Flags, Upvote, Upvotes } from "./CommentsApi.ts"
import { ProfilePhoto } from "./ProfileApi.ts"
import {
  AnswersBySellerOnly,
  AnswersClosed,
  AnswerTextInvalid,
  NotQuestionAsker,
  QuestionAnswered,
  QuestionEditExpired,
  QuestionNotAnswered,
  QuestionNotFound,
  QuestionsClosed,
  QuestionTextInvalid,
  SellerCannotAsk
} from "./QuestionErrors.ts"
import { IdFromString } from "./Id.ts"

export const QuestionPath = Schema.Struct({
  auction_id: IdFromString,
  question_id: IdFromString
})

/** Who wrote a question or an answer, as the page shows them: the domain's `QuestionAuthor`. */
export const QuestionAuthor = Schema.Struct({
  username: Schema.String,
  photo: Schema.NullOr(ProfilePhoto)
}) satisfies Schema.Schema<QuestionAuthorData>
export type QuestionAuthor = typeof QuestionAuthor.Type

/** The seller's answer (spec 3 §3). Texts are plain text, newlines kept; times ISO 8601. */
export const Answer = Schema.Struct({
  user: QuestionAuthor,
  text: Schema.String,
  timestamp: Schema.String,
  edited_at: Schema.NullOr(Schema.String)
}) satisfies Schema.Schema<QuestionAnswer>
export type Answer = typeof Answer.Type

/** A question as everyone sees it: the domain's `QuestionEntry`, the data of a 'question' event. */
export const QuestionEntry = Schema.Struct({
  id: Schema.Int,
  user: QuestionAuthor,
  text: Schema.String,
  timestamp: Schema.String,
  edited_at: Schema.NullOr(Schema.String),
  answer: Schema.NullOr(Answer),
  upvotes: Schema.Int,
  flags: Schema.Int,
  /** Staff flagged it: it stays collapsed whatever its flags. */
  system_flagged: Schema.Boolean
}) satisfies Schema.Schema<QuestionEntryData>

/** A question as its reader sees it: whether they asked, upvoted and flagged it (false for a visitor). */
export const Question = Schema.Struct({
  ...QuestionEntry.fields,
  mine: Schema.Boolean,
  upvoted: Schema.Boolean,
  flagged: Schema.Boolean
})
export type Question = typeof Question.Type

/** An auction's questions, newest first; deleted ones are left out. */
export const QuestionList = Schema.Struct({
  questions: Schema.Array(Question),
  /** The reader is staff, who may delete any question. */
  moderator: Schema.Boolean
})
export type QuestionList = typeof QuestionList.Type

/** A question or an answer, as asked, edited or answered. */
export const QuestionText = Schema.Struct({ text: Schema.String })
export type QuestionText = typeof QuestionText.Type

/** What is left once a question is deleted: the auction's number of questions. */
export const QuestionDeleted = Schema.Struct({ questions: Schema.Int })
export type QuestionDeleted = typeof QuestionDeleted.Type

/**
 * Questions and answers on an auction (spec 3 §4, §7): anyone reads them; signed-in users but the
 * seller ask while the auction runs; the seller answers and edits answers; the asker edits or
 * deletes an unanswered question within its window; staff delete any; signed-in users upvote and
 * flag others' questions.
 */
export class QuestionsApi extends HttpApiGroup.make("questions")
  .add(
    HttpApiEndpoint.get("list", "/v1/auctions/:auction_id/questions")
      .setPath(AuctionIdPath)
      .addSuccess(QuestionList)
      .addError(AuctionNotFound)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.post("ask", "/v1/auctions/:auction_id/questions")
      .setPath(AuctionIdPath)
      .setPayload(QuestionText)
      .addSuccess(Question, { status: 201 })
      .addError(AuctionNotFound)
      .addError(SellerCannotAsk)
      .addError(QuestionsClosed)
      .addError(QuestionTextInvalid)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("edit", "/v1/auctions/:auction_id/questions/:question_id")
      .setPath(QuestionPath)
      .setPayload(QuestionText)
      .addSuccess(Question)
      .addError(AuctionNotFound)
      .addError(QuestionNotFound)
      .addError(NotQuestionAsker)
      .addError(QuestionAnswered)
      .addError(QuestionEditExpired)
      .addError(QuestionTextInvalid)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.del("delete", "/v1/auctions/:auction_id/questions/:question_id")
      .setPath(QuestionPath)
      .addSuccess(QuestionDeleted)
      .addError(AuctionNotFound)
      .addError(QuestionNotFound)
      .addError(NotQuestionAsker)
      .addError(QuestionAnswered)
      .addError(QuestionEditExpired)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("answer", "/v1/auctions/:auction_id/questions/:question_id/answer")
      .setPath(QuestionPath)
      .setPayload(QuestionText)
      .addSuccess(Question)
      .addError(AuctionNotFound)
      .addError(QuestionNotFound)
      .addError(AnswersBySellerOnly)
      .addError(QuestionAnswered)
      .addError(AnswersClosed)
      .addError(AnswerTextInvalid)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("editAnswer", "/v1/auctions/:auction_id/questions/:question_id/answer")
      .setPath(QuestionPath)
      .setPayload(QuestionText)
      .addSuccess(Question)
      .addError(AuctionNotFound)
      .addError(QuestionNotFound)
      .addError(AnswersBySellerOnly)
      .addError(QuestionNotAnswered)
      .addError(AnswersClosed)
      .addError(AnswerTextInvalid)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("upvote", "/v1/auctions/:auction_id/questions/:question_id/upvote")
      .setPath(QuestionPath)
      .setPayload(Upvote)
      .addSuccess(Upvotes)
      .addError(AuctionNotFound)
      .addError(QuestionNotFound)
      .addError(OwnContent)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("flag", "/v1/auctions/:auction_id/questions/:question_id/flag")
      .setPath(QuestionPath)
      .setPayload(Flag)
      .addSuccess(Flags)
      .addError(AuctionNotFound)
      .addError(QuestionNotFound)
      .addError(OwnContent)
      .addError(StaffContent)
      .addError(RateLimited)
      .middleware(Authentication)
  ) {}
