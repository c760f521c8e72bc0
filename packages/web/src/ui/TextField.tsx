import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react"
import "./TextField.css"

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "prefix"> & {
  readonly label: string
  /** Shown under the field and read with it; the field is marked invalid while there is one. */
  readonly error?: string | undefined
  /** Shown under the field (above an error) and read with it, such as a password's strength. */
  readonly hint?: ReactNode
  /** A fixed mark before the value, such as '$'. */
  readonly prefix?: string
  /** A fixed mark after the value, such as '%'. */
  readonly suffix?: string
  readonly ref?: Ref<HTMLInputElement>
}

/** A labelled text input with its error message tied to it for screen readers. */
export function TextField({ label, error, hint, prefix, suffix, className, ref, ...input }: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter((part) => part !== null).join(" ")
  return (
    <div className={className ? `text-field ${className}` : "text-field"}>
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="text-field__box" data-invalid={error ? "" : undefined}>
        {prefix && (
          <span className="text-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          {...input}
          ref={ref}
          id={id}
          className="text-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy === "" ? undefined : describedBy}
        />
        {suffix && (
          <span className="text-field__suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      {hint && <div id={hintId}>{hint}</div>}
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
