import { type DistanceSetting, MAX_DISTANCE_CHOICES, type MaxDistance, parseMaxDistance } from "@redline/domain"
import { zipFormMachine } from "@redline/machines"
import { useMachine } from "@xstate/react"
import { type FormEvent, type ReactNode, useEffect, useEffectEvent, useMemo, useRef } from "react"
import { fromPromise } from "xstate"
import { SelectField } from "../ui/SelectField.tsx"
import { TextField } from "../ui/TextField.tsx"
import { useDistanceSetting } from "./useDistanceSetting.ts"
import "./ClosestToMe.css"

const DISTANCE_OPTIONS = MAX_DISTANCE_CHOICES.map((miles) => ({ value: miles, label: miles === 0 ? "No limit" : `${miles} miles` }))

interface ZipFormProps {
  /** After the setting is kept: the list loads with it. */
  readonly onSaved: (setting: DistanceSetting) => void
  /** Beside the submit button, such as the modal's Cancel. */
  readonly extraAction?: ReactNode
  /** Focus the zip code on opening (the modal); the inline form leaves focus where it is. */
  readonly autoFocus?: boolean
}

/**
 * The zip form of 'Cars closest to me' (spec 1 §2, §5): the country (US, or Canada by 'In
 * Canada?'), the zip code and the largest distance in the US. Zip fields have no `maxLength`: a
 * pasted ' 90210' would lose its last digit before its space is stripped; the machine keeps five.
 */
export function ZipForm({ onSaved, extraAction, autoFocus = false }: ZipFormProps) {
  const { setting, save } = useDistanceSetting()
  const machine = useMemo(() => zipFormMachine.provide({ actors: { saveSetting: fromPromise(({ input }) => save(input)) } }), [save])
  const [snapshot, send] = useMachine(machine, { input: { setting: setting ?? null } })
  const { context } = snapshot
  const saving = snapshot.value === "saving"
  const zipRef = useRef<HTMLInputElement>(null)

  const saved = useEffectEvent(onSaved)
  useEffect(() => {
    if (snapshot.status === "done") saved(snapshot.output!)
  }, [snapshot.status, snapshot.output])
  useEffect(() => {
    if (context.problem !== null) zipRef.current?.focus()
  }, [context.problem])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: "SUBMIT" })
  }
  const inUs = context.country === "US"
  return (
    <form className="zip-form" onSubmit={submit} noValidate aria-busy={saving}>
      {inUs ? (
        <div className="zip-form__fields">
          <TextField
            ref={zipRef}
            className="zip-form__zip"
            label="Zip code"
            value={context.zip}
            onChange={(event) => send({ type: "CHANGE_ZIP", zip: event.target.value })}
            error={context.problem ?? undefined}
            inputMode="numeric"
            autoComplete="postal-code"
            autoFocus={autoFocus}
          />
          <SelectField
            className="zip-form__distance"
            label="Max distance"
            options={DISTANCE_OPTIONS}
            value={context.maxDistance}
            onChange={(event) =>
              send({ type: "CHANGE_DISTANCE", maxDistance: parseMaxDistance(event.target.value) ?? (context.maxDistance as MaxDistance) })
            }
          />
        </div>
      ) : (
        <div className="zip-form__canada">
          <p>All cars located in Canada are shown. Bids are in US dollars.</p>
          {context.problem !== null && (
            <p className="zip-form__problem" role="alert">
              {context.problem}
            </p>
          )}
        </div>
      )}
      <button type="button" className="zip-form__country" onClick={() => send({ type: "TOGGLE_COUNTRY" })}>
        {inUs ? "In Canada?" : "In the US?"}
      </button>
      <div className="zip-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : "Show cars"}
        </button>
        {extraAction}
      </div>
    </form>
  )
}
