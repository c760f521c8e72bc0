import { formatShortDate, parseId } from "@redline/domain"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { Link, useParams } from "wouter"
import { useApi } from "../api/useApi.ts"
import { DetailPage } from "../page/DetailPage.tsx"
import NotFoundPage from "../page/NotFoundPage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { useReaderId } from "../session/readerId.ts"
import { statusLabel } from "../submissions/standing.ts"
import { SubmissionChat } from "../submissions/SubmissionChat.tsx"
import { AuctionScheduleForm } from "./AuctionScheduleForm.tsx"
import { DecisionPanel } from "./DecisionPanel.tsx"
import { InspectionReportPanel } from "./InspectionReportPanel.tsx"
import { ListingPanel } from "./ListingPanel.tsx"
import { RepresentativePanel } from "./RepresentativePanel.tsx"
import { ReserveOfferForm } from "./ReserveOfferForm.tsx"
import { staffDeskKeys, staffDeskQueries } from "./staffDeskQueries.ts"
import { StaffDeskOnly } from "./StaffDeskOnly.tsx"
import { SubmissionData } from "./SubmissionData.tsx"
import { SubmissionMedia } from "./SubmissionMedia.tsx"
import { useLiveStaffChat } from "./useLiveStaffChat.ts"
import "../submissions/SubmissionPage.css"

/**
 * A submission on the staff desk (`/staff/submissions/{id}`, spec 3 §4 and §6 VIEW_SUBMISSIONS):
 * everything the seller gave, the photos and videos, the chat with the seller (live), staff's
 * decision, made here while it is Submitted and recorded (who, what, when) ever after, and its
 * business-development representative; once the car is Paid, the inspection's report, the reserve
 * offer and the way to the listing's versions; once its listing is approved, the auction's schedule.
 */
export default function StaffSubmissionPage() {
  usePageTitle("Submission · Staff Desk")
  const { submissionId } = useParams<{ submissionId: string }>()
  const id = parseId(submissionId ?? "")
  if (id === undefined) return <NotFoundPage />
  return (
    <StaffDeskOnly>
      <StaffSubmission id={id} />
    </StaffDeskOnly>
  )
}

function StaffSubmission({ id }: { readonly id: number }) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const submission = useQuery(staffDeskQueries.submission(api, id, reader))
  // the seller's messages seen: the unread counts of the desk are read again
  const onSeen = useCallback(() => void queryClient.invalidateQueries({ queryKey: staffDeskKeys.all }), [queryClient])
  useLiveStaffChat(id)

  return (
    <DetailPage query={submission} what="this submission">
      {(shown) => (
        <div className="container staff-submission">
          <p className="staff-submission__crumb">
            <Link href="/staff/submissions/">Staff Desk</Link>
          </p>
          <div className="staff-submission__head">
            <h1 className="staff-submission__title">{shown.submission.title}</h1>
            <p className="staff-submission__status">{statusLabel(shown.submission.status)}</p>
            <p className="staff-submission__muted">
              {shown.submission.submitted_at === null ? (
                "Not submitted yet"
              ) : (
                <>
                  Submitted <time dateTime={shown.submission.submitted_at}>{formatShortDate(new Date(shown.submission.submitted_at))}</time>
                </>
              )}{" "}
              by {shown.seller.username}
            </p>
          </div>
          <div className="staff-submission__columns">
            <div className="staff-submission__side">
              <DecisionPanel shown={shown} />
              <RepresentativePanel key={shown.representative?.id ?? 0} shown={shown} />
              <InspectionReportPanel
                submissionId={shown.submission.id}
                status={shown.submission.status}
                booked={shown.submission.is_inspection_booked}
              />
              <ReserveOfferForm shown={shown} />
              <ListingPanel id={shown.submission.id} status={shown.submission.status} />
              <AuctionScheduleForm shown={shown} />
            </div>
            <div className="staff-submission__main">
              <SubmissionData submission={shown.submission} email={shown.seller.email} />
              <SubmissionMedia submission={shown.submission} />
            </div>
            <SubmissionChat
              submissionId={shown.submission.id}
              staff={{ seller: shown.seller.username, unread: shown.unread_count, onSeen }}
            />
          </div>
        </div>
      )}
    </DetailPage>
  )
}
