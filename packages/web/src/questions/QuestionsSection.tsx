import type { AuctionDetail } from "@redline/api"
import { askRefusal, isAuctionSeller, isRunning, Messages } from "@redline/domain"
import { useAtomValue } from "jotai"
import { useId, useRef, useState } from "react"
import { useSignInDialog } from "../auth/signInDialog.ts"
import { useCarriedAction } from "../auth/useCarriedAction.ts"
import { nowAtom } from "../clock/nowAtom.ts"
import { useSession } from "../session/useSession.ts"
import { AskQuestionDialog } from "./AskQuestionDialog.tsx"
import type { ShownQuestion } from "./questionCache.ts"
import { QuestionItem, type QuestionReader } from "./QuestionItem.tsx"
import { questionRefusalOf } from "./questionRefusal.ts"
import { useAskQuestion } from "./useAskQuestion.ts"
import { useLiveQuestions } from "./useLiveQuestions.ts"
import { useQuestionLink } from "./useQuestionLink.ts"
import { useQuestions } from "./useQuestions.ts"
import "./QuestionsSection.css"

const count = new Intl.NumberFormat("en-US")

/** The question being written in the dialog: what was typed, and why the server refused it if it did. */
interface Asking {
  readonly text: string
  readonly refusal: string | null
}

/**
 * 'Questions & Answers' on the auction page (spec 3 §2, §4, §6): the count, the questions newest
 * first with the seller's answers, kept live over the auction's thread channel, and 'Ask a
 * question' for everyone but the seller while the auction runs. A visitor is sent to sign in
 * first, and the dialog opens when they are back.
 */
export function QuestionsSection({ auction }: { readonly auction: AuctionDetail }) {
  const session = useSession()
  const now = useAtomValue(nowAtom)
  const signIn = useSignInDialog()
  const { query, key } = useQuestions(auction.id)
  const ask = useAskQuestion(auction.id, key)
  useLiveQuestions(auction.id, key)
  const [asking, setAsking] = useState<Asking | null>(null)
  const [notices, setNotices] = useState<ReadonlyMap<number, string>>(new Map())
  const [announcement, setAnnouncement] = useState("")
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [section, setSection] = useState<HTMLElement | null>(null)
  const linked = useQuestionLink(query.data !== undefined, section)

  const isSeller = session !== null && isAuctionSeller(session.username, auction.seller)
  const canAsk = askRefusal({ status: auction.status, isSeller }) === null
  const sendToSignIn = (sessionExpired: boolean) => signIn("ask-question", undefined, { sessionExpired })

  useCarriedAction("ask-question", session !== null, () => {
    if (canAsk) setAsking({ text: "", refusal: null })
  })

  const startAsking = () => {
    setAnnouncement("")
    if (session === null) sendToSignIn(false)
    else setAsking({ text: "", refusal: null })
  }

  const send = (text: string) => {
    setAsking(null)
    ask.mutate(text, {
      onSuccess: () => setAnnouncement(Messages.questionPosted),
      onError: (error) => {
        const refusal = questionRefusalOf(error, Messages.questionPostFailed)
        // the question is gone from the list; it comes back in the dialog, to send again
        if (refusal.kind === "sign_in") sendToSignIn(true)
        else setAsking({ text, refusal: refusal.message })
      }
    })
  }

  const noticeFor = (id: number) => (message: string | null) =>
    setNotices((shown) => {
      const next = new Map(shown)
      if (message === null) next.delete(id)
      else next.set(id, message)
      return next
    })

  const reader: QuestionReader = {
    signedIn: session !== null,
    isSeller,
    moderator: query.data?.moderator ?? false,
    status: auction.status,
    auctionEnd: new Date(auction.auction_end),
    seller: { username: auction.seller, photo: null }
  }
  const questions: ReadonlyArray<ShownQuestion> = query.data?.questions ?? []
  const total = query.data === undefined ? auction.questions : questions.length

  return (
    <section className="auction-section questions" aria-labelledby={headingId} ref={setSection}>
      <div className="questions__head">
        <h2 id={headingId} ref={headingRef} className="auction-section__heading questions__heading" tabIndex={-1}>
          Questions &amp; Answers <span className="questions__count">{count.format(total)}</span>
        </h2>
        {canAsk && (
          <button type="button" className="button button--quiet button--small" onClick={startAsking}>
            Ask a question
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {query.data === undefined ? (
        query.isError ? (
          <div className="questions__empty">
            <p>{Messages.questionsLoadFailed}</p>
            <button type="button" className="button button--quiet button--small" onClick={() => void query.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <p className="questions__empty">Loading questions…</p>
        )
      ) : questions.length === 0 ? (
        <p className="questions__empty">{isRunning(auction.status) ? Messages.noQuestionsYet : Messages.noQuestionsAsked}</p>
      ) : (
        <ol className="questions__list">
          {questions.map((question) => (
            <QuestionItem
              key={question.id}
              question={question}
              auctionId={auction.id}
              listKey={key}
              reader={reader}
              now={now}
              highlighted={question.id === linked}
              notice={notices.get(question.id) ?? null}
              onNotice={noticeFor(question.id)}
              onDeleted={() => {
                setAnnouncement(Messages.questionDeleted)
                headingRef.current?.focus()
              }}
              onSignInNeeded={() => signIn(undefined, undefined, { sessionExpired: true })}
            />
          ))}
        </ol>
      )}

      {/* opened only while asking is open, it stays if the auction ends meanwhile: sending then says why it can't go */}
      {asking !== null && !isSeller && (
        <AskQuestionDialog
          title={auction.title}
          initialText={asking.text}
          refusal={asking.refusal}
          onSubmit={send}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  )
}
