import { textLength } from "@redline/domain"
import { useEffect, useId, useRef } from "react"
import "../ui/TextField.css"
import "./QuestionTextField.css"

interface QuestionTextFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (text: string) => void
  /** The most characters the text may have; the count beside the field turns red past it. */
  readonly maximum: number
  readonly error?: string | null
  /** Said under the field, before the count. */
  readonly hint?: string
  readonly rows?: number
  /** Takes the keyboard when it appears, in a dialog too. */
  readonly autoFocus?: boolean
}

const grouped = new Intl.NumberFormat("en-US")

/** A labelled box for a question or an answer, with how many characters it has of how many it may. */
export function QuestionTextField({ label, value, onChange, maximum, error, hint, rows = 4, autoFocus }: QuestionTextFieldProps) {
  const id = useId()
  const box = useRef<HTMLTextAreaElement>(null)
  const length = textLength(value)

  // After the frame, not on mount: a dialog opening around the box moves focus to its first control.
  useEffect(() => {
    if (!autoFocus) return
    const frame = requestAnimationFrame(() => box.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [autoFocus])
  return (
    <div className="text-field question-field">
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="text-field__box" data-invalid={error ? "" : undefined}>
        <textarea
          ref={box}
          id={id}
          className="text-field__input question-field__input"
          rows={rows}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id={`${id}-count`} className="question-field__count" data-over={length > maximum ? "" : undefined}>
        {hint && <span className="question-field__hint">{hint}</span>}
        <span>
          {grouped.format(length)}/{grouped.format(maximum)}
          <span className="visually-hidden"> characters</span>
        </span>
      </p>
      {error && (
        <p id={`${id}-error`} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
