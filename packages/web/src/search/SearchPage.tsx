import type { SearchInfo } from "@redline/api"
import { defaultSort, Messages, PAGE_SIZES, searchPillOf, sortsFor } from "@redline/domain"
import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { Link } from "wouter"
import { useApi } from "../api/useApi.ts"
import { ApiError } from "../api/request.ts"
import { CommunityCallToAction } from "../community/CommunityCallToAction.tsx"
import { SectionTabs } from "../community/SectionTabs.tsx"
import { useClosestToMe } from "../distance/useClosestToMe.tsx"
import { countOf } from "../listFilters/ListPage.tsx"
import { ListFilterBar } from "../listFilters/ListFilterBar.tsx"
import { SortBar } from "../listFilters/SortBar.tsx"
import { PageLoading } from "../page/PageLoading.tsx"
import { PageMessage } from "../page/PageMessage.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import { PageLinks } from "../past/PageLinks.tsx"
import { useReaderId } from "../session/readerId.ts"
import { CommunityMembers } from "./CommunityMembers.tsx"
import { ModelPills } from "./ModelPills.tsx"
import { ModelVideos } from "./ModelVideos.tsx"
import { SaveSearch } from "./SaveSearch.tsx"
import { SearchDescription } from "./SearchDescription.tsx"
import { makeSearchHref, searchPageHref } from "./searchHrefs.ts"
import { carFiltersOf, searchQueries } from "./searchQueries.ts"
import { SearchResults } from "./SearchResults.tsx"
import { SellBox } from "./SellBox.tsx"
import { useSearchLive } from "./useSearchLive.ts"
import { useSearchQuery } from "./useSearchQuery.ts"
import "../listFilters/ListPage.css"
import "../ui/Breadcrumbs.css"
import "./SearchPage.css"

/** What the search is about, as saved: the server's normal form of the make, model and text. */
const lookupOf = (info: SearchInfo) => ({ search: info.search, make_slug: info.make?.slug ?? null, model_slug: info.model?.slug ?? null })

/** What a search finds, in words: 'Porsche 911', 'Porsche', or the text. */
const subjectOf = (info: SearchInfo): string => {
  if (info.make !== null && info.model !== null) return `${info.make.name} ${info.model.name}`
  return info.make?.name ?? info.search ?? ""
}

/**
 * The search page (spec 1 §2 'Search'): a text (q), a make, or a make and model, and what they
 * find. Neither goes home, an unknown make or model to /404; a saved search opened by id (sid)
 * becomes its own page. The page waits for the search's info (make, model, saved search), then
 * shows its lists, which load on their own.
 */
export default function SearchPage() {
  const url = useSearchQuery()
  const { lookup, sid, hasLookup, query, navigate } = url
  const info = useQuery({
    ...searchQueries.info(useApi(), { lookup, filters: query.filters, ...(sid === "" ? {} : { sid }) }, useReaderId()),
    enabled: hasLookup || sid !== ""
  })

  const missing = !hasLookup && sid === ""
  const unknown = info.error instanceof ApiError && info.error.status < 500
  const opened = sid !== "" && info.data !== undefined ? info.data : null
  useEffect(() => {
    if (missing) navigate("/", { replace: true })
    else if (unknown) navigate("/404", { replace: true })
    else if (opened !== null) navigate(searchPageHref(opened, url.ssId), { replace: true })
  }, [missing, unknown, opened, navigate, url.ssId])

  if (info.data !== undefined && sid === "") return <SearchContent info={info.data} url={url} />
  if (info.isError && !unknown) {
    return (
      <PageMessage
        heading={Messages.pageLoadFailed("this search")}
        action={
          <button type="button" className="button" onClick={() => void info.refetch()}>
            Try again
          </button>
        }
      >
        {Messages.checkConnection}
      </PageMessage>
    )
  }
  return <PageLoading />
}

