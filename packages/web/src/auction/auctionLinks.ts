import type { Listing } from "@redline/api"
import { BODY_STYLES, defaultSort, encodeListQuery, type ListFilters, TRANSMISSIONS, type VehicleOption } from "@redline/domain"

/** A link of the auction page to a list of similar cars. */
export interface ListLink {
  readonly label: string
  readonly href: string
}

/** Listings name their options by label ('Manual'); lists filter by the option's URL value ('manual'). */
const optionLabelled = <O extends VehicleOption>(options: ReadonlyArray<O>, label: string): O | undefined =>
  options.find((option) => option.label.toLowerCase() === label.toLowerCase())

const liveListHref = (filters: ListFilters): string => {
  const query = encodeListQuery("home", { sort: defaultSort("home", "sort"), filters, page: 1 })
  return query === "" ? "/" : `/?${query}`
}

const searchHref = (path: string, filters: ListFilters = {}): string => {
  const query = encodeListQuery("search", {
    lsort: defaultSort("search", "lsort"),
    csort: defaultSort("search", "csort"),
    filters,
    page: 1
  })
  return query === "" ? path : `${path}?${query}`
}

const transmissionLink = (listing: Listing): ListLink | null => {
  const option = optionLabelled(TRANSMISSIONS, listing.transmission)
  return option ? { label: option.label, href: liveListHref({ transmission: option.value }) } : null
}

const makeLink = (listing: Listing): ListLink => ({ label: listing.make, href: searchHref(`/search/${listing.make_slug}`) })

const modelLink = (listing: Listing): ListLink => ({
  label: listing.model,
  href: searchHref(`/search/${listing.make_slug}/${listing.model_slug}`)
})

/**
 * Auctions › transmission › make › model › year (spec 1 §2): the live list, the list filtered by
 * the transmission, the make's and the model's search pages, and the model's page from the year.
 */
export function breadcrumbsOf(listing: Listing): ReadonlyArray<ListLink> {
  const transmission = transmissionLink(listing)
  return [
    { label: "Auctions", href: "/" },
    ...(transmission ? [transmission] : []),
    makeLink(listing),
    modelLink(listing),
    {
      label: String(listing.year),
      href: searchHref(`/search/${listing.make_slug}/${listing.model_slug}`, { start_year: listing.year })
    }
  ]
}

/** Transmission filter, make page, model page, body style filter (spec 1 §2). */
export function seeAlsoOf(listing: Listing): ReadonlyArray<ListLink> {
  const transmission = transmissionLink(listing)
  const bodyStyle = optionLabelled(BODY_STYLES, listing.body_style)
  const model = modelLink(listing)
  return [
    ...(transmission ? [{ label: `${transmission.label} transmission`, href: transmission.href }] : []),
    makeLink(listing),
    { label: `${listing.make} ${model.label}`, href: model.href },
    ...(bodyStyle ? [{ label: bodyStyle.label, href: liveListHref({ body_style: bodyStyle.value }) }] : [])
  ]
}
