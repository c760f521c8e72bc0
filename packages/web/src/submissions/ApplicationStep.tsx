import type { FieldProblem } from "@redline/domain"
import type { ApplicationDraft, ApplicationField } from "@redline/machines"
import { TextField } from "../ui/TextField.tsx"
import { CarFields } from "./CarFields.tsx"

interface ApplicationStepProps {
  readonly draft: ApplicationDraft
  /** The make's name as saved, for a resumed application. */
  readonly makeName: string
  readonly problems: ReadonlyArray<FieldProblem>
  readonly onChange: (field: ApplicationField, value: string) => void
}

/**
 * The application (spec 3 §4): who the seller is, and the car. The VIN is read as it is left:
 * the model year and the maker it names fill the year and make when they are still empty. The
 * make is one of the catalogue's, suggested as it is typed; the model one of the make's.
 */
export function ApplicationStep({ draft, makeName, problems, onChange }: ApplicationStepProps) {
  const problemOf = (field: string) => problems.find((problem) => problem.field === field)?.message

  return (
    <div className="wizard__groups">
      <fieldset className="wizard__group">
        <legend className="wizard__legend">You</legend>
        <TextField
          label="First name"
          autoComplete="given-name"
          value={draft.first_name}
          error={problemOf("contact.first_name")}
          onChange={(event) => onChange("first_name", event.target.value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={draft.last_name}
          error={problemOf("contact.last_name")}
          onChange={(event) => onChange("last_name", event.target.value)}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={draft.phone}
          error={problemOf("contact.phone")}
          onChange={(event) => onChange("phone", event.target.value)}
        />
      </fieldset>

      <fieldset className="wizard__group">
        <legend className="wizard__legend">Your car</legend>
        <CarFields form="application" draft={draft} makeName={makeName} problems={problems} onChange={onChange} />
      </fieldset>
    </div>
  )
}
