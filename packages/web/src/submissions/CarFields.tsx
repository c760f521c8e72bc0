import type { VinLookup } from "@redline/api"
import { type FieldProblem, Messages, normalizeVin, SELLER_TYPES, VIN_LENGTH } from "@redline/domain"
import type { ApplicationDraft, ApplicationField } from "@redline/machines"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useId, useState } from "react"
import { isExplained } from "../api/refusal.ts"
import { useApi } from "../api/useApi.ts"
import { SelectField } from "../ui/SelectField.tsx"
import { TextField } from "../ui/TextField.tsx"
import "./SectionFields.css"
import "./CarFields.css"

/**
 * Whose car the fields are for. The seller's own application reads the VIN quietly as the field
 * is left; a sell inquiry, typed by someone for a seller, looks it up on request and says what
 * the lookup found, warned of or refused; so does staff's invitation, which leaves who sells to
 * the seller.
 */
type CarForm = "application" | "inquiry" | "invitation"

const SELLER_TYPE_LEGENDS: Readonly<Record<Exclude<CarForm, "invitation">, string>> = {
  application: "You're selling as",
  inquiry: "Selling as"
}

interface CarFieldsProps {
  readonly form: CarForm
  readonly draft: ApplicationDraft
  /** The make's name as saved, for a resumed application. */
  readonly makeName: string
  readonly problems: ReadonlyArray<FieldProblem>
  readonly onChange: (field: ApplicationField, value: string) => void
}

type Lookup =
  | { readonly state: "idle" }
  | { readonly state: "busy" }
  | { readonly state: "found"; readonly found: VinLookup }
  | { readonly state: "refused"; readonly message: string }

/** The year typed, sent with the lookup: a chassis number shorter than a VIN is taken before 1981. */
const typedYear = (text: string): number | undefined => (/^\s*\d{4}\s*$/.test(text) ? Number(text) : undefined)

/** What a lookup found, in words. */
function foundText(found: VinLookup): string {
  const car =
    found.year !== null && found.make !== null
      ? `This VIN is a ${found.year} ${found.make.name}: choose the model.`
      : found.year !== null
        ? `This VIN is a ${found.year}; its maker isn't one we can tell from the VIN: choose the make and model.`
        : "Nothing more can be read from this chassis number: enter the year, make and model."
  return found.check_digit_warning
    ? `${car} Its check digit doesn't match, which a car made outside North America may do: check the VIN against the car.`
    : car
}

/**
 * The car of an application or an inquiry (spec 3 §4): the VIN, whose model year and maker fill
 * the year and make; the make one of the catalogue's, suggested as it is typed; the model one of
 * the make's; mileage, where the car is, and who sells it.
 */
export function CarFields({ form, draft, makeName, problems, onChange }: CarFieldsProps) {
  const api = useApi()
  const listId = useId()
  const [makeText, setMakeText] = useState(makeName)
  const [lookup, setLookup] = useState<Lookup>({ state: "idle" })
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

  /** As the VIN is left (the application): fills the year and make still empty, and says nothing. */
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

  /** 'Look up' (an inquiry): fills the year and make with what the VIN says, and says what it found. */
  const lookUp = async () => {
    setLookup({ state: "busy" })
    try {
      const found = await api("submissions.vinLookup", { query: { vin: draft.vin, year: typedYear(draft.year) } })
      if (found.year !== null) onChange("year", String(found.year))
      if (found.make !== null) chooseMake(found.make.name, found.make.slug)
      setLookup({ state: "found", found })
    } catch (error) {
      setLookup({ state: "refused", message: isExplained(error) ? error.message : Messages.errorTryAgain })
    }
  }

  const vinField = (
    <TextField
      label="VIN"
      autoCapitalize="characters"
      spellCheck={false}
      value={draft.vin}
      error={problemOf("car.vin")}
      hint={<p className="wizard__hint">17 characters, on the dashboard by the windshield or in the driver's door jamb.</p>}
      onChange={(event) => {
        setLookup({ state: "idle" })
        onChange("vin", event.target.value)
      }}
      onBlur={form === "application" ? () => void readVin() : undefined}
    />
  )

  return (
    <>
      {form === "application" ? (
        vinField
      ) : (
        <div className="car-fields__vin">
          {vinField}
          <div className="car-fields__lookup">
            <button type="button" className="button button--quiet" disabled={lookup.state === "busy"} onClick={() => void lookUp()}>
              {lookup.state === "busy" ? "Looking up…" : "Look up"}
            </button>
            <p className="car-fields__lookup-result" role="status" data-refused={lookup.state === "refused" ? "" : undefined}>
              {lookup.state === "found" ? foundText(lookup.found) : lookup.state === "refused" ? lookup.message : ""}
            </p>
          </div>
        </div>
      )}
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
        autoComplete={form === "application" ? "postal-code" : "off"}
        value={draft.zip_code}
        error={problemOf("car.zip_code")}
        onChange={(event) => onChange("zip_code", event.target.value)}
      />
      {form !== "invitation" && (
        <fieldset className="section-fields__choice">
          <legend className="text-field__label">{SELLER_TYPE_LEGENDS[form]}</legend>
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
      )}
      {form !== "invitation" && draft.seller_type === "2" && (
        <TextField
          label="Dealership name"
          autoComplete={form === "application" ? "organization" : "off"}
          value={draft.dealer_name}
          error={problemOf("car.dealer_name")}
          onChange={(event) => onChange("dealer_name", event.target.value)}
        />
      )}
    </>
  )
}
