import type { Bootstrap } from "@redline/api"
import { useQuery } from "@tanstack/react-query"
import { getJson } from "../api/request.ts"

export const bootstrapKey = ["bootstrap"] as const

/** Values the server sets for the whole site (commission, soft close, feature flags); they don't change while a page is open. */
export function useBootstrap() {
  return useQuery({
    queryKey: bootstrapKey,
    queryFn: ({ signal }) => getJson<Bootstrap>("/v1/bootstrap", {}, signal),
    staleTime: Number.POSITIVE_INFINITY
  })
}
