import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/** Query keys of listing drafts: a listing's version (null: the latest), the reader's own. */
export const listingDraftKeys = {
  all: ["listingDrafts"] as const,
  listing: (listingId: number) => [...listingDraftKeys.all, listingId] as const,
  version: (listingId: number, version: number | null, reader: ReaderId) =>
    [...listingDraftKeys.listing(listingId), version, reader] as const
}

export const listingDraftQueries = {
  /** A version of the listing, or its latest when `version` is null. */
  version: (api: Api, listingId: number, version: number | null, reader: ReaderId) =>
    queryOptions({
      queryKey: listingDraftKeys.version(listingId, version, reader),
      queryFn: ({ signal }) =>
        version === null
          ? api("listingDrafts.latest", { path: { listing_id: listingId }, signal })
          : api("listingDrafts.version", { path: { listing_id: listingId, version_id: version }, signal })
    })
}
