import { formatLongDate } from "@redline/domain"
import { useEffect, useRef, useState } from "react"
import { Link } from "wouter"
import { usePageTitle } from "../page/usePageTitle.ts"
import { TextField } from "../ui/TextField.tsx"
import { InvitationForm, type InvitationMade } from "./InvitationForm.tsx"
import { StaffDeskOnly } from "./StaffDeskOnly.tsx"
import "../sell/SubmitPage.css"

/**
 * Inviting a seller from the staff desk (`/staff/invitations/new`, spec 3 §2 and §6
 * VIEW_SUBMISSIONS): staff prefill an application with what they know and get its link
 * (`/sell-car/invitation/{id}`) to pass on, with how long it works.
 */
export default function InvitePage() {
  usePageTitle("Invite a Seller · Staff Desk")
  const [made, setMade] = useState<InvitationMade | null>(null)
  return (
    <StaffDeskOnly>
      <div className="container submit-page">
        <p className="staff-submission__crumb">
          <Link href="/staff/submissions/">Staff Desk</Link>
        </p>
        <h1 className="submit-page__title">Invite a Seller</h1>
        {made === null ? <InvitationForm onMade={setMade} /> : <InvitationMadeNotice made={made} onAnother={() => setMade(null)} />}
      </div>
    </StaffDeskOnly>
  )
}

/** The invitation made: its link to copy and pass on, and until when it works. */
function InvitationMadeNotice({ made, onAnother }: { readonly made: InvitationMade; readonly onAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [copied, setCopied] = useState<string | null>(null)
  // the form gave way to this: the eye and a screen reader start at its heading
  useEffect(() => headingRef.current?.focus(), [])
  const link = new URL(made.url, window.location.origin).href
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied("Copied."),
      () => setCopied("It couldn't be copied: select the link and copy it.")
    )
  return (
    <div className="wizard">
      <h2 ref={headingRef} tabIndex={-1} className="wizard__heading">
        The invitation is ready
      </h2>
      <p className="wizard__lead">
        Pass the link on to the seller. They sign in or sign up, and their application starts filled in with what you entered.
      </p>
      <TextField
        label="The invitation's link"
        readOnly
        value={link}
        hint={
          <p className="wizard__hint">
            It works until {formatLongDate(new Date(made.expires_at))}, for the first account to apply from it: don't apply from it
            yourself.
          </p>
        }
        onFocus={(event) => event.target.select()}
      />
      <div className="wizard__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy the link
        </button>
        <button type="button" className="button button--quiet" onClick={onAnother}>
          Invite another seller
        </button>
        <p className="wizard__status" role="status">
          {copied ?? ""}
        </p>
      </div>
    </div>
  )
}
