import { QueryClient } from "@tanstack/react-query"
import { ApiError } from "../api/request.ts"

/** A 4xx answer won't change on retry; network failures and 5xx get two more tries. */
const shouldRetry = (failures: number, error: unknown): boolean => !(error instanceof ApiError && error.status < 500) && failures < 2

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry }
    }
  })
