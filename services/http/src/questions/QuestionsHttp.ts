import { HttpApiBuilder } from "@effect/platform"
import type { SqlError } from "@effect/sql"
import {
  AnswersBySellerOnly,
  AnswersClosed,
  AnswerTextInvalid,
  AuctionNotFound,
  CurrentUser,
  NotQuestionAsker,
  QuestionAnswered,
  QuestionEditExpired,
  QuestionNotAnswered,
  QuestionNotFound,
  QuestionsClosed,
  QuestionTextInvalid,
  RateLimited,
  RedlineApi,
  SellerCannotAsk
} from "@redline/api"
import {
  type AnswerFacts,
  answerEditRefusal,
  answerRefusal,
  answerTextError,
  askRefusal,
  questionChangeRefusal,
  questionDeleteRefusal,
  questionTextError
} from "@redline/domain"
import { currentDate, Outbox } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { RateLimiter } from "../RateLimiter.ts"
import { questionAnsweredMail, questionAskedMail, questionLink } from "./QuestionMail.ts"
import { type QuestionAuction, type QuestionFacts, QuestionsRepo } from "./QuestionsRepo.ts"

/** Someone with a list of things to ask asks a few at once; more is flooding the seller's page and mailbox. */
const ASK_LIMIT = { max: 10, windowMillis: 10 * 60_000 }

const askRefusals = { seller: SellerCannotAsk.default, closed: QuestionsClosed.default } as const
const changeRefusals = {
  not_asker: NotQuestionAsker.default,
  answered: QuestionAnswered.toChange,
  expired: QuestionEditExpired.default
} as const
const answerRefusals = { not_seller: AnswersBySellerOnly.default, answered: QuestionAnswered.toAnswer, closed: AnswersClosed.default } as const
const answerEditRefusals = {
  not_seller: AnswersBySellerOnly.default,
  unanswered: QuestionNotAnswered.default,
  closed: AnswersClosed.default
} as const

/** Fails with the refusal the rule gave, if it gave one. */
const refuseWith = <R extends Record<string, () => unknown>>(refusal: (keyof R & string) | null, refusals: R) =>
  refusal === null ? Effect.void : Effect.fail(refusals[refusal]!() as ReturnType<R[keyof R]>)

/** Text as stored: trimmed at both ends, newlines inside kept; a refusal names the rule it broke. */
const checkedText = <E>(text: string, problemOf: (text: string) => string | null, refusal: (message: string) => E) => {
  const problem = problemOf(text)
  return problem === null ? Effect.succeed(text.trim()) : Effect.fail(refusal(problem))
}

/**
 * Questions and answers (spec 3 §4, §6, §7). Each change reads the auction and the question,
 * the question locked, decides by the domain's rules and writes in one transaction, with the mail
 * it causes written to the outbox in the same transaction. Like watches, these are not auction
 * events: those are numbered by the auction's engine actor alone; other open pages see a new
 * question when they next load the list.
 */
