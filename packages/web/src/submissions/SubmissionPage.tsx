import { CARD_IMAGE, inspectionStatusProblem, listingFeePayable, mileageText, parseId, SubmissionStatus } from "@redline/domain"
import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { Link, useParams, useSearch } from "wouter"
import { SignedInOnly } from "../account/SignedInOnly.tsx"
import { useApi } from "../api/useApi.ts"
import { DetailPage } from "../page/DetailPage.tsx"
import NotFoundPage from "../page/NotFoundPage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"
import { useReaderId } from "../session/readerId.ts"
import { ListingFeePanel } from "./ListingFeePanel.tsx"
import { ReserveOfferPanel } from "./ReserveOfferPanel.tsx"
import { nextStepOf, standingText } from "./standing.ts"
import { SubmissionChat } from "./SubmissionChat.tsx"
import { SubmissionFacts } from "./SubmissionFacts.tsx"
import { submissionsQueries } from "./submissionsQueries.ts"
import { useLiveSubmissionMessages } from "./useLiveSubmissionMessages.ts"
import { YourRepresentative } from "./YourRepresentative.tsx"
import "./SubmissionPage.css"

/**
 * A seller's submission (`/submissions/{id}`, spec 3 §2): where it stands, what is needed next
 * ('Continue Submission', 'View Reserve Offer', 'Review Listing Draft', 'Manage Auction'; once
 * accepted, the listing fee to pay; once paid, the reserve offer to answer), the chat with staff, which `?m=true` opens, and for a
 * business-development partner their representative. Someone else's is not found.
 */
export default function SubmissionPage() {
  usePageTitle("Submission")
  const { submissionId } = useParams<{ submissionId: string }>()
  const id = parseId(submissionId ?? "")
  if (id === undefined) return <NotFoundPage />
  return (
    <SignedInOnly>
      <SubmissionOf id={id} />
    </SignedInOnly>
  )
}

function SubmissionOf({ id }: { readonly id: number }) {
  const submission = useQuery(submissionsQueries.detail(useApi(), id, useReaderId()))
  const openChat = new URLSearchParams(useSearch()).get("m") === "true"
  useLiveSubmissionMessages()
  const loaded = submission.data !== undefined

  useEffect(() => {
    if (!openChat || !loaded) return
    const chat = document.getElementById("submission-chat-heading")
    chat?.scrollIntoView({ block: "start" })
    chat?.parentElement?.querySelector("textarea")?.focus({ preventScroll: true })
  }, [openChat, loaded])

  return (
    <DetailPage query={submission} what="this submission">
      {(shown) => {
        const standing = standingText(shown)
        const next = nextStepOf(shown)
        const { car } = shown.application
        const main = shown.photos.find((photo) => photo.is_main) ?? shown.photos[0]
        return (
          <div className="container submission-page">
            <p className="submission-page__crumb">
              <Link href="/account/listings/">My Listings</Link>
            </p>
            <div className="submission-page__head">
              <h1 className="submission-page__title">{shown.title}</h1>
              <p className="submission-page__status">{standing.label}</p>
            </div>
            <YourRepresentative submissionId={shown.id} />
            {shown.review_checklist_status === false && (
              <p className="note submission-page__more">
                <strong>We need more info for your listing.</strong> Our team has asked in the chat below.
              </p>
            )}
            <section className="submission-page__standing" aria-labelledby="submission-next-heading">
              <h2 id="submission-next-heading" className="submission-page__heading">
                Where it stands
              </h2>
              <p>{standing.text}</p>
              {next !== null && (
                <Link href={next.href} className="button submission-page__next">
                  {next.label}
                </Link>
              )}
              {(inspectionStatusProblem(shown.status) === null || shown.inspection !== null) && (
                <Link href={`/submissions/${shown.id}/inspection`}>
                  {shown.is_inspection_booked ? "Your inspection" : "Book your inspection"}
                </Link>
              )}
            </section>
            {listingFeePayable(shown.status) && <ListingFeePanel submissionId={shown.id} />}
            <ReserveOfferPanel submissionId={shown.id} enabled={shown.status === SubmissionStatus.paid || shown.reserve_offer !== null} />
            <section className="submission-page__car" aria-labelledby="submission-car-heading">
              <h2 id="submission-car-heading" className="submission-page__heading">
                Your car
              </h2>
              {main !== undefined && <AuctionPhoto className="submission-page__photo" photo={main} alt={shown.title} size={CARD_IMAGE} />}
              <SubmissionFacts
                facts={[
                  ["VIN", car.vin],
                  ["Mileage", mileageText(car.mileage)],
                  ["Zip code", car.zip_code],
                  ["Photos", shown.photos.length]
                ]}
              />
            </section>
            <SubmissionChat submissionId={shown.id} />
          </div>
        )
      }}
    </DetailPage>
  )
}
