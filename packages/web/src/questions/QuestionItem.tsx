import type { QuestionAuthor } from "@redline/api"
import {
  ANSWER_MAX_LENGTH,
  answerTextError,
  formatLongDate,
  isCollapsed,
  Messages,
  QUESTION_MAX_LENGTH,
  questionActions,
  questionTextError,
  relativeTime
} from "@redline/domain"
import { useQueryClient } from "@tanstack/react-query"
import { useRef, useState } from "react"
import { UserAvatar } from "../profile/UserAvatar.tsx"
import type { ShownQuestion } from "./questionCache.ts"
import type { QuestionListKey } from "./questionQueries.ts"
import { deleteRefusalOf, type QuestionRefusal, questionRefusalOf } from "./questionRefusal.ts"
import { QuestionTextForm } from "./QuestionTextForm.tsx"
import { QuestionVotes } from "./QuestionVotes.tsx"
import { type TextChange, useAnswerQuestion, useDeleteQuestion, useEditAnswer, useEditQuestion } from "./useQuestionChanges.ts"
import { questionElementId } from "./useQuestionLink.ts"
import { UserName } from "../ui/UserName.tsx"

// Authors are drawn 36 px square beside their name.
const AVATAR_SIDE = 36

/** Who reads the list, and the auction's facts the rules of what they may do go by. */
export interface QuestionReader {
  /** Signed in: upvotes and flags others' questions. */
  readonly signedIn: boolean
  /** The auction's seller: answers, and edits answers, while answers are open. */
  readonly isSeller: boolean
  /** Staff: deletes any question. */
  readonly moderator: boolean
  readonly status: number
  readonly auctionEnd: Date
  /** The seller as an answer names them, for an answer shown before the server has it. */
  readonly seller: QuestionAuthor
}

interface QuestionItemProps {
  readonly question: ShownQuestion
  readonly auctionId: number
  readonly listKey: QuestionListKey
  readonly reader: QuestionReader
  /** The time now, in milliseconds: the relative times and the edit window follow it. */
  readonly now: number
  /** Reached by a link to this question (`?q=`). */
  readonly highlighted: boolean
  /** Why the last change of this question didn't happen; kept by the list, as a delete takes the item away meanwhile. */
  readonly notice: string | null
  readonly onNotice: (message: string | null) => void
  readonly onDeleted: () => void
  readonly onSignInNeeded: () => void
}

/** Which text is being written in place: the asker's edit, the seller's answer or their edit of it. */
type Writing = "question" | "answer" | "answer-edit" | null

/** When it was written, as a relative time, with the date for a pointer that rests on it. */
function WrittenAt({ timestamp, editedAt, now }: { timestamp: string; editedAt: string | null; now: number }) {
  const written = new Date(timestamp)
  return (
    <>
      <time className="question__time" dateTime={timestamp} title={formatLongDate(written)}>
        {relativeTime(written, new Date(now))}
      </time>
      {editedAt !== null && <span className="question__edited">edited</span>}
    </>
  )
}

/**
 * One question with the seller's answer beneath it (spec 3 §2, §4). The asker edits or deletes
 * it while it is unanswered and within its window; the seller answers it and edits the answer;
 * staff delete it; others upvote and flag it. Every change shows at once and goes back, with the
 * reason, if refused. A question the community flagged, or the system did, is folded behind 'View'.
 */
