import type { SubmissionList } from "@redline/domain"
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"
import { activeSubmissionKey } from "./activeSubmissionQuery.ts"

/**
 * Query keys of the seller's submissions, broadest first; each is one's own, so every key ends
 * with the reader.
 */
export const submissionsKeys = {
  all: ["submissions"] as const,
  lists: () => [...submissionsKeys.all, "lists"] as const,
  list: (list: SubmissionList, reader: ReaderId) => [...submissionsKeys.all, "lists", list, reader] as const,
  counts: (reader: ReaderId) => [...submissionsKeys.all, "counts", reader] as const,
  detail: (id: number, reader: ReaderId) => [...submissionsKeys.all, "detail", id, reader] as const,
  messages: (id: number, reader: ReaderId) => [...submissionsKeys.all, "messages", id, reader] as const,
  reserveOffers: (id: number, reader: ReaderId) => [...submissionsKeys.all, "reserveOffers", id, reader] as const,
  inspection: (id: number, reader: ReaderId) => [...submissionsKeys.all, "inspection", id, reader] as const,
  representative: (id: number, reader: ReaderId) => [...submissionsKeys.all, "representative", id, reader] as const,
  prefill: (reader: ReaderId) => [...submissionsKeys.all, "prefill", reader] as const,
  /** The reader's active submission, which the calls to action follow (`activeSubmissionQuery`). */
  active: activeSubmissionKey
}

/** The seller's lists show this many a page. */
export const LISTINGS_PAGE_SIZE = 20

export const submissionsQueries = {
  /** One of the seller's lists, a page at a time, each page with the list's count and unread messages. */
  list: (api: Api, list: SubmissionList, reader: ReaderId) =>
    infiniteQueryOptions({
      queryKey: submissionsKeys.list(list, reader),
      queryFn: async ({ pageParam, signal }) => {
        const lists = await api("submissions.list", {
          query: { status: list, limit: LISTINGS_PAGE_SIZE, offset: pageParam },
          signal
        })
        return lists[list]
      },
      initialPageParam: 0,
      getNextPageParam: (last, pages) => {
        const shown = pages.reduce((sum, page) => sum + page.submissions.length, 0)
        return shown < last.total_count && last.submissions.length > 0 ? shown : undefined
      }
    }),
  counts: (api: Api, reader: ReaderId) =>
    queryOptions({ queryKey: submissionsKeys.counts(reader), queryFn: ({ signal }) => api("submissions.counts", { signal }) }),
  detail: (api: Api, id: number, reader: ReaderId) =>
    queryOptions({
      queryKey: submissionsKeys.detail(id, reader),
      queryFn: ({ signal }) => api("submissions.get", { path: { submission_id: id }, signal })
    }),
  inspection: (api: Api, id: number, reader: ReaderId) =>
    queryOptions({
      queryKey: submissionsKeys.inspection(id, reader),
      queryFn: ({ signal }) => api("inspections.get", { path: { submission_id: id }, signal })
    }),
  messages: (api: Api, id: number, reader: ReaderId) =>
    queryOptions({
      queryKey: submissionsKeys.messages(id, reader),
      queryFn: ({ signal }) => api("submissions.messages", { path: { submission_id: id }, signal })
    }),
  /** Staff's reserve offers on the submission, newest first, each with its comparable auctions and the seller's answer. */
  /** Who represents the submission, for a seller who is a business-development partner. */
  representative: (api: Api, id: number, reader: ReaderId) =>
    queryOptions({
      queryKey: submissionsKeys.representative(id, reader),
      queryFn: ({ signal }) => api("representatives.ofSubmission", { path: { submission_id: id }, signal })
    }),
  reserveOffers: (api: Api, id: number, reader: ReaderId) =>
    queryOptions({
      queryKey: submissionsKeys.reserveOffers(id, reader),
      queryFn: ({ signal }) => api("reserveOffers.list", { path: { submission_id: id }, signal })
    }),
  /** What a new application starts from; a failure only means starting empty. */
  prefill: (api: Api, reader: ReaderId) =>
    queryOptions({
      queryKey: submissionsKeys.prefill(reader),
      queryFn: ({ signal }) => api("submissions.prefill", { signal }),
      retry: false
    })
}
