import { textLength } from "@redline/domain"
import { useEffect, useId, useRef } from "react"
import "../ui/TextField.css"

interface CountedFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (text: string) => void
  /** The most characters the text may have; the count under the field turns red past it. */
  readonly maximum: number
  readonly error: string | null
  /** A box of several lines; otherwise one line, where Enter does nothing (it would post). */
  readonly rows?: number
  readonly autoFocus?: boolean
}

const grouped = new Intl.NumberFormat("en-US")

/** A labelled title or body with its length of its limit under it (spec 3 §5 'counter shows length/limit'). */
export function CountedField({ label, value, onChange, maximum, error, rows, autoFocus }: CountedFieldProps) {
  const id = useId()
  const length = textLength(value)
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null)

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
    "aria-invalid": error !== null || undefined,
    "aria-describedby": `${id}-count${error !== null ? ` ${id}-error` : ""}`
  }
  return (
    <div className="text-field counted-field">
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="text-field__box" data-invalid={error !== null ? "" : undefined}>
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
        {grouped.format(length)}/{grouped.format(maximum)}
        <span className="visually-hidden"> characters</span>
      </p>
      {error !== null && (
        <p id={`${id}-error`} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
