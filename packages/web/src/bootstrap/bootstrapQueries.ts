import { queryOptions } from "@tanstack/react-query"
import { visitorApi } from "../api/api.ts"

export const bootstrapQueries = {
  /** Values the server sets for the whole site (commission, soft close, feature flags); they don't change while a page is open. */
  bootstrap: () =>
    queryOptions({
      queryKey: ["bootstrap"] as const,
      queryFn: ({ signal }) => visitorApi("bootstrap.bootstrap", { signal }),
      staleTime: Number.POSITIVE_INFINITY
    })
}
