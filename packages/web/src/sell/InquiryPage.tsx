import { SUBMIT_INQUIRIES_ABILITY } from "@redline/domain"
import { useState } from "react"
import { usePageTitle } from "../page/usePageTitle.ts"
import { AbilityOnly } from "../session/AbilityOnly.tsx"
import { InquiryForm, type InquirySent } from "./InquiryForm.tsx"
import { InquirySentNotice } from "./InquirySentNotice.tsx"
import "./SubmitPage.css"

/**
 * A sell inquiry (`/sell-car/inquiry/`, spec 3 §2 and §6): someone with the submit-inquiries
 * ability records a seller's car and contact, and the seller is e-mailed an application filled in
 * with them. A visitor signs in first and comes back; anyone else is told the page isn't theirs.
 */
const NOT_INQUIRING = {
  heading: "You can't file sell inquiries",
  reason:
    "Sell inquiries are for Redline staff and the partners who bring sellers to us, and your account isn't one of theirs. If you were given access just now, check again.",
  stillMissing: "Your account still can't file sell inquiries.",
  elsewhere: { href: "/sell-car/submit/", label: "Submit Your Car" }
}

export default function InquiryPage() {
  usePageTitle("Sell Inquiry")
  return (
    <AbilityOnly ability={SUBMIT_INQUIRIES_ABILITY} refusal={NOT_INQUIRING}>
      <Inquiry />
    </AbilityOnly>
  )
}

function Inquiry() {
  const [sent, setSent] = useState<InquirySent | null>(null)
  return (
    <div className="container submit-page">
      <h1 className="submit-page__title">Sell Inquiry</h1>
      {sent === null ? <InquiryForm onSent={setSent} /> : <InquirySentNotice sent={sent} onAnother={() => setSent(null)} />}
    </div>
  )
}
