import type { NewInquiry } from "@redline/api"
import { checkApplication, type FieldProblem, inquiryProblems } from "@redline/domain"
import { type ApplicationDraft, type ApplicationField, applicationRequestOf, EMPTY_APPLICATION } from "@redline/machines"
import { useMutation } from "@tanstack/react-query"
import { type FormEvent, useCallback, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { CarFields } from "../submissions/CarFields.tsx"
import { ContactFields } from "../submissions/ContactFields.tsx"
import { useApplicationProblems } from "../submissions/useApplicationProblems.ts"
import { TextAreaField } from "../ui/TextAreaField.tsx"
import "../submissions/SubmissionWizard.css"

/** The inquiry as typed: the application's fields, the seller's e-mail and the notes. */
interface InquiryDraft extends ApplicationDraft {
  readonly email: string
  readonly notes: string
}

type InquiryField = ApplicationField | "email" | "notes"

const EMPTY_INQUIRY: InquiryDraft = { ...EMPTY_APPLICATION, email: "", notes: "" }

type InquiryRequest = typeof NewInquiry.Type

/** The request of `POST inquiries`: the application the draft makes, with the seller's e-mail and the notes. */
function inquiryRequestOf(draft: InquiryDraft): InquiryRequest {
  const { contact, car } = applicationRequestOf(draft)
  return { contact: { ...contact, email: draft.email }, car, notes: draft.notes === "" ? null : draft.notes }
}

/** What the server would refuse, by the same rules: the application's, then the inquiry's own fields. */
function inquiryDraftProblems(draft: InquiryDraft, now: Date): ReadonlyArray<FieldProblem> {
  const application = checkApplication(applicationRequestOf(draft), now)
  return [...(application._tag === "invalid" ? application.problems : []), ...inquiryProblems({ email: draft.email, notes: draft.notes })]
}

/** The inquiry made: what the server answered, and whom the invitation went to. */
export interface InquirySent {
  readonly url: string
  readonly expires_at: string
  readonly seller: { readonly first_name: string; readonly last_name: string; readonly email: string }
}

/**
 * The inquiry's form: the seller's contact, their car (the application's fields, the VIN looked
 * up on request) and notes for our team. Checked in the browser with the domain's rules before it
 * is sent; what the server refuses shows by its field.
 */
export function InquiryForm({ onSent }: { readonly onSent: (sent: InquirySent) => void }) {
  const api = useApi()
  const [draft, setDraft] = useState(EMPTY_INQUIRY)
  const { problems, notice, checked, refused, changed, problemOf } = useApplicationProblems()
  const send = useMutation({
    mutationFn: (body: InquiryRequest) => api("submissions.inquire", { body }),
    onSuccess: (made, body) =>
      onSent({
        url: made.url,
        expires_at: made.expires_at,
        seller: { first_name: body.contact.first_name.trim(), last_name: body.contact.last_name.trim(), email: body.contact.email.trim() }
      }),
    onError: refused
  })

  const change = useCallback(
    (field: InquiryField, value: string) => {
      setDraft((current) => ({ ...current, [field]: value }))
      changed(field)
    },
    [changed]
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = inquiryDraftProblems(draft, new Date())
    checked(found, null)
    if (found.length === 0) send.mutate(inquiryRequestOf(draft))
  }

  return (
    <div className="wizard">
      <form className="wizard__form" noValidate onSubmit={submit} aria-labelledby="inquiry-heading" aria-busy={send.isPending}>
        <h2 id="inquiry-heading" className="wizard__heading">
          Record a seller's car
        </h2>
        <p className="wizard__lead">
          Who is selling, and the car. We make their application filled in with what you enter, and e-mail them the link to check it, add
          the rest and send it to us.
        </p>
        {notice !== null && (
          <p className="alert" role="alert">
            {notice}
          </p>
        )}
        <div className="wizard__groups">
          <fieldset className="wizard__group">
            <legend className="wizard__legend">The seller</legend>
            <ContactFields form="inquiry" draft={draft} problems={problems} onChange={change} />
          </fieldset>

          <fieldset className="wizard__group">
            <legend className="wizard__legend">The car</legend>
            <CarFields form="inquiry" draft={draft} makeName="" problems={problems} onChange={change} />
            <TextAreaField
              className="section-fields__story"
              label="Notes for our team (optional)"
              value={draft.notes}
              error={problemOf("notes")}
              onChange={(text) => change("notes", text)}
            />
          </fieldset>
        </div>
        <div className="wizard__actions">
          <button type="submit" className="button" disabled={send.isPending}>
            Send to the seller
          </button>
          <p className="wizard__status" role="status">
            {send.isPending ? "Sending…" : ""}
          </p>
        </div>
      </form>
    </div>
  )
}
