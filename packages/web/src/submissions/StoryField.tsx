import { useId } from "react"
import "./SectionFields.css"

/** A long answer in the seller's own words (highlights, known flaws, an inquiry's notes), with its problem under it. */
export function StoryField({
  label,
  value,
  error,
  onChange
}: {
  readonly label: string
  readonly value: string
  readonly error: string | undefined
  readonly onChange: (text: string) => void
}) {
  const id = useId()
  return (
    <div className="text-field section-fields__story">
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="section-fields__textarea"
        rows={4}
        value={value}
        data-invalid={error ? "" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
