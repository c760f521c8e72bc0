import { textLength } from "@redline/domain"
import { type FormEvent, useState } from "react"
import { QuestionTextField } from "./QuestionTextField.tsx"

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
  const [text, setText] = useState(initialText)
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = textError(text)
    setError(problem)
    if (problem === null) onSubmit(text)
  }

  return (
    <form className="question-form" noValidate onSubmit={submit}>
      <QuestionTextField
        label={label}
        value={text}
        maximum={maximum}
        error={error}
        rows={3}
        autoFocus
        onChange={(typed) => {
          setText(typed)
          setError(null)
        }}
      />
      <div className="question-form__actions">
        <button type="submit" className="button button--small" disabled={textLength(text) === 0}>
          {submitLabel}
        </button>
        <button type="button" className="button button--quiet button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
