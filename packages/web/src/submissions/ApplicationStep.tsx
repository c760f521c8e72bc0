import type { FieldProblem } from "@redline/domain"
import type { ApplicationDraft, ApplicationField } from "@redline/machines"
import { CarFields } from "./CarFields.tsx"
import { ContactFields } from "./ContactFields.tsx"

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
  return (
    <div className="wizard__groups">
      <fieldset className="wizard__group">
        <legend className="wizard__legend">You</legend>
        <ContactFields form="application" draft={draft} problems={problems} onChange={onChange} />
      </fieldset>

      <fieldset className="wizard__group">
        <legend className="wizard__legend">Your car</legend>
        <CarFields form="application" draft={draft} makeName={makeName} problems={problems} onChange={onChange} />
      </fieldset>
    </div>
  )
}
