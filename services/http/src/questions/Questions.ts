import {
  type AnswerFacts,
  answerEditRefusal,
  answerRefusal,
  answerTextError,
  askRefusal,
  questionChangeRefusal,
  flagRefusal,
  questionDeleteRefusal,
  questionTextError,
  REACTION_RATE,
  type Reaction,
  upvoteRefusal
} from "@redline/domain"
import { Outbox } from "@redline/infra"
import { Data, Effect, Option } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { reactionLimitKey } from "../comments/Comments.ts"
import { RateLimits } from "../RateLimits.ts"
import { ThreadLog } from "../realtime/ThreadLog.ts"
import { questionAnsweredMail, questionAskedMail, questionLink } from "./QuestionMail.ts"
import { type QuestionAuction, type QuestionFacts, QuestionsRepo } from "./QuestionsRepo.ts"

/** Someone with a list of things to ask asks a few at once; more is flooding the seller's page and mailbox. */
const ASK_LIMIT = { max: 10, window: "10 minutes" } as const

/**
 * Why a question or answer was not changed: the auction or the question is not there, the asker
 * asked too often, or a rule of the domain refused it with its reason (`askRefusal`,
 * `questionChangeRefusal`, `answerRefusal`…). Each action names the reasons it can give.
 */
export class QuestionRefused<Reason extends string> extends Data.TaggedError("QuestionRefused")<{ readonly reason: Reason }> {}

/** The text of a question or an answer broke a rule; the message names it. */
export class QuestionTextRefused extends Data.TaggedError("QuestionTextRefused")<{ readonly message: string }> {}

const refused = <Reason extends string>(reason: Reason) => new QuestionRefused({ reason })

const refuseIf = <Reason extends string>(reason: Reason | null) => (reason === null ? Effect.void : Effect.fail(refused(reason)))

/** Text as stored: trimmed at both ends, newlines inside kept. */
const checkedText = (text: string, problemOf: (text: string) => string | null) => {
  const problem = problemOf(text)
  return problem === null ? Effect.succeed(text.trim()) : Effect.fail(new QuestionTextRefused({ message: problem }))
}

/** The signed-in person acting. */
interface Actor {
  readonly id: number
  readonly username: string
  readonly isAdmin: boolean
}

interface QuestionPath {
  readonly auction_id: number
  readonly question_id: number
}

/**
 * What a change did: its answer, and what it did to the question: nothing, what is shown of it
 * (new, its counts), or a text (the question's or the answer's, or the question deleted).
 */
interface Changed<A> {
  readonly answer: A
  readonly questionId: number
  readonly changed: "nothing" | "shown" | "text"
}

/**
 * Questions and answers (spec 3 §4, §6, §7). Each change reads the auction and the question,
 * the question locked, decides by the domain's rules and writes in one transaction, with the mail
 * it causes written to the outbox and the question as everyone then sees it (null once deleted)
 * appended to the auction's thread log in the same transaction; a refusal rolls everything back.
 * Once committed the event is published on the auction's `thread` channel, so open pages show it
 * at once.
 */
