import { hasVisibleText } from "@redline/domain"
import { CountedField } from "../ui/CountedField.tsx"
import { useQuestionDraft } from "./useQuestionDraft.ts"

interface QuestionTextFormProps {
  readonly label: string
  readonly initialText: string
  readonly maximum: number
  /** The domain's rule for the text: a message, or null when it may be sent. */
  readonly textError: (text: string) => string | null
  readonly submitLabel: string
  readonly onSubmit: (text: string) => void
  readonly onCancel: () => void
}

/** An answer, or an edit of a question or answer, written in place under the question. */
export function QuestionTextForm({ label, initialText, maximum, textError, submitLabel, onSubmit, onCancel }: QuestionTextFormProps) {
  const draft = useQuestionDraft(initialText, textError, onSubmit)

  return (
    <form className="question-form" noValidate onSubmit={draft.submit}>
      <CountedField label={label} value={draft.text} maximum={maximum} error={draft.error} rows={3} autoFocus onChange={draft.change} />
      <div className="question-form__actions">
        <button type="submit" className="button button--small" disabled={!hasVisibleText(draft.text)}>
          {submitLabel}
        </button>
        <button type="button" className="button button--quiet button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
