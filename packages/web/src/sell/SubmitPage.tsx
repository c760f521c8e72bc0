import type { Submission } from "@redline/api"
import { type Campaign, campaignOfQuery, parseId } from "@redline/domain"
import type { ApplicationDraft } from "@redline/machines"
import { useQuery } from "@tanstack/react-query"
import { useCallback, useState } from "react"
import { useLocation, useParams, useSearch } from "wouter"
import { SignedInOnly } from "../account/SignedInOnly.tsx"
import { useApi } from "../api/useApi.ts"
import { DetailPage } from "../page/DetailPage.tsx"
import { PageLoading } from "../page/PageLoading.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { useReaderId } from "../session/readerId.ts"
import { SubmissionWizard } from "../submissions/SubmissionWizard.tsx"
import { submissionsQueries } from "../submissions/submissionsQueries.ts"
import "./SubmitPage.css"

/**
 * The application (`/sell-car/submit/{partner?}`, spec 3 §2): a new one, or with `?submission=`
 * the seller's own, resumed where it stands on whatever device. A visitor signs in first and
 * comes back. Once a new application is saved the address names it, so a reload resumes it.
 */
export default function SubmitPage() {
  usePageTitle("Submit Your Car")
  return (
    <SignedInOnly>
      <div className="container submit-page">
        <h1 className="submit-page__title">Submit Your Car</h1>
        <Application />
      </div>
    </SignedInOnly>
  )
}

function Application() {
  const { partner } = useParams<{ partner?: string }>()
  const search = new URLSearchParams(useSearch())
  const [location, navigate] = useLocation()
  const asked = parseId(search.get("submission") ?? "") ?? null
  // the submission the wizard started from; the one it creates later keeps it running
  const [started, setStarted] = useState(asked)
  const [created, setCreated] = useState<number | null>(null)
  if (asked !== started && asked !== created) setStarted(asked)

  const onCreated = useCallback(
    (submission: Submission) => {
      setCreated(submission.id)
      navigate(`${location}?submission=${submission.id}`, { replace: true })
    },
    [location, navigate]
  )

  return started === null ? (
    <NewApplication
      key="new"
      partner={partner}
      campaign={campaignOfQuery(search)}
      dealer={search.get("seller_type") === "2"}
      onCreated={onCreated}
    />
  ) : (
    <ResumedApplication key={started} id={started} />
  )
}

function NewApplication({
  partner,
  campaign,
  dealer,
  onCreated
}: {
  readonly partner: string | undefined
  readonly campaign: Campaign | null
  readonly dealer: boolean
  readonly onCreated: (submission: Submission) => void
}) {
  const prefill = useQuery(submissionsQueries.prefill(useApi(), useReaderId()))
  if (prefill.isPending) return <PageLoading />
  const known = prefill.data
  const draft: Partial<ApplicationDraft> = {
    first_name: known?.contact.first_name ?? "",
    last_name: known?.contact.last_name ?? "",
    phone: known?.contact.phone ?? "",
    zip_code: known?.zip_code ?? "",
    seller_type: dealer ? "2" : "1"
  }
  return <SubmissionWizard submission={null} prefill={draft} partner={partner} campaign={campaign} onCreated={onCreated} />
}

/** A saved submission in the wizard, read afresh: where it stands on this device is what the server has. */
export function ResumedApplication({ id }: { readonly id: number }) {
  const submission = useQuery({ ...submissionsQueries.detail(useApi(), id, useReaderId()), staleTime: 0 })
  return (
    <DetailPage query={submission} what="this submission">
      {(saved) => <SubmissionWizard submission={saved} />}
    </DetailPage>
  )
}
