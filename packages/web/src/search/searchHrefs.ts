import type { SearchInfo } from "@redline/api"
import { decodeListQuery, encodeListQuery } from "@redline/domain"

/** The text search's page: '/search/?q=porsche+911'. */
export const textSearchHref = (text: string): string => `/search/?${new URLSearchParams([["q", text.trim()]]).toString()}`

/** A make's page, or a model's with its slug. */
export const makeSearchHref = (makeSlug: string, modelSlug?: string): string =>
  modelSlug === undefined ? `/search/${makeSlug}` : `/search/${makeSlug}/${modelSlug}`

/**
 * The page of a search the server described (a saved search opened by its id): its make and
 * model or text, its filters as the list codec writes them, and the visit's tracking id.
 */
export function searchPageHref(info: SearchInfo, ssId: string): string {
  // through the codec, so what a saved search holds reaches the URL only as the URL accepts it
  const given = Object.entries(info.filters).flatMap(([name, value]) => (value === null ? [] : [[name, String(value)]]))
  const list = encodeListQuery("search", decodeListQuery("search", new URLSearchParams(given), new Date()))
  const path = info.make === null ? "/search/" : makeSearchHref(info.make.slug, info.model?.slug)
  const query = [
    info.make === null ? new URLSearchParams([["q", info.search ?? ""]]).toString() : "",
    list,
    `ss_id=${encodeURIComponent(ssId)}`
  ]
  return `${path}?${query.filter((part) => part !== "").join("&")}`
}
