import type { AuctionDetail, ListingDraft } from "@redline/api"
import {
  AuctionStatus,
  decisionMessageProblem,
  formatShortDate,
  isSubmissionStatus,
  listingDraftPath,
  parseId,
  reviewProblem
} from "@redline/domain"
import { galleryMachine, inGalleryOrder } from "@redline/machines"
import { useQuery } from "@tanstack/react-query"
import { useActorRef } from "@xstate/react"
import { type FormEvent, useMemo, useState } from "react"
import { Link, useParams } from "wouter"
import { failureMessage } from "../account/failureMessage.ts"
import { SignedInOnly } from "../account/SignedInOnly.tsx"
import { useApi } from "../api/useApi.ts"
import { AuctionHeading } from "../auction/AuctionHeading.tsx"
import { Breadcrumbs } from "../auction/Breadcrumbs.tsx"
import { HeroPhotos } from "../auction/HeroPhotos.tsx"
import { ListingSections } from "../auction/ListingSections.tsx"
import { ListingVideos } from "../auction/ListingVideos.tsx"
import { QuickFacts } from "../auction/QuickFacts.tsx"
import { Gallery } from "../gallery/Gallery.tsx"
import { DetailPage } from "../page/DetailPage.tsx"
import NotFoundPage from "../page/NotFoundPage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { useReaderId } from "../session/readerId.ts"
import type { StoredSession } from "../session/sessionAtom.ts"
import { useSession } from "../session/useSession.ts"
import { TextAreaField } from "../ui/TextAreaField.tsx"
import { listingDraftQueries } from "./listingDraftQueries.ts"
import { useListingReview } from "./useListingReview.ts"
import "../auction/AuctionPage.css"
import "./ListingDraftPage.css"

/**
 * The listing draft review (`/listings/{id}` for the latest version, `/listings/{id}/v/{version}`;
 * spec 3 §2, §4 'Listing review'): a version of the listing staff wrote, in the auction page's
 * layout and with its parts, and beside it the seller's review: approve, or request changes with
 * a message to staff. Someone else's listing is not found.
 */
export default function ListingDraftPage() {
  const { listingId, versionId } = useParams<{ listingId: string; versionId?: string }>()
  const id = parseId(listingId ?? "")
  const version = versionId === undefined ? null : parseId(versionId)
  if (id === undefined || version === undefined) return <NotFoundPage />
  return (
    <SignedInOnly>
      <DraftOf key={`${id}/${version}`} id={id} version={version} />
    </SignedInOnly>
  )
}

function DraftOf({ id, version }: { readonly id: number; readonly version: number | null }) {
  const draft = useQuery(listingDraftQueries.version(useApi(), id, version, useReaderId()))
  return (
    <DetailPage query={draft} what="this listing draft">
      {(shown) => <DraftView draft={shown} />}
    </DetailPage>
  )
}

/**
 * The version as the auction page's parts read an auction: not started, with no bids, watchers or
 * reserve to show yet.
 */
export const draftAuction = (draft: ListingDraft): AuctionDetail => ({
  id: draft.listing_id,
  title: draft.title,
  sub_title: draft.sub_title,
  status: AuctionStatus.queued,
  auction_start: draft.created_at,
  auction_end: draft.created_at,
  seller: draft.seller,
  winner: null,
  current_bid: 0,
  bids: 0,
  views: 0,
  watchers: 0,
  watching: false,
  make_saved_search: null,
  my_bid: null,
  comments: 0,
  questions: 0,
  featured: false,
  has_inspection: draft.inspection_report_url !== null,
  sale_amount: null,
  shipping_quote_eligible: false,
  reserve: { no_reserve: false, reserve_met: false },
  stats: {
    auction_end: draft.created_at,
    bids: 0,
    comments: 0,
    current_bid: { amount: 0, bidder: null },
    watchers: 0,
    questions: 0,
    status: AuctionStatus.queued,
    ended_over_one_day_ago: false
  },
  listing: draft.listing,
  photos: draft.photos,
  auction_url: listingDraftPath(draft.listing_id, draft.version_id)
})

/** 'M/D/YY' of a time the API gives. */
const shortDate = (iso: string) => formatShortDate(new Date(iso))

/** 'M/D/YY' of a day (YYYY-MM-DD), read as that day where the reader is. */
const shortDay = (day: string) => {
  const [year, month, date] = day.split("-").map(Number)
  return formatShortDate(new Date(year!, month! - 1, date))
}

