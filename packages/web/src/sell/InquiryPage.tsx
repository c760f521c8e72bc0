import { Messages, SUBMIT_INQUIRIES_ABILITY } from "@redline/domain"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Link } from "wouter"
import { SignedInOnly } from "../account/SignedInOnly.tsx"
import { PageMessage } from "../page/PageMessage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import type { StoredSession } from "../session/sessionAtom.ts"
import { useSession } from "../session/useSession.ts"
import { useSessionClient } from "../session/useSessionClient.ts"
import { InquiryForm, type InquirySent } from "./InquiryForm.tsx"
import { InquirySentNotice } from "./InquirySentNotice.tsx"
import "./SubmitPage.css"

/**
 * A sell inquiry (`/sell-car/inquiry/`, spec 3 §2 and §6): someone with the submit-inquiries
 * ability records a seller's car and contact, and the seller is e-mailed an application filled in
 * with them. A visitor signs in first and comes back; anyone else is told the page isn't theirs.
 */
export default function InquiryPage() {
  usePageTitle("Sell Inquiry")
  return (
    <SignedInOnly>
      <WithInquiryAbility />
    </SignedInOnly>
  )
}

function WithInquiryAbility() {
  const session = useSession()
  const [sent, setSent] = useState<InquirySent | null>(null)
  if (session === null) return null
  if (!session.abilities.includes(SUBMIT_INQUIRIES_ABILITY)) return <NoInquiryAbility session={session} />
  return (
    <div className="container submit-page">
      <h1 className="submit-page__title">Sell Inquiry</h1>
      {sent === null ? <InquiryForm onSent={setSent} /> : <InquirySentNotice sent={sent} onAnother={() => setSent(null)} />}
    </div>
  )
}

/**
 * Signed in without the ability. The session says what it may do as the server last answered
 * (at sign-in or its last refresh), so 'Check again' asks the server afresh, for an ability
 * given since.
 */
function NoInquiryAbility({ session }: { readonly session: StoredSession }) {
  const client = useSessionClient()
  const check = useMutation({ mutationFn: () => client.refresh(session) })
  return (
    <PageMessage
      heading="You can't file sell inquiries"
      action={
        <>
          <div className="submit-page__actions">
            <button type="button" className="button" disabled={check.isPending} onClick={() => check.mutate()}>
              {check.isPending ? "Checking…" : "Check again"}
            </button>
            <Link href="/sell-car/submit/" className="button button--quiet">
              Submit Your Car
            </Link>
          </div>
          <p className="submit-page__status" role="status">
            {check.isError ? Messages.errorTryAgain : check.isSuccess ? "Your account still can't file sell inquiries." : ""}
          </p>
        </>
      }
    >
      Sell inquiries are for Redline staff and the partners who bring sellers to us, and your account isn't one of theirs. If you were given
      access just now, check again.
    </PageMessage>
  )
}
