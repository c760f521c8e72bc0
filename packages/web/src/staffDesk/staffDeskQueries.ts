import { ErrorCode, type SubmissionStatus } from "@redline/domain"
import { keepPreviousData, queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import { ApiError } from "../api/request.ts"
import type { ReaderId } from "../session/readerId.ts"

/**
 * Whose submissions the queue shows: anyone's (""), the reader's as their representative
 * ("mine"), no one's ("none"), or a representative's by user id.
 */
export type RepresentedBy = "" | "mine" | "none" | `${number}`

const representativeParam = (representative: Exclude<RepresentedBy, "">) =>
  representative === "mine" || representative === "none" ? representative : Number(representative)

/** What the queue shows: the submissions of one status and representative, those matching the search, one page. */
export interface QueueView {
  readonly status: SubmissionStatus
  readonly representative: RepresentedBy
  readonly q: string
  readonly page: number
}

/** Query keys of the staff desk, broadest first; only staff read them, so every key ends with the reader. */
export const staffDeskKeys = {
  all: ["staffDesk"] as const,
  queues: () => [...staffDeskKeys.all, "queue"] as const,
  queue: (view: QueueView, reader: ReaderId) =>
    [...staffDeskKeys.queues(), view.status, view.representative, view.q, view.page, reader] as const,
  representatives: (reader: ReaderId) => [...staffDeskKeys.all, "representatives", reader] as const,
  submission: (id: number, reader: ReaderId) => [...staffDeskKeys.all, "submission", id, reader] as const,
  comps: (id: number, reader: ReaderId) => [...staffDeskKeys.all, "comps", id, reader] as const,
  listing: (id: number, reader: ReaderId) => [...staffDeskKeys.all, "listing", id, reader] as const
}

export const staffDeskQueries = {
  /** A page of the queue; the page shown stays while the next one loads. */
  queue: (api: Api, view: QueueView, reader: ReaderId) =>
    queryOptions({
      queryKey: staffDeskKeys.queue(view, reader),
      queryFn: ({ signal }) =>
        api("staffDesk.queue", {
          query: {
            status: String(view.status),
            ...(view.representative === "" ? {} : { representative: representativeParam(view.representative) }),
            ...(view.q === "" ? {} : { q: view.q }),
            page: view.page
          },
          signal
        }),
      placeholderData: keepPreviousData
    }),
  /** A submission as staff see it, with the seller and the decisions. */
  submission: (api: Api, id: number, reader: ReaderId) =>
    queryOptions({
      queryKey: staffDeskKeys.submission(id, reader),
      queryFn: ({ signal }) => api("staffDesk.submission", { path: { submission_id: id }, signal })
    }),
  /** The users who may represent a submission, by username. */
  representatives: (api: Api, reader: ReaderId) =>
    queryOptions({
      queryKey: staffDeskKeys.representatives(reader),
      queryFn: ({ signal }) => api("representatives.list", { signal })
    }),
  /** The past auctions a reserve offer may compare the car with. */
  comps: (api: Api, id: number, reader: ReaderId) =>
    queryOptions({
      queryKey: staffDeskKeys.comps(id, reader),
      queryFn: ({ signal }) => api("reserveOffers.comps", { path: { submission_id: id }, signal })
    }),
  /** The latest version of the submission's listing; null while none is written. */
  listing: (api: Api, id: number, reader: ReaderId) =>
    queryOptions({
      queryKey: staffDeskKeys.listing(id, reader),
      queryFn: ({ signal }) =>
        api("listingDrafts.latest", { path: { listing_id: id }, signal }).catch((error: unknown) => {
          if (error instanceof ApiError && error.errorCode === ErrorCode.listing_draft_not_found) return null
          throw error
        })
    })
}
