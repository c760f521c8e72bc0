import { type SelectHTMLAttributes, useId } from "react"
import "./TextField.css"
import "./SelectField.css"

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  readonly label: string
  readonly options: ReadonlyArray<{ readonly value: string | number; readonly label: string }>
  /** Shown under the field and read with it; the field is marked invalid while there is one. */
  readonly error?: string | undefined
}

/** A labelled select drawn like a text field, so a form's fields line up. */
export function SelectField({ label, options, error, className, ...select }: SelectFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={className ? `text-field ${className}` : "text-field"}>
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="text-field__box select-field__box" data-invalid={error ? "" : undefined}>
        <select
          {...select}
          id={id}
          className="select-field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
