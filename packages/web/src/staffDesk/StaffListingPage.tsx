import type { ListingDraft } from "@redline/api"
import { parseId, SubmissionStatus } from "@redline/domain"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { Link, useParams } from "wouter"
import { useApi } from "../api/useApi.ts"
import { listingDraftKeys } from "../listings/listingDraftQueries.ts"
import { DetailPage } from "../page/DetailPage.tsx"
import NotFoundPage from "../page/NotFoundPage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { useReaderId } from "../session/readerId.ts"
import { statusLabel } from "../submissions/standing.ts"
import { firstDraftOf, nextDraftOf } from "./listingDraftInput.ts"
import { ListingDraftForm } from "./ListingDraftForm.tsx"
import { ListingVersions } from "./ListingVersions.tsx"
import { staffDeskKeys, staffDeskQueries } from "./staffDeskQueries.ts"
import { StaffDeskOnly } from "./StaffDeskOnly.tsx"
import "../submissions/SectionFields.css"
import "./StaffListing.css"

/** Versions are written while the car is Paid (the first) or its listing is being written (spec 3 §4; the server has the rest of the rule). */
const isWritable = (status: SubmissionStatus) => status === SubmissionStatus.paid || status === SubmissionStatus.listing

/**
 * The listing of a submission on the staff desk (`/staff/submissions/{id}/listing`, spec 3 §2,
 * §4 'Listing review'): the next version written from the latest (the first from what the
 * seller told), and the versions written, with where each stands with the seller and its preview.
 */
export default function StaffListingPage() {
  usePageTitle("Listing · Staff Desk")
  const { submissionId } = useParams<{ submissionId: string }>()
  const id = parseId(submissionId ?? "")
  if (id === undefined) return <NotFoundPage />
  return (
    <StaffDeskOnly>
      <StaffListing id={id} />
    </StaffDeskOnly>
  )
}

function StaffListing({ id }: { readonly id: number }) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const submission = useQuery(staffDeskQueries.submission(api, id, reader))
  const latest = useQuery(staffDeskQueries.listing(api, id, reader))
  const [written, setWritten] = useState<number | null>(null)

  const onWritten = (version: ListingDraft) => {
    queryClient.setQueryData(staffDeskKeys.listing(id, reader), version)
    void queryClient.invalidateQueries({ queryKey: listingDraftKeys.listing(id) })
    void queryClient.invalidateQueries({ queryKey: staffDeskKeys.submission(id, reader) })
    void queryClient.invalidateQueries({ queryKey: staffDeskKeys.queues() })
    setWritten(version.version_id)
  }

  return (
    <DetailPage query={submission} what="this submission">
      {(shown) => (
        <div className="container staff-submission staff-listing">
          <p className="staff-submission__crumb">
            <Link href="/staff/submissions/">Staff Desk</Link> › <Link href={`/staff/submissions/${id}`}>{shown.submission.title}</Link>
          </p>
          <div className="staff-submission__head">
            <h1 className="staff-submission__title">Listing of the {shown.submission.title}</h1>
            <p className="staff-submission__status">{statusLabel(shown.submission.status)}</p>
          </div>
          <p className="staff-listing__written" role="status">
            {written === null ? "" : `Version ${written} written: the seller is asked to review it.`}
          </p>
          <div className="staff-listing__columns">
            <div className="staff-listing__side">
              {latest.data === undefined ? (
                <p className="staff-submission__muted">{latest.isError ? "The versions couldn't be loaded." : "Loading…"}</p>
              ) : (
                <ListingVersions latest={latest.data} />
              )}
            </div>
            <div className="staff-submission__panel staff-listing__main">
              {!isWritable(shown.submission.status) ? (
                <p className="staff-submission__muted">
                  Versions are written while the submission is {statusLabel(SubmissionStatus.paid)} or{" "}
                  {statusLabel(SubmissionStatus.listing)}; it is {statusLabel(shown.submission.status)}.
                </p>
              ) : latest.data === undefined ? (
                <p className="staff-submission__muted">Loading…</p>
              ) : (
                <ListingDraftForm
                  key={latest.data?.version_id ?? 0}
                  submission={shown.submission}
                  start={latest.data === null ? firstDraftOf(shown.submission) : nextDraftOf(latest.data)}
                  onWritten={onWritten}
                />
              )}
            </div>
          </div>
        </div>
      )}
    </DetailPage>
  )
}
