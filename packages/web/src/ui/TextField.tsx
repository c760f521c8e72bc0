import { type InputHTMLAttributes, type Ref, useId } from "react"
import "./TextField.css"

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "prefix"> & {
  readonly label: string
  /** Shown under the field and read with it; the field is marked invalid while there is one. */
  readonly error?: string | undefined
  /** A fixed mark before the value, such as '$'. */
  readonly prefix?: string
  /** A fixed mark after the value, such as '%'. */
  readonly suffix?: string
  readonly ref?: Ref<HTMLInputElement>
}

/** A labelled text input with its error message tied to it for screen readers. */
export function TextField({ label, error, prefix, suffix, className, ref, ...input }: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
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
          aria-describedby={error ? errorId : undefined}
        />
        {suffix && (
          <span className="text-field__suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
