import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { profileQueries } from "./profileQueries.ts"

/** A user's public profile, as the reader sees it (`profileQueries.profile`). */
export function usePublicProfile(username: string) {
  return useQuery(profileQueries.profile(useApi(), username, useReaderId()))
}
