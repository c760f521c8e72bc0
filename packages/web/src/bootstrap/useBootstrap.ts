import { useQuery } from "@tanstack/react-query"
import { bootstrapQueries } from "./bootstrapQueries.ts"

/** The site's settings from the server (`bootstrapQueries.bootstrap`). */
export function useBootstrap() {
  return useQuery(bootstrapQueries.bootstrap())
}
