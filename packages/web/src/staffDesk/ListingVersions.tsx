import type { ListingDraft } from "@redline/api"
import { formatShortDate, listingDraftPath } from "@redline/domain"
import { useQueries } from "@tanstack/react-query"
import { Link } from "wouter"
import { useApi } from "../api/useApi.ts"
import { listingDraftQueries } from "../listings/listingDraftQueries.ts"
import { useReaderId } from "../session/readerId.ts"

const shortDate = (iso: string) => formatShortDate(new Date(iso))

/** Where a version stands with the seller. */
function standingOf(version: ListingDraft): string {
  if (version.approved_at !== null) return `Approved on ${shortDate(version.approved_at)}`
  if (version.denied_at !== null) return `Changes requested on ${shortDate(version.denied_at)}`
  if (version.version_id === version.latest_version_id) return "Awaiting the seller's review"
  return `Replaced by version ${version.version_id + 1}`
}

function VersionRow({ version }: { readonly version: ListingDraft }) {
  return (
    <li className="listing-versions__item" data-approved={version.approved_at === null ? undefined : ""}>
      <p className="listing-versions__what">
        <strong>Version {version.version_id}</strong>, written {shortDate(version.created_at)}
      </p>
      <p className="listing-versions__standing">{standingOf(version)}</p>
      {version.denied_message !== null && <blockquote className="listing-versions__message">{version.denied_message}</blockquote>}
      <Link href={listingDraftPath(version.listing_id, version.version_id)}>
        Preview<span className="visually-hidden"> version {version.version_id}</span>
      </Link>
    </li>
  )
}

/**
 * The versions of a listing written so far, newest first, each with where it stands with the
 * seller (awaiting review, approved, changes requested with the seller's message) and its preview.
 */
export function ListingVersions({ latest }: { readonly latest: ListingDraft | null }) {
  const api = useApi()
  const reader = useReaderId()
  const earlier = useQueries({
    queries: Array.from({ length: Math.max(0, (latest?.version_id ?? 1) - 1) }, (_, index) =>
      listingDraftQueries.version(api, latest!.listing_id, latest!.version_id - 1 - index, reader)
    )
  })
  return (
    <section className="staff-submission__panel" aria-labelledby="listing-versions-heading">
      <h2 id="listing-versions-heading" className="staff-submission__heading">
        Versions
      </h2>
      {latest === null ? (
        <p className="staff-submission__muted">No version written yet.</p>
      ) : (
        <ol className="listing-versions" reversed>
          <VersionRow version={latest} />
          {earlier.map((query, index) =>
            query.data === undefined ? (
              <li key={`loading-${index}`} className="listing-versions__item staff-submission__muted">
                Version {latest.version_id - 1 - index}: {query.isError ? "couldn't be loaded." : "loading…"}
              </li>
            ) : (
              <VersionRow key={query.data.version_id} version={query.data} />
            )
          )}
        </ol>
      )}
    </section>
  )
}
