import type { NewInvitation } from "@redline/api"
import { invitationPrefillProblems } from "@redline/domain"
import { type ApplicationDraft, type ApplicationField, EMPTY_APPLICATION } from "@redline/machines"
import { useMutation } from "@tanstack/react-query"
import { type FormEvent, useCallback, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { CarFields } from "../submissions/CarFields.tsx"
import { useApplicationProblems } from "../submissions/useApplicationProblems.ts"
import { TextField } from "../ui/TextField.tsx"
import "../submissions/SubmissionWizard.css"

/** What staff know of the seller and the car, as typed: the application's fields, the seller's e-mail and the partner who sent them. */
interface InvitationDraft extends ApplicationDraft {
  readonly email: string
  readonly partner: string
}

type InvitationField = ApplicationField | "email" | "partner"

const EMPTY_INVITATION: InvitationDraft = { ...EMPTY_APPLICATION, email: "", partner: "" }

type InvitationRequest = typeof NewInvitation.Type

/** The text typed, trimmed; null when nothing is. */
const given = (text: string): string | null => (text.trim() === "" ? null : text.trim())

/** A whole number as typed ('48,210' too), NaN when it isn't one (the check names it); null when nothing is. */
const wholeGiven = (text: string): number | null =>
  text.trim() === "" ? null : /^\s*\d[\d,]*\s*$/.test(text) ? Number(text.replace(/[\s,]/g, "")) : Number.NaN

/** The prefill as the domain's check reads it, every field left empty a null. */
function prefillOf(draft: InvitationDraft) {
  return {
    partner: given(draft.partner),
    contact: { first_name: given(draft.first_name), last_name: given(draft.last_name), phone: given(draft.phone) },
    car: {
      vin: given(draft.vin),
      year: wholeGiven(draft.year),
      make_slug: given(draft.make_slug),
      model_slug: given(draft.model_slug),
      mileage: wholeGiven(draft.mileage),
      zip_code: given(draft.zip_code)
    }
  }
}

/** The request of `POST invitations`: the fields given, the others left out. */
function invitationRequestOf(draft: InvitationDraft): InvitationRequest {
  const prefill = prefillOf(draft)
  const kept = <T extends Record<string, unknown>>(fields: T) =>
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)) as { [K in keyof T]?: Exclude<T[K], null> }
  return { ...kept({ email: given(draft.email), partner: prefill.partner }), contact: kept(prefill.contact), car: kept(prefill.car) }
}

/** The invitation made: its link and until when it works. */
export interface InvitationMade {
  readonly url: string
  readonly expires_at: string
}

/**
 * Staff's invitation to apply (spec 3 §2, §7 'POST invitations'): what they know of the seller
 * and the car, every field optional, each one given checked by the application's rules in the
 * browser and again by the server, whose refusals show by their fields.
 */
export function InvitationForm({ onMade }: { readonly onMade: (made: InvitationMade) => void }) {
  const api = useApi()
  const [draft, setDraft] = useState(EMPTY_INVITATION)
  const { problems, notice, checked, refused, changed, problemOf } = useApplicationProblems()
  const invite = useMutation({
    mutationFn: (body: InvitationRequest) => api("submissions.invite", { body }),
    onSuccess: (made) => onMade({ url: made.url, expires_at: made.expires_at }),
    onError: refused
  })

  const change = useCallback(
    (field: InvitationField, value: string) => {
      setDraft((current) => ({ ...current, [field]: value }))
      changed(field)
    },
    [changed]
  )
  const text = (field: "first_name" | "last_name" | "email" | "phone" | "partner", label: string, type = "text") => (
    <TextField
      label={label}
      type={type}
      autoComplete="off"
      value={draft[field]}
      error={problemOf(field === "email" || field === "partner" ? field : `contact.${field}`)}
      onChange={(event) => change(field, event.target.value)}
    />
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = invitationPrefillProblems(prefillOf(draft), new Date())
    checked(found, found[0]?.message ?? null)
    if (found.length === 0) invite.mutate(invitationRequestOf(draft))
  }

  return (
    <div className="wizard">
      <form className="wizard__form" noValidate onSubmit={submit} aria-labelledby="invitation-heading" aria-busy={invite.isPending}>
        <h2 id="invitation-heading" className="wizard__heading">
          What you know
        </h2>
        <p className="wizard__lead">
          Every field is optional. The seller's application starts filled in with what you enter; they check it, add the rest and send it to
          us. You get a link to pass on to them.
        </p>
        {notice !== null && (
          <p className="alert" role="alert">
            {notice}
          </p>
        )}
        <div className="wizard__groups">
          <fieldset className="wizard__group">
            <legend className="wizard__legend">The seller</legend>
            {text("first_name", "First name")}
            {text("last_name", "Last name")}
            {text("email", "Email", "email")}
            {text("phone", "Phone", "tel")}
            {text("partner", "Partner who sent them")}
          </fieldset>
          <fieldset className="wizard__group">
            <legend className="wizard__legend">The car</legend>
            <CarFields form="invitation" draft={draft} makeName="" problems={problems} onChange={change} />
          </fieldset>
        </div>
        <div className="wizard__actions">
          <button type="submit" className="button" disabled={invite.isPending}>
            Make the invitation
          </button>
          <p className="wizard__status" role="status">
            {invite.isPending ? "Making it…" : ""}
          </p>
        </div>
      </form>
    </div>
  )
}
