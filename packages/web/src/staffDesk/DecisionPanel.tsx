import type { SuccessOf } from "@redline/api"
import { decisionMessageProblem, ErrorCode, type StaffDecision, SubmissionStatus } from "@redline/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useRef, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { isExplained } from "../api/refusal.ts"
import { ApiError } from "../api/request.ts"
import { newIdempotencyKey } from "../bidding/usePlaceBid.ts"
import { useReaderId } from "../session/readerId.ts"
import { submissionsKeys } from "../submissions/submissionsQueries.ts"
import { TextAreaField } from "../ui/TextAreaField.tsx"
import { decisionText } from "./decisionText.ts"
import { staffDeskKeys } from "./staffDeskQueries.ts"

type StaffSubmission = SuccessOf<"staffDesk.submission">

/** What a problem is about: the message (its field says it), or the decision as a whole. */
interface Problem {
  readonly of: "message" | "decision"
  readonly text: string
}

/** The buttons' words. */
const DECISION_ACTIONS: Readonly<Record<StaffDecision, string>> = { accept: "Accept", decline: "Decline" }

/**
 * Staff's decision on a submission (spec 3 §4): while it is Submitted, accept or decline it with
 * a message to the seller, which goes to the chat; then, and afterwards, the decisions recorded,
 * who made each and when. A refusal (decided meanwhile, a message too long) is said in words.
 */
export function DecisionPanel({ shown }: { readonly shown: StaffSubmission }) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const id = shown.submission.id
  const [message, setMessage] = useState("")
  const [problem, setProblem] = useState<Problem | null>(null)
  const attempt = useRef<string | null>(null)

  const decide = useMutation({
    mutationFn: (decision: StaffDecision) => {
      attempt.current ??= newIdempotencyKey()
      return api("staffDesk.decide", {
        path: { submission_id: id },
        body: { decision, message: message.trim(), idempotency_key: attempt.current }
      })
    },
    onSuccess: (decided) => {
      attempt.current = null
      setMessage("")
      queryClient.setQueryData(staffDeskKeys.submission(id, reader), decided)
      void queryClient.invalidateQueries({ queryKey: staffDeskKeys.queues() })
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.messages(id, reader) })
    },
    onError: (error) => {
      // refused for good: the next try is a new decision; no answer: the same one again
      if (error instanceof ApiError && error.status < 500) attempt.current = null
      setProblem(
        isExplained(error)
          ? { of: error.errorCode === ErrorCode.submission_message_invalid ? "message" : "decision", text: error.message }
          : { of: "decision", text: "The decision wasn't saved. Please try again." }
      )
      // decided meanwhile by someone else: the page shows where it stands now
      void queryClient.invalidateQueries({ queryKey: staffDeskKeys.submission(id, reader) })
    }
  })

  const submit = (decision: StaffDecision) => (event: FormEvent) => {
    event.preventDefault()
    const refused = decisionMessageProblem(message)
    setProblem(refused === null ? null : { of: "message", text: refused })
    if (refused === null) decide.mutate(decision)
  }

  return (
    <section className="staff-submission__panel" aria-labelledby="decision-heading">
      <h2 id="decision-heading" className="staff-submission__heading">
        Decision
      </h2>
      {shown.decisions.length === 0 ? (
        <p className="staff-submission__muted">No decision yet.</p>
      ) : (
        <ol className="decision-list">
          {shown.decisions.map((decision) => (
            <li key={decision.id} className="decision-list__item" data-decision={decision.decision}>
              <p className="decision-list__what">{decisionText(decision)}</p>
              <p className="decision-list__message">{decision.message}</p>
            </li>
          ))}
        </ol>
      )}
      {shown.submission.status === SubmissionStatus.submitted && (
        <form className="decision-form" noValidate onSubmit={submit("accept")}>
          <TextAreaField
            label="Message to the seller"
            value={message}
            error={problem?.of === "message" ? problem.text : undefined}
            hint={<p className="staff-submission__muted decision-form__hint">It goes to the seller in the chat, with the decision.</p>}
            onChange={setMessage}
          />
          {problem?.of === "decision" && (
            <p className="alert" role="alert">
              {problem.text}
            </p>
          )}
          <div className="decision-form__actions">
            <button type="submit" className="button" disabled={decide.isPending}>
              {decide.isPending && decide.variables === "accept" ? "Accepting…" : DECISION_ACTIONS.accept}
            </button>
            <button type="button" className="button button--quiet" disabled={decide.isPending} onClick={submit("decline")}>
              {decide.isPending && decide.variables === "decline" ? "Declining…" : DECISION_ACTIONS.decline}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
