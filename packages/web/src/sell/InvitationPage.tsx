import { useQuery } from "@tanstack/react-query"
import { Link, useParams } from "wouter"
import { SignedInOnly } from "../account/SignedInOnly.tsx"
import { ApiError } from "../api/request.ts"
import { useApi } from "../api/useApi.ts"
import { DetailPage } from "../page/DetailPage.tsx"
import { PageMessage } from "../page/PageMessage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { useReaderId } from "../session/readerId.ts"
import { SubmissionWizard } from "../submissions/SubmissionWizard.tsx"
import { ResumedApplication } from "./SubmitPage.tsx"
import "./SubmitPage.css"

/**
 * An application staff prefilled (`/sell-car/invitation/{id}`, spec 3 §2): the wizard starts from
 * what they know; once the reader applied with it, the invitation resumes that application. An
 * expired or used one says so and offers a fresh application.
 */
export default function InvitationPage() {
  usePageTitle("Submit Your Car")
  const { invitationId = "" } = useParams<{ invitationId: string }>()
  return (
    <SignedInOnly>
      <Invited id={invitationId} />
    </SignedInOnly>
  )
}

function Invited({ id }: { readonly id: string }) {
  const api = useApi()
  const invitation = useQuery({
    // whose application it made is the reader's to know
    queryKey: ["submissions", "invitation", id, useReaderId()],
    queryFn: ({ signal }) => api("submissions.invitation", { path: { invitation_id: id }, signal }),
    retry: false
  })
  if (invitation.error instanceof ApiError && invitation.error.status === 404) {
    return (
      <PageMessage
        heading="This invitation can't be used"
        action={
          <Link href="/sell-car/submit/" className="button">
            Submit Your Car
          </Link>
        }
      >
        {invitation.error.message}
      </PageMessage>
    )
  }
  return (
    <DetailPage query={invitation} what="this invitation">
      {(invited) => (
        <div className="container submit-page">
          <h1 className="submit-page__title">Submit Your Car</h1>
          {invited.submission_id !== null ? (
            <ResumedApplication id={invited.submission_id} />
          ) : (
            <SubmissionWizard
              submission={null}
              invitationId={invited.invitation_id}
              partner={invited.partner}
              prefill={{
                first_name: invited.prefill.contact.first_name ?? "",
                last_name: invited.prefill.contact.last_name ?? "",
                phone: invited.prefill.contact.phone ?? "",
                vin: invited.prefill.car.vin ?? "",
                year: invited.prefill.car.year === null ? "" : String(invited.prefill.car.year),
                make_slug: invited.prefill.car.make_slug ?? "",
                model_slug: invited.prefill.car.model_slug ?? "",
                mileage: invited.prefill.car.mileage === null ? "" : String(invited.prefill.car.mileage),
                zip_code: invited.prefill.car.zip_code ?? ""
              }}
            />
          )}
        </div>
      )}
    </DetailPage>
  )
}
