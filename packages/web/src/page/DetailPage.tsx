import { Messages } from "@redline/domain"
import type { UseQueryResult } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { ApiError } from "../api/request.ts"
import NotFoundPage from "./NotFoundPage.tsx"
import { PageLoading } from "./PageLoading.tsx"
import { PageMessage } from "./PageMessage.tsx"

interface DetailPageProps<T> {
  /** The one thing the page is about: an auction, a member. */
  readonly query: UseQueryResult<T>
  /** What it is, for a failed load's heading: 'this auction'. */
  readonly what: string
  readonly children: (data: T) => ReactNode
}

/**
 * The frame of a page about one thing (an auction, a member's profile): loading, then the page
 * with its data; a thing the server doesn't know is the not-found page, and a load that failed
 * otherwise (the server or the connection) offers to try again.
 */
export function DetailPage<T>({ query, what, children }: DetailPageProps<T>) {
  if (query.data !== undefined) return children(query.data)
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />
  if (query.isError) {
    return (
      <PageMessage
        heading={Messages.pageLoadFailed(what)}
        action={
          <button type="button" className="button" onClick={() => void query.refetch()}>
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
