import { hasVisibleText, QUESTION_MAX_LENGTH, questionTextError } from "@redline/domain"
import { useId } from "react"
import { Dialog } from "../ui/Dialog.tsx"
import { DialogHead } from "../ui/DialogHead.tsx"
import { DialogActions } from "../ui/DialogActions.tsx"
import { CountedField } from "../ui/CountedField.tsx"
import { useQuestionDraft } from "./useQuestionDraft.ts"

interface AskQuestionDialogProps {
  readonly title: string
  /** What was typed before, when a question the server refused comes back to be sent again. */
  readonly initialText: string
  /** Why the server refused it. */
  readonly refusal: string | null
  readonly onSubmit: (text: string) => void
  readonly onClose: () => void
}

/** Asking the seller a question: a box with the length rule; the question shows on the page once sent. */
export function AskQuestionDialog({ title, initialText, refusal, onSubmit, onClose }: AskQuestionDialogProps) {
  const headingId = useId()
  const draft = useQuestionDraft(initialText, questionTextError, onSubmit)

  return (
    <Dialog labelledBy={headingId} onClose={onClose} className="ask-question">
      <DialogHead headingId={headingId} onClose={onClose}>
        Ask a question
      </DialogHead>
      <p className="ask-question__auction">{title}</p>
      <form className="ask-question__form" noValidate onSubmit={draft.submit}>
        <CountedField
          label="Your question"
          hint="Everyone sees questions and the seller's answers."
          value={draft.text}
          maximum={QUESTION_MAX_LENGTH}
          error={draft.error}
          rows={5}
          autoFocus
          onChange={draft.change}
        />
        {refusal !== null && draft.error === null && (
          <p className="alert" role="alert">
            {refusal}
          </p>
        )}
        <DialogActions submit="Post question" submitDisabled={!hasVisibleText(draft.text)} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