export const QuestionsHttpLive = HttpApiBuilder.group(RedlineApi, "questions", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* QuestionsRepo
    const limiter = yield* RateLimiter
    const outbox = yield* Outbox
    const { publicUrl } = yield* AccountsConfig

    const auctionOf = (id: number) =>
      Effect.flatMap(
        Effect.orDie(repo.auction(id)),
        Option.match({ onNone: () => Effect.fail(AuctionNotFound.default()), onSome: Effect.succeed })
      )

    const questionOf = (auctionId: number, questionId: number) =>
      Effect.flatMap(
        Effect.orDie(repo.facts(auctionId, questionId)),
        Option.match({ onNone: () => Effect.fail(QuestionNotFound.default()), onSome: Effect.succeed })
      )

    /** One transaction; a database error is a defect (ServiceBusy), a refusal rolls everything back. */
    const inTransaction = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      repo.transaction(effect).pipe(Effect.catchTag("SqlError", (error) => Effect.die(error)))

    const linkTo = (auction: QuestionAuction, questionId: number) =>
      questionLink(publicUrl, { auctionId: auction.id, title: auction.title, questionId })

    /**
     * The seller's answer or its edit: the question read locked, the rule applied to the facts,
     * then the text checked and written, in one transaction; answers the question as it is then.
     */
    const sellersAnswer = <E1, E2>(
      path: { readonly auction_id: number; readonly question_id: number },
      typed: string,
      refuse: (facts: AnswerFacts) => Effect.Effect<void, E1>,
      write: (context: {
        readonly auction: QuestionAuction
        readonly question: QuestionFacts
        readonly sellerId: number
        readonly text: string
        readonly now: Date
      }) => Effect.Effect<void, E2 | SqlError.SqlError>
    ) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const now = yield* currentDate
        return yield* inTransaction(
          Effect.gen(function* () {
            const auction = yield* auctionOf(path.auction_id)
            const question = yield* questionOf(auction.id, path.question_id)
            yield* refuse({ isSeller: auction.seller_id === user.id, answered: question.answered, status: auction.status, auctionEnd: auction.auction_end, now })
            const text = yield* checkedText(typed, answerTextError, AnswerTextInvalid.of)
            yield* write({ auction, question, sellerId: user.id, text, now })
            return yield* repo.one(question.id, user.id)
          })
        )
      })

    return handlers
      .handle("list", ({ path }) =>
        Effect.gen(function* () {
          const viewer = yield* Effect.serviceOption(CurrentUser)
          yield* auctionOf(path.auction_id)
          const viewerId = Option.match(viewer, { onNone: () => null, onSome: (user) => user.id })
          const questions = yield* Effect.orDie(repo.list(path.auction_id, viewerId))
          return { questions, moderator: Option.exists(viewer, (user) => user.isAdmin) }
        }))
      .handle("ask", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const text = yield* checkedText(payload.text, questionTextError, QuestionTextInvalid.of)
          const now = yield* currentDate
          return yield* inTransaction(
            Effect.gen(function* () {
              const auction = yield* auctionOf(path.auction_id)
              yield* refuseWith(askRefusal({ status: auction.status, isSeller: auction.seller_id === user.id }), askRefusals)
              if (!(yield* limiter.attempt(`question:${user.id}`, ASK_LIMIT))) return yield* Effect.fail(RateLimited.default())
              const id = yield* repo.ask(auction.id, user.id, text, now)
              yield* outbox.enqueue(
                questionAskedMail({ username: auction.seller, email: auction.seller_email }, user.username, text, auction.title, linkTo(auction, id))
              )
              return yield* repo.one(id, user.id)
            })
          )
        }))
      .handle("edit", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const text = yield* checkedText(payload.text, questionTextError, QuestionTextInvalid.of)
          const now = yield* currentDate
          return yield* inTransaction(
            Effect.gen(function* () {
              const question = yield* questionOf(path.auction_id, path.question_id)
              yield* refuseWith(
                questionChangeRefusal({ isAsker: question.user_id === user.id, answered: question.answered, askedAt: question.created_at, now }),
                changeRefusals
              )
              yield* repo.edit(question.id, text, now)
              return yield* repo.one(question.id, user.id)
            })
          )
        }))
      .handle("delete", ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const now = yield* currentDate
          return yield* inTransaction(
            Effect.gen(function* () {
              const question = yield* questionOf(path.auction_id, path.question_id)
              yield* refuseWith(
                questionDeleteRefusal({
                  isAsker: question.user_id === user.id,
                  isStaff: user.isAdmin,
                  answered: question.answered,
                  askedAt: question.created_at,
                  now
                }),
                changeRefusals
              )
              return { questions: yield* repo.remove(path.auction_id, question.id, user.id, now) }
            })
          )
        }))
      .handle("answer", ({ path, payload }) =>
        sellersAnswer(path, payload.text, (facts) => refuseWith(answerRefusal(facts), answerRefusals), (context) =>
          Effect.gen(function* () {
            const { auction, question, text, now } = context
            yield* repo.answer(question.id, context.sellerId, text, now)
            yield* outbox.enqueue(
              questionAnsweredMail(
                { username: question.asker, email: question.asker_email },
                auction.seller,
                text,
                auction.title,
                linkTo(auction, question.id)
              )
            )
          })
        ))
      .handle("editAnswer", ({ path, payload }) =>
        sellersAnswer(path, payload.text, (facts) => refuseWith(answerEditRefusal(facts), answerEditRefusals), (context) =>
          repo.editAnswer(context.question.id, context.text, context.now)
        ))
  })
).pipe(Layer.provide(QuestionsRepo.Default))
