import { type FieldProblem, type FieldRule, SECTION_FIELDS, type SectionData, STORY_MAX_LENGTH } from "@redline/domain"
import type { FormSection } from "@redline/machines"
import { useId } from "react"
import { SelectField } from "../ui/SelectField.tsx"
import { TextAreaField } from "../ui/TextAreaField.tsx"
import { TextField } from "../ui/TextField.tsx"
import "./SectionFields.css"

type Value = SectionData[string]

interface SectionFieldsProps {
  readonly section: FormSection
  readonly data: SectionData
  readonly problems: ReadonlyArray<FieldProblem>
  readonly onChange: (field: string, value: Value) => void
}

const isRequired = (rule: FieldRule, data: SectionData): boolean =>
  typeof rule.required === "function" ? rule.required(data) : rule.required

/** A whole number of dollars as typed ('20,000'); anything else stays text for the check to name. */
const wholeOf = (text: string): Value => (/^\s*\d[\d,]*\s*$/.test(text) ? Number(text.replace(/[\s,]/g, "")) : text === "" ? null : text)

/**
 * A section's form, field by field from the domain's rules (`SECTION_FIELDS`): texts, long
 * stories, choices, yes-or-no questions, dollars and dates, each with its problem under it. A
 * field that a 'no' makes moot (the accident's details under 'no accident') isn't shown.
 */
export function SectionFields({ section, data, problems, onChange }: SectionFieldsProps) {
  const rules = Object.entries(SECTION_FIELDS[section])
  const problemOf = (field: string) => problems.find((problem) => problem.field === field)?.message
  return (
    <div className="section-fields">
      {rules.map(([field, rule]) => {
        // a field only some answers ask for shows once they are given
        if (typeof rule.required === "function" && !rule.required(data)) return null
        const label = isRequired(rule, data) ? rule.label : `${rule.label} (optional)`
        const value = data[field]
        const error = problemOf(field)
        switch (rule.kind) {
          case "text":
            return rule.max >= STORY_MAX_LENGTH ? (
              <TextAreaField
                key={field}
                className="section-fields__story"
                label={label}
                value={typeof value === "string" ? value : ""}
                error={error}
                onChange={(text) => onChange(field, text)}
              />
            ) : (
              <TextField
                key={field}
                label={label}
                value={typeof value === "string" ? value : ""}
                error={error}
                maxLength={rule.max}
                onChange={(event) => onChange(field, event.target.value)}
              />
            )
          case "choice":
            return (
              <SelectField
                key={field}
                label={label}
                value={typeof value === "string" ? value : ""}
                error={error}
                options={[{ value: "", label: "Choose…" }, ...rule.options]}
                onChange={(event) => onChange(field, event.target.value === "" ? null : event.target.value)}
              />
            )
          case "boolean":
            return (
              <YesNoField
                key={field}
                label={label}
                value={typeof value === "boolean" ? value : null}
                error={error}
                onChange={(yes) => onChange(field, yes)}
              />
            )
          case "whole":
            return (
              <TextField
                key={field}
                label={label}
                prefix="$"
                inputMode="numeric"
                value={value === null || value === undefined ? "" : String(value)}
                error={error}
                onChange={(event) => onChange(field, wholeOf(event.target.value))}
              />
            )
          case "date":
            return (
              <TextField
                key={field}
                label={label}
                type="date"
                value={typeof value === "string" ? value : ""}
                error={error}
                onChange={(event) => onChange(field, event.target.value === "" ? null : event.target.value)}
              />
            )
          case "ids":
            return null
        }
      })}
    </div>
  )
}

function YesNoField({
  label,
  value,
  error,
  onChange
}: {
  readonly label: string
  readonly value: boolean | null
  readonly error: string | undefined
  readonly onChange: (yes: boolean) => void
}) {
  const id = useId()
  return (
    <fieldset className="section-fields__choice" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-field__label">{label}</legend>
      <div className="section-fields__options">
        {[
          { answer: true, text: "Yes" },
          { answer: false, text: "No" }
        ].map(({ answer, text }) => (
          <label key={text} className="section-fields__option">
            <input type="radio" name={id} checked={value === answer} onChange={() => onChange(answer)} />
            {text}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-field__error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