export function QuestionItem(props: QuestionItemProps) {
  const { question, auctionId, listKey, reader, now, highlighted, notice, onNotice, onDeleted, onSignInNeeded } = props
  const editQuestion = useEditQuestion(auctionId, listKey)
  const answerQuestion = useAnswerQuestion(auctionId, listKey, reader.seller)
  const editAnswer = useEditAnswer(auctionId, listKey)
  const deleteQuestion = useDeleteQuestion(auctionId, listKey, (error) => refused(deleteRefusalOf(error)))
  const queryClient = useQueryClient()
  const [writing, setWriting] = useState<Writing>(null)
  const [draft, setDraft] = useState<string | null>(null)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [revealed, setRevealed] = useState(false)
  const itemRef = useRef<HTMLLIElement>(null)

  const sending = question.sending === true
  const answer = question.answer
  const may = questionActions({
    isAsker: question.mine,
    isSeller: reader.isSeller,
    isStaff: reader.moderator,
    answered: answer !== null,
    askedAt: new Date(question.timestamp),
    status: reader.status,
    auctionEnd: reader.auctionEnd,
    now: new Date(now)
  })
  // a question on its way has no id on the server yet: nothing can be done to it until it lands
  const askerMayChange = may.edit && !sending
  const mayDelete = may.delete && !sending
  const mayAnswer = may.answer && !sending
  const mayEditAnswer = may.editAnswer

  /**
   * Says why a change didn't happen. Where sending it again may work, the form opens again with
   * what was written; where the server decided otherwise, the list is read again to show how things stand.
   */
  const refused = (refusal: QuestionRefusal, reopen?: { writing: Writing; text: string }) => {
    if (refusal.kind === "sign_in") return onSignInNeeded()
    onNotice(refusal.message)
    if (!refusal.retry) void queryClient.invalidateQueries({ queryKey: listKey })
    else if (reopen !== undefined) {
      setDraft(reopen.text)
      setWriting(reopen.writing)
    }
  }

  const startWriting = (what: Writing) => {
    onNotice(null)
    setConfirmingDelete(false)
    setDraft(null)
    setWriting(what)
  }

  const stopWriting = () => {
    setWriting(null)
    // the form is gone: the keyboard carries on from the question
    requestAnimationFrame(() => itemRef.current?.focus())
  }

  /** Sends the text written in place; the form closes at once and opens again with it if refused. */
  const send = (what: Exclude<Writing, null>, text: string) => {
    const change: TextChange = { question, text }
    const mutation = what === "question" ? editQuestion : what === "answer" ? answerQuestion : editAnswer
    const fallback = what === "question" ? Messages.questionEditFailed : Messages.answerPostFailed
    stopWriting()
    mutation.mutate(change, { onError: (error) => refused(questionRefusalOf(error, fallback), { writing: what, text }) })
  }

  const remove = () => {
    onNotice(null)
    setConfirmingDelete(false)
    onDeleted()
    deleteQuestion.mutate(question)
  }

  if (isCollapsed(question) && !revealed) {
    return (
      <li ref={itemRef} id={questionElementId(question.id)} className="question question--collapsed" tabIndex={-1}>
        <p className="question__collapsed">
          {Messages.communityFlagged}{" "}
          <button type="button" className="question__action" onClick={() => setRevealed(true)}>
            View
          </button>
        </p>
      </li>
    )
  }

  return (
    <li
      ref={itemRef}
      id={questionElementId(question.id)}
      className="question"
      tabIndex={-1}
      data-highlighted={highlighted ? "" : undefined}
      aria-busy={sending || undefined}
    >
      <div className="question__entry">
        <UserAvatar username={question.user.username} photo={question.user.photo} size={AVATAR_SIDE} className="question__avatar" />
        <div className="question__body">
          <p className="question__meta">
            <span className="question__author">
              <UserName name={question.user.username} />
            </span>
            <WrittenAt timestamp={question.timestamp} editedAt={question.edited_at} now={now} />
            {sending && <span className="question__sending">Sending…</span>}
          </p>
          {writing === "question" ? (
            <QuestionTextForm
              label="Edit your question"
              initialText={draft ?? question.text}
              maximum={QUESTION_MAX_LENGTH}
              textError={questionTextError}
              submitLabel="Save"
              onSubmit={(text) => send("question", text)}
              onCancel={stopWriting}
            />
          ) : (
            <p className="question__text">{question.text}</p>
          )}
          <QuestionVotes
            question={question}
            auctionId={auctionId}
            listKey={listKey}
            signedIn={reader.signedIn}
            onNotice={onNotice}
            onSignInNeeded={onSignInNeeded}
          />
          {writing === null && (askerMayChange || mayDelete) && (
            <div className="question__actions">
              {confirmingDelete ? (
                <>
                  <span className="question__confirm">Delete this question?</span>
                  <button type="button" className="question__action question__action--danger" onClick={remove}>
                    Delete
                  </button>
                  <button type="button" className="question__action" onClick={() => setConfirmingDelete(false)}>
                    Keep
                  </button>
                </>
              ) : (
                <>
                  {askerMayChange && (
                    <button type="button" className="question__action" onClick={() => startWriting("question")}>
                      Edit
                    </button>
                  )}
                  <button type="button" className="question__action" onClick={() => setConfirmingDelete(true)}>
                    Delete
                  </button>
                </>
              )}
            </div>
          )}
        </div>
      </div>

      {answer !== null && (
        <div className="question__entry question__answer">
          <UserAvatar username={answer.user.username} photo={answer.user.photo} size={AVATAR_SIDE} className="question__avatar" />
          <div className="question__body">
            <p className="question__meta">
              <span className="question__author">
                <UserName name={answer.user.username} />
              </span>
              <span className="question__seller">Seller</span>
              <WrittenAt timestamp={answer.timestamp} editedAt={answer.edited_at} now={now} />
            </p>
            {writing === "answer-edit" ? (
              <QuestionTextForm
                label="Edit your answer"
                initialText={draft ?? answer.text}
                maximum={ANSWER_MAX_LENGTH}
                textError={answerTextError}
                submitLabel="Save"
                onSubmit={(text) => send("answer-edit", text)}
                onCancel={stopWriting}
              />
            ) : (
              <p className="question__text">{answer.text}</p>
            )}
            {mayEditAnswer && writing === null && (
              <div className="question__actions">
                <button type="button" className="question__action" onClick={() => startWriting("answer-edit")}>
                  Edit
                </button>
              </div>
            )}
          </div>
        </div>
      )}

      {mayAnswer &&
        (writing === "answer" ? (
          <div className="question__answer question__answer--form">
            <QuestionTextForm
              label="Your answer"
              initialText={draft ?? ""}
              maximum={ANSWER_MAX_LENGTH}
              textError={answerTextError}
              submitLabel="Post answer"
              onSubmit={(text) => send("answer", text)}
              onCancel={stopWriting}
            />
          </div>
        ) : (
          writing === null && (
            <div className="question__answer-start">
              <button type="button" className="button button--quiet button--small" onClick={() => startWriting("answer")}>
                Answer
              </button>
            </div>
          )
        ))}

      {notice !== null && (
        <p className="alert question__notice" role="alert">
          {notice}
        </p>
      )}
    </li>
  )
}