export class Questions extends Effect.Service<Questions>()("@redline/http/Questions", {
  effect: Effect.gen(function* () {
    const repo = yield* QuestionsRepo
    const limits = yield* RateLimits
    const outbox = yield* Outbox
    const log = yield* ThreadLog
    const { publicUrl } = yield* AccountsConfig

    /**
     * Runs a change in one transaction that ends by logging the question's event, then publishes
     * it; answers the change's answer. A change of a text first rewrites the question's earlier
     * events to what it now says (null once deleted), so a rewind never tells what was taken back.
     */
    const changing = <A, E, R>(auctionId: number, change: Effect.Effect<Changed<A>, E, R>) =>
      Effect.gen(function* () {
        const [answer, event] = yield* repo.transaction(
          Effect.gen(function* () {
            const { answer, questionId, changed } = yield* change
            if (changed === "nothing") return [answer, Option.none()] as const
            const current = { id: questionId, question: yield* repo.entry(questionId) }
            if (changed === "text") yield* log.restate(auctionId, "question", current)
            return [answer, Option.some(yield* log.append(auctionId, "question", current))] as const
          })
        )
        if (Option.isSome(event)) yield* log.publish(auctionId, event.value)
        return answer
      })

    const auctionOf = (id: number) =>
      Effect.flatMap(repo.auction(id), Option.match({ onNone: () => Effect.fail(refused("auction_not_found")), onSome: Effect.succeed }))

    const questionOf = (auctionId: number, questionId: number) =>
      Effect.flatMap(
        repo.facts(auctionId, questionId),
        Option.match({ onNone: () => Effect.fail(refused("question_not_found")), onSome: Effect.succeed })
      )

    const linkTo = (auction: QuestionAuction, questionId: number) =>
      questionLink(publicUrl, { auctionId: auction.id, title: auction.title, questionId })

    /**
     * The seller's answer or its edit: the question read locked, the rule applied to the facts,
     * then the text checked and written, unless `write` finds nothing to change; answers the
     * question as it is then.
     */
    const sellersAnswer = <Reason extends string>(
      path: QuestionPath,
      seller: Actor,
      typed: string,
      now: Date,
      rule: (facts: AnswerFacts) => Reason | null,
      write: (auction: QuestionAuction, question: QuestionFacts, text: string) => Effect.Effect<boolean>
    ) =>
      changing(
        path.auction_id,
        Effect.gen(function* () {
          const auction = yield* auctionOf(path.auction_id)
          const question = yield* questionOf(auction.id, path.question_id)
          yield* refuseIf(
            rule({
              isSeller: auction.seller_id === seller.id,
              answered: question.answered,
              status: auction.status,
              auctionEnd: auction.auction_end,
              now
            })
          )
          const changed = yield* write(auction, question, yield* checkedText(typed, answerTextError))
          return {
            answer: yield* repo.one(question.id, seller.id),
            questionId: question.id,
            changed: changed ? "text" : "nothing"
          } as const
        })
      )

    /** The auction's questions as `viewerId` reads them (null for a visitor). */
    const list = (auctionId: number, viewerId: number | null) => Effect.zipRight(auctionOf(auctionId), repo.list(auctionId, viewerId))

    const ask = (auctionId: number, asker: Actor, typed: string, now: Date) =>
      Effect.gen(function* () {
        const text = yield* checkedText(typed, questionTextError)
        return yield* changing(
          auctionId,
          Effect.gen(function* () {
            const auction = yield* auctionOf(auctionId)
            yield* refuseIf(askRefusal({ status: auction.status, isSeller: auction.seller_id === asker.id }))
            // Counted once the question may be asked: a refused one spends nothing.
            yield* limits.within(`question:${asker.id}`, ASK_LIMIT.max, ASK_LIMIT.window)
            const id = yield* repo.ask(auction.id, asker.id, text, now)
            yield* outbox.enqueue(
              questionAskedMail(
                publicUrl,
                { username: auction.seller, email: auction.seller_email },
                asker.username,
                text,
                auction.title,
                linkTo(auction, id)
              )
            )
            return { answer: yield* repo.one(id, asker.id), questionId: id, changed: "shown" } as const
          })
        )
      })

    const edit = (path: QuestionPath, asker: Actor, typed: string, now: Date) =>
      Effect.gen(function* () {
        const text = yield* checkedText(typed, questionTextError)
        return yield* changing(
          path.auction_id,
          Effect.gen(function* () {
            const question = yield* questionOf(path.auction_id, path.question_id)
            yield* refuseIf(
              questionChangeRefusal({
                isAsker: question.user_id === asker.id,
                answered: question.answered,
                askedAt: question.created_at,
                now
              })
            )
            // the text it has already: nothing is edited, and nobody is told
            if (text === question.text)
              return { answer: yield* repo.one(question.id, asker.id), questionId: question.id, changed: "nothing" } as const
            yield* repo.edit(question.id, text, now)
            return { answer: yield* repo.one(question.id, asker.id), questionId: question.id, changed: "text" } as const
          })
        )
      })

    /** Deletes the question, by its asker or staff; answers the auction's question count without it. */
    const remove = (path: QuestionPath, by: Actor, now: Date) =>
      changing(
        path.auction_id,
        Effect.gen(function* () {
          const question = yield* questionOf(path.auction_id, path.question_id)
          yield* refuseIf(
            questionDeleteRefusal({
              isAsker: question.user_id === by.id,
              isStaff: by.isAdmin,
              answered: question.answered,
              askedAt: question.created_at,
              now
            })
          )
          return {
            answer: yield* repo.remove(path.auction_id, question.id, by.id, now),
            questionId: question.id,
            changed: "text"
          } as const
        })
      )

    const answer = (path: QuestionPath, seller: Actor, typed: string, now: Date) =>
      sellersAnswer(path, seller, typed, now, answerRefusal, (auction, question, text) =>
        Effect.gen(function* () {
          yield* repo.answer(question.id, seller.id, text, now)
          yield* outbox.enqueue(
            questionAnsweredMail(
              publicUrl,
              { username: question.asker, email: question.asker_email },
              auction.seller,
              text,
              auction.title,
              linkTo(auction, question.id)
            )
          )
          return true
        })
      )

    const editAnswer = (path: QuestionPath, seller: Actor, typed: string, now: Date) =>
      sellersAnswer(path, seller, typed, now, answerEditRefusal, (_auction, question, text) =>
        // the answer it has already: nothing is edited, and nobody is told
        text === question.answer_text ? Effect.succeed(false) : Effect.as(repo.editAnswer(question.id, text, now), true)
      )

    /** Sets the voter's upvote or flag on a question as asked, if the rule lets them; answers the question's count of it. */
    const vote =
      <Reason extends string>(
        kind: Reaction,
        rule: (facts: { readonly isAuthor: boolean; readonly authorIsStaff: boolean }) => Reason | null
      ) =>
      (path: QuestionPath, voter: Actor, on: boolean) =>
        changing(
          path.auction_id,
          Effect.gen(function* () {
            const question = yield* questionOf(path.auction_id, path.question_id)
            yield* refuseIf(rule({ isAuthor: question.user_id === voter.id, authorIsStaff: question.asker_is_staff }))
            yield* limits.within(reactionLimitKey(voter.id), REACTION_RATE.max, REACTION_RATE.window)
            const { count, changed } = yield* repo.vote(kind, question.id, voter.id, on)
            return { answer: count, questionId: question.id, changed: changed ? "shown" : "nothing" } as const
          })
        )

    const upvote = vote("upvote", upvoteRefusal)
    const flag = vote("flag", flagRefusal)

    return { list, ask, edit, remove, answer, editAnswer, upvote, flag } as const
  }),
  dependencies: [QuestionsRepo.Default, ThreadLog.Default]
}) {}
