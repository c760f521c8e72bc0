import { type SelectHTMLAttributes, useId } from "react"
import "./TextField.css"
import "./SelectField.css"

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  readonly label: string
  readonly options: ReadonlyArray<{ readonly value: string | number; readonly label: string }>
}

/** A labelled select drawn like a text field, so a form's fields line up. */
export function SelectField({ label, options, className, ...select }: SelectFieldProps) {
  const id = useId()
  return (
    <div className={className ? `text-field ${className}` : "text-field"}>
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="text-field__box select-field__box">
        <select {...select} id={id} className="select-field__select">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
