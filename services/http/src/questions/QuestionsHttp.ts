import {
  AnswersBySellerOnly,
  AnswersClosed,
  AnswerTextInvalid,
  AuctionNotFound,
  CurrentUser,
  NotQuestionAsker,
  OwnContent,
  QuestionAnswered,
  QuestionEditExpired,
  QuestionNotAnswered,
  QuestionNotFound,
  QuestionsClosed,
  QuestionTextInvalid,
  RedlineApi,
  SellerCannotAsk,
  StaffContent
} from "@redline/api"
import { Messages } from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { type QuestionRefused, Questions, type QuestionTextRefused } from "./Questions.ts"
import { limitRefusal } from "../RateLimits.ts"
import { apiGroup } from "../ReadLanes.ts"

const askRefusals = {
  auction_not_found: AuctionNotFound.default,
  seller: SellerCannotAsk.default,
  closed: QuestionsClosed.default
} as const
const changeRefusals = {
  question_not_found: QuestionNotFound.default,
  not_asker: NotQuestionAsker.default,
  answered: QuestionAnswered.toChange,
  expired: QuestionEditExpired.default
} as const
const answerRefusals = {
  auction_not_found: AuctionNotFound.default,
  question_not_found: QuestionNotFound.default,
  not_seller: AnswersBySellerOnly.default,
  answered: QuestionAnswered.toAnswer,
  closed: AnswersClosed.default
} as const
const answerEditRefusals = {
  auction_not_found: AuctionNotFound.default,
  question_not_found: QuestionNotFound.default,
  not_seller: AnswersBySellerOnly.default,
  unanswered: QuestionNotAnswered.default,
  closed: AnswersClosed.default
} as const

const upvoteRefusals = {
  question_not_found: QuestionNotFound.default,
  own: () => OwnContent.of(Messages.ownQuestionVote)
} as const
const flagRefusals = { ...upvoteRefusals, staff: StaffContent.default } as const

/** The refusal the table gives for the reason the service gave. */
const refusedBy =
  <R extends Record<string, () => unknown>>(refusals: R) =>
  ({ reason }: QuestionRefused<keyof R & string>) =>
    Effect.fail(refusals[reason]!() as ReturnType<R[keyof R]>)

const questionText = ({ message }: QuestionTextRefused) => Effect.fail(QuestionTextInvalid.of(message))
const answerText = ({ message }: QuestionTextRefused) => Effect.fail(AnswerTextInvalid.of(message))

/** Questions and answers (spec 3 §4, §6, §7): the request to the `Questions` service, its refusals to the API's. */
export const QuestionsHttpLive = apiGroup(RedlineApi, "questions", (handlers) =>
  Effect.gen(function* () {
    const questions = yield* Questions
    return handlers
      .handle("list", ({ path }) =>
        Effect.gen(function* () {
          const viewer = yield* Effect.serviceOption(CurrentUser)
          const viewerId = Option.match(viewer, { onNone: () => null, onSome: (user) => user.id })
          const listed = yield* questions
            .list(path.auction_id, viewerId)
            .pipe(Effect.catchTag("QuestionRefused", () => Effect.fail(AuctionNotFound.default())))
          return { questions: listed, moderator: Option.exists(viewer, (user) => user.isAdmin) }
        })
      )
      .handle("ask", ({ path, payload }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) =>
          questions.ask(path.auction_id, user, payload.text, now)
        ).pipe(Effect.catchTags({ QuestionRefused: refusedBy(askRefusals), QuestionTextRefused: questionText, LimitReached: limitRefusal }))
      )
      .handle("edit", ({ path, payload }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) => questions.edit(path, user, payload.text, now)).pipe(
          Effect.catchTags({ QuestionRefused: refusedBy(changeRefusals), QuestionTextRefused: questionText })
        )
      )
      .handle("delete", ({ path }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) => questions.remove(path, user, now)).pipe(
          Effect.map((count) => ({ questions: count })),
          Effect.catchTag("QuestionRefused", refusedBy(changeRefusals))
        )
      )
      .handle("answer", ({ path, payload }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) => questions.answer(path, user, payload.text, now)).pipe(
          Effect.catchTags({ QuestionRefused: refusedBy(answerRefusals), QuestionTextRefused: answerText })
        )
      )
      .handle("editAnswer", ({ path, payload }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) => questions.editAnswer(path, user, payload.text, now)).pipe(
          Effect.catchTags({ QuestionRefused: refusedBy(answerEditRefusals), QuestionTextRefused: answerText })
        )
      )
      .handle("upvote", ({ path, payload }) =>
        Effect.flatMap(CurrentUser, (user) => questions.upvote(path, user, payload.upvote)).pipe(
          Effect.map((upvotes) => ({ upvotes, upvoted: payload.upvote })),
          Effect.catchTags({ QuestionRefused: refusedBy(upvoteRefusals), LimitReached: limitRefusal })
        )
      )
      .handle("flag", ({ path, payload }) =>
        Effect.flatMap(CurrentUser, (user) => questions.flag(path, user, payload.flag)).pipe(
          Effect.map((flags) => ({ flags, flagged: payload.flag })),
          Effect.catchTags({ QuestionRefused: refusedBy(flagRefusals), LimitReached: limitRefusal })
        )
      )
  })
).pipe(Layer.provide(Questions.Default))