function DraftView({ draft }: { readonly draft: ListingDraft }) {
  usePageTitle(`${draft.title}: listing draft`)
  const auction = useMemo(() => draftAuction(draft), [draft])
  const photos = useMemo(() => inGalleryOrder(draft.photos.all_photos), [draft.photos.all_photos])
  const gallery = useActorRef(galleryMachine, { input: { photos } })
  const videos = draft.listing.sections.videos
  return (
    <div className="container auction-page listing-draft">
      <p className="listing-draft__banner" role="note">
        Listing draft, version {draft.version_id}: a preview of your auction page. Only you and Redline can see it.
      </p>
      <Breadcrumbs listing={draft.listing} />
      <div className="auction-page__intro">
        <AuctionHeading auction={auction} />
      </div>
      <HeroPhotos
        photos={photos}
        title={draft.title}
        onOpen={(index) => gallery.send({ type: "OPEN", index })}
        onOpenAll={() => gallery.send({ type: "OPEN_ALL" })}
      />
      <div className="auction-page__columns">
        <div className="auction-page__main">
          <QuickFacts auction={auction} />
          <ListingSections sections={draft.listing.sections} />
          {videos.length > 0 && <ListingVideos videos={videos} poster={draft.photos.main_photo} title={draft.title} />}
          <Reports draft={draft} />
        </div>
        <ReviewPanel draft={draft} />
      </div>
      <Gallery actor={gallery} photos={photos} title={draft.title} />
    </div>
  )
}

/** The vehicle history report and the inspection's report the listing links to. */
function Reports({ draft }: { readonly draft: ListingDraft }) {
  const report = draft.history_report
  if (report === null && draft.inspection_report_url === null) return null
  return (
    <section className="auction-section listing-section" aria-labelledby="listing-reports">
      <h2 id="listing-reports" className="auction-section__heading">
        Reports
      </h2>
      <ul className="listing-draft__reports">
        {report !== null && (
          <li>
            <a href={report.url} target="_blank" rel="noopener noreferrer nofollow">
              {report.vendor} vehicle history report
            </a>{" "}
            (until {shortDay(report.expiry)})
          </li>
        )}
        {draft.inspection_report_url !== null && (
          <li>
            <a href={draft.inspection_report_url} target="_blank" rel="noopener noreferrer">
              Inspection report
            </a>
          </li>
        )}
      </ul>
    </section>
  )
}

/**
 * Whether the reader is the listing's seller rather than staff, the only others the server shows
 * it to. The answer names its seller by username alone, unique whatever its case, so that is what
 * is compared.
 */
const readsAsSeller = (session: StoredSession | null, draft: ListingDraft): boolean =>
  session !== null && session.username.toLowerCase() === draft.seller.toLowerCase()

/** The version's standing and, for its seller while it is the latest and unreviewed, approve or request changes. */
function ReviewPanel({ draft }: { readonly draft: ListingDraft }) {
  const isSeller = readsAsSeller(useSession(), draft)
  const latest = draft.version_id === draft.latest_version_id
  const reviewable =
    isSubmissionStatus(draft.submission_status) &&
    reviewProblem(draft.submission_status, {
      version: draft.version_id,
      latest: draft.latest_version_id,
      approved: draft.approved_at !== null,
      denied: draft.denied_at !== null
    }) === null
  return (
    <aside className="listing-draft__review" aria-labelledby="listing-review-heading">
      <h2 id="listing-review-heading" className="auction-section__heading">
        Review your listing
      </h2>
      <dl className="listing-draft__versions">
        <div>
          <dt>Version</dt>
          <dd>
            {draft.version_id} of {draft.latest_version_id}
          </dd>
        </div>
        <div>
          <dt>Written</dt>
          <dd>{shortDate(draft.created_at)}</dd>
        </div>
        {draft.approved_at !== null && (
          <div>
            <dt>Approved</dt>
            <dd>{shortDate(draft.approved_at)}</dd>
          </div>
        )}
        {draft.denied_at !== null && (
          <div>
            <dt>Changes requested</dt>
            <dd>{shortDate(draft.denied_at)}</dd>
          </div>
        )}
      </dl>
      {draft.denied_message !== null && <blockquote className="listing-draft__message">{draft.denied_message}</blockquote>}
      {!latest && (
        <p>
          This version was replaced.{" "}
          <Link href={listingDraftPath(draft.listing_id, draft.latest_version_id)}>Review version {draft.latest_version_id}</Link>
        </p>
      )}
      {latest && draft.approved_at !== null && <p role="status">You approved this listing. We'll schedule your auction next.</p>}
      {latest && draft.denied_at !== null && <p role="status">You asked for changes. We'll send you a new version to review.</p>}
      {reviewable && isSeller && <ReviewActions draft={draft} />}
      <p>
        <Link href={`/submissions/${draft.listing_id}?m=true`}>Chat with us</Link>
      </p>
    </aside>
  )
}

function ReviewActions({ draft }: { readonly draft: ListingDraft }) {
  const { approve, requestChanges } = useListingReview(draft.listing_id, draft.version_id)
  const [message, setMessage] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const pending = approve.isPending || requestChanges.isPending
  const failed = approve.error ?? requestChanges.error
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = decisionMessageProblem(message)
    setProblem(found)
    if (found === null) requestChanges.mutate(message)
  }
  return (
    <div className="listing-draft__actions">
      <button type="button" className="button" disabled={pending} onClick={() => approve.mutate()}>
        Approve
      </button>
      <form className="listing-draft__changes" noValidate onSubmit={submit}>
        <TextAreaField label="What should we change?" value={message} error={problem ?? undefined} onChange={setMessage} />
        <button type="submit" className="button button--quiet" disabled={pending}>
          Request Changes
        </button>
      </form>
      {failed !== null && (
        <p className="listing-draft__error" role="alert">
          {failureMessage(failed)}
        </p>
      )}
    </div>
  )
}
