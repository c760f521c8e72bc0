import type { AuctionList } from "@redline/api"
import { type ListFilters, Messages, noMatchMessage, sortsFor } from "@redline/domain"
import type { UseQueryResult } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { Link } from "wouter"
import type { AuctionCardVariant } from "../auctions/AuctionCard.tsx"
import { AuctionGrid } from "../auctions/AuctionGrid.tsx"
import { AuctionGridSkeleton } from "../auctions/AuctionGridSkeleton.tsx"
import { AuctionsMenu } from "../layout/AuctionsMenu.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { PageLinks } from "../past/PageLinks.tsx"
import { ListControls } from "./ListControls.tsx"
import "./ListPage.css"

/** What the frame reads of a list page's URL state (`useListQuery` gives it): one sort, the filters, the page. */
interface ListPageState {
  readonly screen: "home" | "featured" | "past"
  /** The list's own URL, with nothing narrowed. */
  readonly path: string
  readonly query: { readonly sort: number; readonly filters: ListFilters; readonly page: number }
  readonly hrefFor: (change: { readonly sort?: number; readonly filters?: ListFilters; readonly page?: number }) => string
  readonly change: (change: { readonly filters: ListFilters }) => void
}

interface ListPageProps {
  /** The browser tab's title. */
  readonly title: string
  /** The heading, which opens the menu of the other lists. */
  readonly heading: string
  /** The sort, filters and page the URL carries (`useListQuery`). */
  readonly list: ListPageState
  readonly result: UseQueryResult<AuctionList>
  /** What the count beside the heading says of the total: '12 auctions live now'. */
  readonly count: (total: number) => string
  /** What a failed load says above its retry (spec 1 §8). */
  readonly failure: string
  readonly card?: AuctionCardVariant
  /** Numbered pages of this many auctions (spec 1 §9); without, one list. */
  readonly pageSize?: number
  /** Above the heading: the home page's hero slider. */
  readonly lead?: ReactNode
  /** Below the list: the way to the other lists. */
  readonly footer?: ReactNode
  /** Above the list: what it is measured from ('Closest to me'). */
  readonly notice?: ReactNode
  /** In place of the list: a form the list needs filled first (the inline zip form). */
  readonly replacement?: ReactNode
  /** What an empty list says, where the filters' words don't fit (a distance list, spec 1 §8). */
  readonly emptyMessage?: string
}

const grouped = new Intl.NumberFormat("en-US")

/** '1 auction', '1,204 auctions'. */
export const countOf = (total: number, noun: string): string => (total === 1 ? `1 ${noun}` : `${grouped.format(total)} ${noun}s`)

/**
 * The frame of the auction list pages (home, featured, past results): the title, the heading
 * with its count, the sort bar and filters, then the list (a skeleton while it loads, a retry if
 * it fails, the empty state, the cards), its pages, and the footer. Each page gives its list
 * and words; the state lives in the URL.
 */
export function ListPage(props: ListPageProps) {
  const {
    title,
    heading,
    list,
    result,
    count,
    failure,
    card = "standard",
    pageSize,
    lead,
    footer,
    notice,
    replacement,
    emptyMessage
  } = props
  usePageTitle(title)
  const { screen, query, hrefFor, change } = list
  const total = result.data?.total
  const pageCount = total === undefined || pageSize === undefined ? 0 : Math.ceil(total / pageSize)

  return (
    <div className="container list-page">
      {lead}
      <div className="list-page__head">
        <AuctionsMenu label={heading} heading />
        {total !== undefined && total > 0 && <p className="list-page__count">{count(total)}</p>}
      </div>

      <ListControls
        sorts={sortsFor(screen, "sort")}
        sort={query.sort}
        filters={query.filters}
        sortHref={(key) => hrefFor({ sort: key })}
        onFiltersChange={(filters) => change({ filters })}
      />

      {notice}
      {replacement ?? <ListBody list={list} result={result} failure={failure} card={card} emptyMessage={emptyMessage} />}

      {pageSize !== undefined && <PageLinks page={query.page} pageCount={pageCount} hrefFor={(page) => hrefFor({ page })} />}
      {footer}
    </div>
  )
}

interface ListBodyProps {
  readonly list: ListPageState
  readonly result: UseQueryResult<AuctionList>
  readonly failure: string
  readonly card: AuctionCardVariant
  readonly emptyMessage: string | undefined
}

/** The list itself: a skeleton while loading, a retry on failure, the empty state, or the cards. */
function ListBody({ list, result, failure, card, emptyMessage }: ListBodyProps) {
  if (result.data === undefined) {
    return result.isError ? (
      <div className="list-notice" role="alert">
        <p>{failure}</p>
        <button type="button" className="button button--quiet" onClick={() => void result.refetch()}>
          Try again
        </button>
      </div>
    ) : (
      <AuctionGridSkeleton />
    )
  }
  if (result.data.auctions.length > 0) return <AuctionGrid auctions={result.data.auctions} card={card} />
  // Past the last page is its own state (spec 1 §8), not 'no auctions match'. The server counts
  // nothing beyond the end, so an empty page after the first is the sign; changing a filter or
  // sort goes back to page 1, so that empty page can't be an empty search.
  const { path, query, hrefFor } = list
  return (
    <div className="list-notice">
      {query.page > 1 ? (
        <>
          <p>{Messages.pagedTooFar}</p>
          <Link href={hrefFor({ page: 1 })} className="button button--quiet">
            Back to page 1
          </Link>
        </>
      ) : (
        <>
          <p>{emptyMessage ?? noMatchMessage(query.filters)}</p>
          {/* the canonical URL of what is shown: anything but the list's own means a filter or sort narrowed it */}
          {hrefFor({}) !== path && (
            <Link href={path} className="button button--quiet">
              Start over
            </Link>
          )}
        </>
      )}
    </div>
  )
}
