import type { SubmissionSummary } from "@redline/api"
import { CARD_IMAGE, type SubmissionList } from "@redline/domain"
import { useInfiniteQuery, useQuery } from "@tanstack/react-query"
import { Link, useParams } from "wouter"
import { SignedInOnly } from "../account/SignedInOnly.tsx"
import { useApi } from "../api/useApi.ts"
import NotFoundPage from "../page/NotFoundPage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"
import { useReaderId } from "../session/readerId.ts"
import { nextStepOf, standingText } from "./standing.ts"
import { submissionsQueries } from "./submissionsQueries.ts"
import { useLiveSubmissionMessages } from "./useLiveSubmissionMessages.ts"
import "./MyListingsPage.css"

/** The sections of `/account/listings/{section?}`: the path's word, the list it shows, its name. */
const SECTIONS = [
  { slug: "", list: "in_progress", name: "In progress", empty: "Nothing in progress. A car you submit shows here until its auction." },
  { slug: "live", list: "live_listings", name: "Live", empty: "No live auctions right now." },
  { slug: "past", list: "past", name: "Past", empty: "Nothing here yet: ended auctions and closed submissions show here." }
] as const satisfies ReadonlyArray<{ slug: string; list: SubmissionList; name: string; empty: string }>

const hrefOf = (slug: string) => (slug === "" ? "/account/listings/" : `/account/listings/${slug}`)

const unreadText = (count: number) => (count === 1 ? "1 unread message" : `${count} unread messages`)

/**
 * My listings (`/account/listings/{section?}`, spec 3 §2): the seller's submissions in progress,
 * live and past, each section with its count and unread messages; each submission with where it
 * stands and what is next. Visitors sign in first.
 */
export default function MyListingsPage() {
  usePageTitle("My Listings")
  const { section = "" } = useParams<{ section?: string }>()
  const shown = SECTIONS.find((each) => each.slug === section)
  if (shown === undefined) return <NotFoundPage />
  return (
    <SignedInOnly>
      <MyListings shown={shown} />
    </SignedInOnly>
  )
}

function MyListings({ shown }: { readonly shown: (typeof SECTIONS)[number] }) {
  const api = useApi()
  const reader = useReaderId()
  useLiveSubmissionMessages()
  const counts = useQuery(submissionsQueries.counts(api, reader))
  const list = useInfiniteQuery(submissionsQueries.list(api, shown.list, reader))
  const pages = list.data?.pages ?? []
  const submissions = pages.flatMap((page) => page.submissions)
  const unread = pages[0]?.message_count ?? 0

  return (
    <div className="container my-listings">
      <div className="my-listings__head">
        <h1 className="my-listings__title">My Listings</h1>
        <Link href="/sell-car/" className="button button--quiet">
          Sell a Car
        </Link>
      </div>
      <nav aria-label="Listings">
        <ul className="my-listings__tabs">
          {SECTIONS.map((each) => (
            <li key={each.slug}>
              <Link href={hrefOf(each.slug)} className="my-listings__tab" aria-current={each === shown ? "page" : undefined}>
                {each.name}
                {counts.data !== undefined && <span className="my-listings__count">{counts.data[each.list]}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="my-listings__section" aria-labelledby="my-listings-heading">
        <h2 id="my-listings-heading" className="visually-hidden">
          {shown.name}
        </h2>
        {unread > 0 && <p className="note">{unreadText(unread)} in this list</p>}
        {list.data === undefined ? (
          list.isError ? (
            <div className="list-notice" role="alert">
              <p>Your listings couldn't be loaded.</p>
              <button type="button" className="button button--quiet" onClick={() => void list.refetch()}>
                Try again
              </button>
            </div>
          ) : (
            <p role="status">Loading your listings…</p>
          )
        ) : submissions.length === 0 ? (
          <p className="my-listings__empty">{shown.empty}</p>
        ) : (
          <ul className="my-listings__list">
            {submissions.map((submission) => (
              <li key={submission.id}>
                <SubmissionCard submission={submission} />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <button
            type="button"
            className="button button--quiet"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Show more
          </button>
        )}
      </section>
    </div>
  )
}

function SubmissionCard({ submission }: { readonly submission: SubmissionSummary }) {
  const standing = standingText(submission)
  const next = nextStepOf(submission)
  return (
    <article className="submission-card">
      <AuctionPhoto className="submission-card__photo" photo={submission.main_photo} alt="" size={CARD_IMAGE} />
      <div className="submission-card__body">
        <h3 className="submission-card__title">
          <Link href={`/submissions/${submission.id}`}>{submission.title}</Link>
        </h3>
        <p className="submission-card__status">{standing.label}</p>
        <p className="submission-card__text">{standing.text}</p>
        {submission.message_count > 0 && (
          <p className="submission-card__unread">
            <Link href={`/submissions/${submission.id}?m=true`}>{unreadText(submission.message_count)}</Link>
          </p>
        )}
        {next !== null && (
          <Link href={next.href} className="button button--small submission-card__next">
            {next.label}
            <span className="visually-hidden">: {submission.title}</span>
          </Link>
        )}
      </div>
    </article>
  )
}
