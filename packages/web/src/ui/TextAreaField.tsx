import { type ReactNode, type TextareaHTMLAttributes, useId } from "react"
import "./TextField.css"
import "./TextAreaField.css"

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "value" | "onChange"> & {
  readonly label: string
  readonly value: string
  readonly onChange: (text: string) => void
  /** Shown under the field and read with it; the field is marked invalid while there is one. */
  readonly error?: string | undefined
  /** Shown under the field (above an error) and read with it, such as where the words go. */
  readonly hint?: ReactNode
}

/** A labelled box for a long answer, four lines unless told, drawn and described like a text field. */
export function TextAreaField({ label, value, onChange, error, hint, className, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter((part) => part !== null).join(" ")
  return (
    <div className={className ? `text-field ${className}` : "text-field"}>
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        className="text-area-field__input"
        rows={rows}
        value={value}
        data-invalid={error ? "" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === "" ? undefined : describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && <div id={hintId}>{hint}</div>}
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