function SearchContent({ info, url }: { readonly info: SearchInfo; readonly url: ReturnType<typeof useSearchQuery> }) {
  const { lookup, query, hrefFor, change, ssId } = url
  const subject = subjectOf(info)
  usePageTitle(subject)
  const api = useApi()
  const reader = useReaderId()
  const closest = useClosestToMe({
    screen: "search",
    sort: query.lsort,
    toDefaultSort: () => change({ lsort: defaultSort("search", "lsort") })
  })
  const live = useSearchLive({ lookup, sort: query.lsort, filters: query.filters, distance: closest.distance })
  const { notice, replacement, emptyMessage } = closest.partsFor(live)
  const closed = useQuery(searchQueries.closed(api, { lookup, sort: query.csort, filters: query.filters, page: query.page }, reader))
  const searchKey = JSON.stringify(lookup)
  const saveRequest = { ...lookupOf(info), ...carFiltersOf(query.filters) }
  const linkQuery = new URLSearchParams([["ss_id", ssId]]).toString()
  const description = closed.data?.meta.model_description ?? closed.data?.meta.make_description ?? null
  const plain = closed.data?.meta.model_description_plain ?? closed.data?.meta.make_description_plain ?? ""
  const closedPages = closed.data === undefined ? 0 : Math.ceil(closed.data.meta.total / PAGE_SIZES.searchClosed)

  return (
    <SaveSearch subject={subject} request={saveRequest} known={info.saved_search?.id ?? null} searchKey={searchKey}>
      {({ saveButton, saved, nudge }) => (
        <div className="container search-page">
          <SearchBreadcrumbs info={info} />
          {info.community !== null && info.make !== null && (
            <SectionTabs
              current="auctions"
              auctionsHref={makeSearchHref(info.make.slug, info.model?.slug)}
              communityHref={info.community.url}
            />
          )}
          <div className="search-page__head">
            <div>
              <h1 className="search-page__title">{subject}</h1>
              <p className="search-pill" aria-label="Your search">
                {searchPillOf(subject, query.filters).map((word) => (
                  <span key={word} className="search-pill__part">
                    {word}
                  </span>
                ))}
              </p>
            </div>
            {saveButton}
          </div>
          {info.make !== null && <ModelPills makeSlug={info.make.slug} models={info.make.models} current={info.model?.slug ?? null} />}
          {description !== null && <SearchDescription markdown={description} plain={plain} />}

          <ListFilterBar filters={query.filters} onChange={(filters) => change({ filters })} reserve={false} />

          <section className="search-page__section" aria-labelledby="search-live-heading">
            <div className="list-page__head">
              <h2 id="search-live-heading" className="search-page__heading">
                Live Auctions
              </h2>
              {live.data !== undefined && <p className="list-page__count">{countOf(live.data.meta.total, "auction")} live now</p>}
            </div>
            <SortBar
              label="Sort live auctions"
              sorts={sortsFor("search", "lsort")}
              current={query.lsort}
              hrefFor={(lsort) => hrefFor({ lsort })}
            />
            {notice}
            {replacement ?? (
              <SearchResults
                result={live}
                failure={Messages.listLoadFailed("the live auctions")}
                linkQuery={linkQuery}
                empty={<p>{emptyMessage ?? (saved ? Messages.noLiveAuctionsSaved : Messages.noLiveAuctionsUnsaved)}</p>}
              />
            )}
          </section>
          {closest.modal}

          {live.data !== undefined && live.data.meta.model_videos.length > 0 && <ModelVideos videos={live.data.meta.model_videos} />}

          {info.community !== null && <CommunityCallToAction community={info.community} />}

          <SellBox subject={info.make === null ? "car" : subject} boxRef={nudge.sellBoxRef} />

          <section className="search-page__section" aria-labelledby="search-closed-heading">
            <div className="list-page__head">
              <h2 id="search-closed-heading" className="search-page__heading">
                Results
              </h2>
              {closed.data !== undefined && closed.data.meta.total > 0 && (
                <p className="list-page__count">{countOf(closed.data.meta.total, "result")}</p>
              )}
            </div>
            <SortBar
              label="Sort results"
              sorts={sortsFor("search", "csort")}
              current={query.csort}
              hrefFor={(csort) => hrefFor({ csort })}
            />
            <SearchResults
              result={closed}
              failure={Messages.listLoadFailed("the results")}
              linkQuery={linkQuery}
              empty={
                query.page > 1 ? (
                  <>
                    <p>{Messages.pagedTooFar}</p>
                    <Link href={hrefFor({ page: 1 })} className="button button--quiet">
                      Back to page 1
                    </Link>
                  </>
                ) : (
                  <p>{Messages.noAuctionsMatch}</p>
                )
              }
            />
            <PageLinks page={query.page} pageCount={closedPages} hrefFor={(page) => hrefFor({ page })} />
          </section>

          <CommunityMembers text={info.search ?? ""} />
        </div>
      )}
    </SaveSearch>
  )
}

/** Auctions › make › model, the page itself last (spec 1 §2); a text search is 'Search'. */
function SearchBreadcrumbs({ info }: { readonly info: SearchInfo }) {
  const crumbs: Array<{ readonly label: string; readonly href: string }> = [{ label: "Auctions", href: "/" }]
  if (info.make !== null) crumbs.push({ label: info.make.name, href: makeSearchHref(info.make.slug) })
  if (info.make !== null && info.model !== null)
    crumbs.push({ label: info.model.name, href: makeSearchHref(info.make.slug, info.model.slug) })
  if (info.make === null) crumbs.push({ label: "Search", href: "" })
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="breadcrumbs__item">
            {index === crumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link href={crumb.href}>{crumb.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
