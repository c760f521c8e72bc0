import { Messages, sortsFor } from "@redline/domain"
import { useIsFetching } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { Link, useSearch } from "wouter"
import { SignedInOnly } from "../account/SignedInOnly.tsx"
import { useListQuery } from "../listFilters/useListQuery.ts"
import { usePageTitle } from "../page/usePageTitle.ts"
import { SAVED_SEARCHES_ID, SavedSearchPanel } from "./SavedSearchPanel.tsx"
import { WatchListSection } from "./WatchListSection.tsx"
import "./WatchListPage.css"

/** `/watch-list/` (spec 1 §2): one's watched auctions, live and ended, and one's saved searches. Visitors sign in first. */
export default function WatchListPage() {
  usePageTitle("Watch List")
  return (
    <SignedInOnly>
      <WatchList />
    </SignedInOnly>
  )
}

function WatchList() {
  const list = useListQuery("watch_list", "/watch-list/")
  const { lsort, csort } = list.query
  useJumpToSavedSearches()

  return (
    <div className="container watch-list">
      <h1 className="watch-list__title">Watch List</h1>
      <WatchListSection
        section="live"
        heading="Live"
        sorts={sortsFor("watch_list", "lsort")}
        sort={lsort}
        sortHref={(key) => list.hrefFor({ lsort: key })}
        empty={
          <>
            <p>{Messages.noWatchedLive}</p>
            <Link href="/" className="button button--quiet">
              Browse live auctions
            </Link>
          </>
        }
      />
      <WatchListSection
        section="closed"
        heading="Ended"
        sorts={sortsFor("watch_list", "csort")}
        sort={csort}
        sortHref={(key) => list.hrefFor({ csort: key })}
        empty={<p>{Messages.noWatchedEnded}</p>}
      />
      <SavedSearchPanel />
    </div>
  )
}

/**
 * `?jump=saved_searches` (spec 1 §2) brings the saved searches into view, once what is above them
 * has loaded and stopped moving them, and once only: paging or sorting later stays where it is.
 */
function useJumpToSavedSearches() {
  const jump = new URLSearchParams(useSearch()).get("jump") === "saved_searches"
  const loading = useIsFetching() > 0
  const done = useRef(false)
  useEffect(() => {
    if (!jump || loading || done.current) return
    done.current = true
    const heading = document.getElementById(SAVED_SEARCHES_ID)
    heading?.scrollIntoView({ block: "start" })
    heading?.focus({ preventScroll: true })
  }, [jump, loading])
}
