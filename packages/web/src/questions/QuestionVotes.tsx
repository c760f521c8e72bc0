import { Messages } from "@redline/domain"
import type { ShownQuestion } from "./questionCache.ts"
import type { QuestionListKey } from "./questionQueries.ts"
import { questionRefusalOf } from "./questionRefusal.ts"
import { useQuestionReaction, type Vote } from "./useQuestionVotes.ts"

interface QuestionVotesProps {
  readonly question: ShownQuestion
  readonly auctionId: number
  readonly listKey: QuestionListKey
  readonly signedIn: boolean
  readonly onNotice: (message: string | null) => void
  readonly onSignInNeeded: () => void
}

const upvotes = new Intl.NumberFormat("en-US")

/**
 * A question's upvotes, and the reader's Upvote and Flag buttons (spec 3 §4, §8): not on their own
 * question. Each press shows at once and goes back, saying why, if the server refuses it; a
 * visitor signs in first.
 */
export function QuestionVotes({ question, auctionId, listKey, signedIn, onNotice, onSignInNeeded }: QuestionVotesProps) {
  const upvote = useQuestionReaction(auctionId, listKey, "upvote")
  const flag = useQuestionReaction(auctionId, listKey, "flag")
  const count = <span className="question__upvotes">{upvotes.format(question.upvotes)}</span>

  if (question.mine || question.sending === true) {
    return question.upvotes > 0 ? <p className="question__votes">{count} upvoted</p> : null
  }

  const refused = (error: Error) => {
    const refusal = questionRefusalOf(error, Messages.questionVoteFailed)
    if (refusal.kind === "sign_in") onSignInNeeded()
    else onNotice(refusal.message)
  }

  const press = (send: (vote: Vote, options: { onError: (error: Error) => void }) => void, vote: Vote) => {
    if (!signedIn) return onSignInNeeded()
    onNotice(null)
    send(vote, { onError: refused })
  }

  return (
    <div className="question__votes">
      <button
        type="button"
        className="question__action"
        aria-pressed={question.upvoted}
        onClick={() => press(upvote.mutate, { question, on: !question.upvoted })}
      >
        Upvote {count}
      </button>
      <button
        type="button"
        className="question__action"
        aria-pressed={question.flagged}
        onClick={() => press(flag.mutate, { question, on: !question.flagged })}
      >
        {question.flagged ? "Flagged" : "Flag"}
      </button>
    </div>
  )
}
