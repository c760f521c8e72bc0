import { type FieldProblem, normalizeVin, SELLER_TYPES, VIN_LENGTH } from "@redline/domain"
import type { ApplicationDraft, ApplicationField } from "@redline/machines"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useId, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { SelectField } from "../ui/SelectField.tsx"
import { TextField } from "../ui/TextField.tsx"

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
  const api = useApi()
  const listId = useId()
  const [makeText, setMakeText] = useState(makeName)
  const problemOf = (field: string) => problems.find((problem) => problem.field === field)?.message

  const makes = useQuery({
    queryKey: ["search", "predict", "makes", makeText.trim().toLowerCase()],
    queryFn: ({ signal }) => api("search.predict", { query: { query: makeText.trim() }, signal }),
    enabled: makeText.trim().length > 0,
    select: (answer) => answer.predictions.filter((prediction) => prediction.kind === "make")
  })
  const models = useQuery({
    queryKey: ["search", "translate", "models", draft.make_slug],
    queryFn: ({ signal }) => api("search.translate", { query: { make_slug: draft.make_slug }, signal }),
    enabled: draft.make_slug !== "",
    select: (info) => info.make
  })
  // a make given by its slug alone (an invitation's) shows its catalogue name
  const knownName = makeText === "" ? (models.data?.name ?? null) : null
  useEffect(() => {
    if (knownName !== null) setMakeText(knownName)
  }, [knownName])

  const chooseMake = (name: string, slug: string) => {
    setMakeText(name)
    if (slug !== draft.make_slug) {
      onChange("make_slug", slug)
      onChange("model_slug", "")
    }
  }

  const matchOf = (text: string) => makes.data?.find((prediction) => prediction.label.toLowerCase() === text.trim().toLowerCase())

  const typeMake = (text: string) => chooseMake(text, matchOf(text)?.make_slug ?? "")

  // a make typed in full before its suggestions came is taken once they do
  const typedMatch = draft.make_slug === "" ? (matchOf(makeText)?.make_slug ?? null) : null
  useEffect(() => {
    if (typedMatch !== null) onChange("make_slug", typedMatch)
  }, [typedMatch, onChange])

  const readVin = async () => {
    const vin = normalizeVin(draft.vin)
    if (vin.length !== VIN_LENGTH) return
    try {
      const found = await api("submissions.vinLookup", { query: { vin } })
      if (found.year !== null && draft.year === "") onChange("year", String(found.year))
      if (found.make !== null && draft.make_slug === "") chooseMake(found.make.name, found.make.slug)
    } catch {
      // the lookup only helps: the check on 'Continue' says what is wrong with the VIN
    }
  }

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
        <TextField
          label="VIN"
          autoCapitalize="characters"
          spellCheck={false}
          value={draft.vin}
          error={problemOf("car.vin")}
          hint={<p className="wizard__hint">17 characters, on the dashboard by the windshield or in the driver's door jamb.</p>}
          onChange={(event) => onChange("vin", event.target.value)}
          onBlur={() => void readVin()}
        />
        <TextField
          label="Year"
          inputMode="numeric"
          value={draft.year}
          error={problemOf("car.year")}
          onChange={(event) => onChange("year", event.target.value)}
        />
        <TextField
          label="Make"
          list={listId}
          autoComplete="off"
          value={makeText}
          error={problemOf("car.make_slug")}
          onChange={(event) => typeMake(event.target.value)}
        />
        <datalist id={listId}>
          {(makes.data ?? []).map((prediction) => (
            <option key={prediction.make_slug} value={prediction.label} />
          ))}
        </datalist>
        <SelectField
          label="Model"
          value={draft.model_slug}
          disabled={draft.make_slug === ""}
          error={problemOf("car.model_slug")}
          options={[
            { value: "", label: draft.make_slug === "" ? "Choose the make first" : "Choose…" },
            ...(models.data?.models ?? []).map((model) => ({ value: model.slug, label: model.name }))
          ]}
          onChange={(event) => onChange("model_slug", event.target.value)}
        />
        <TextField
          label="Mileage"
          inputMode="numeric"
          suffix="miles"
          value={draft.mileage}
          error={problemOf("car.mileage")}
          onChange={(event) => onChange("mileage", event.target.value)}
        />
        <TextField
          label="Zip code where the car is"
          inputMode="numeric"
          autoComplete="postal-code"
          value={draft.zip_code}
          error={problemOf("car.zip_code")}
          onChange={(event) => onChange("zip_code", event.target.value)}
        />
        <fieldset className="section-fields__choice">
          <legend className="text-field__label">You're selling as</legend>
          <div className="section-fields__options">
            {SELLER_TYPES.map((type) => (
              <label key={type.key} className="section-fields__option">
                <input
                  type="radio"
                  name="seller_type"
                  checked={draft.seller_type === String(type.key)}
                  onChange={() => onChange("seller_type", String(type.key))}
                />
                {type.label}
              </label>
            ))}
          </div>
        </fieldset>
        {draft.seller_type === "2" && (
          <TextField
            label="Dealership name"
            autoComplete="organization"
            value={draft.dealer_name}
            error={problemOf("car.dealer_name")}
            onChange={(event) => onChange("dealer_name", event.target.value)}
          />
        )}
      </fieldset>
    </div>
  )
}
