import { formatLongDate } from "@redline/domain"
import { useEffect, useRef } from "react"
import { TextField } from "../ui/TextField.tsx"
import type { InquirySent } from "./InquiryForm.tsx"
import "../submissions/SubmissionWizard.css"

/**
 * What happens after an inquiry: the seller has the e-mail with their prefilled application's
 * link, shown here too (with how long it works) for when the e-mail doesn't reach them.
 */
export function InquirySentNotice({ sent, onAnother }: { readonly sent: InquirySent; readonly onAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // the form gave way to this: the eye and a screen reader start at its heading
  useEffect(() => headingRef.current?.focus(), [])
  const { first_name, last_name, email } = sent.seller
  return (
    <div className="wizard">
      <h2 ref={headingRef} tabIndex={-1} className="wizard__heading">
        Sent to {first_name} {last_name}
      </h2>
      <p className="wizard__lead">
        We e-mailed {first_name} at {email} a link to their application, filled in with what you entered. They sign in or sign up, check it,
        add the details and photos, and send it to our team.
      </p>
      <TextField
        label="Their application's link"
        readOnly
        value={new URL(sent.url, window.location.origin).href}
        hint={
          <p className="wizard__hint">
            It works until {formatLongDate(new Date(sent.expires_at))}. Pass it on if the e-mail doesn't reach them, but don't apply from it
            yourself: the first account to apply from it makes the application.
          </p>
        }
        onFocus={(event) => event.target.select()}
      />
      <div className="wizard__actions">
        <button type="button" className="button" onClick={onAnother}>
          Record another car
        </button>
      </div>
    </div>
  )
}
