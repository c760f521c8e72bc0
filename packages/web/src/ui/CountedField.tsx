import { textLength } from "@redline/domain"
import { useEffect, useId, useRef } from "react"
import "./TextField.css"
import "./CountedField.css"

interface CountedFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (text: string) => void
  /** The most characters the text may have; the count under the field turns red past it. */
  readonly maximum: number
  readonly error?: string | null
  /** Said under the field, before the count. */
  readonly hint?: string
  /** A box of several lines; otherwise one line, where Enter does nothing (it would send the form). */
  readonly rows?: number
  /** Takes the keyboard when it appears, in a dialog too. */
  readonly autoFocus?: boolean
}

const grouped = new Intl.NumberFormat("en-US")

/**
 * A labelled text with how many characters it has of how many it may under it (spec 3 §5
 * 'counter shows length/limit and turns red when over'): a question, an answer, a post's title
 * and body, a reply.
 */
export function CountedField({ label, value, onChange, maximum, error, hint, rows, autoFocus }: CountedFieldProps) {
  const id = useId()
  const length = textLength(value)
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const invalid = error !== null && error !== undefined && error !== ""

  // After the frame, not on mount: a dialog opening around the field moves focus to its first control.
  useEffect(() => {
    if (autoFocus !== true) return
    const frame = requestAnimationFrame(() => input.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [autoFocus])

  const field = {
    id,
    ref: input,
    className: "text-field__input counted-field__input",
    value,
    "aria-invalid": invalid || undefined,
    "aria-describedby": `${id}-count${invalid ? ` ${id}-error` : ""}`
  }
  return (
    <div className="text-field counted-field">
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="text-field__box" data-invalid={invalid ? "" : undefined}>
        {rows === undefined ? (
          <input
            {...field}
            type="text"
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") event.preventDefault()
            }}
          />
        ) : (
          <textarea {...field} rows={rows} onChange={(event) => onChange(event.target.value)} />
        )}
      </div>
      <p id={`${id}-count`} className="counted-field__count" data-over={length > maximum ? "" : undefined}>
        {hint !== undefined && <span className="counted-field__hint">{hint}</span>}
        <span className="counted-field__length">
          {grouped.format(length)}/{grouped.format(maximum)}
          <span className="visually-hidden"> characters</span>
        </span>
      </p>
      {invalid && (
        <p id={`${id}-error`} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
