import type { PublicProfile } from "@redline/api"
import { useQuery } from "@tanstack/react-query"
import { useSession } from "../session/useSession.ts"
import { useSessionRequest } from "../session/useSessionRequest.ts"
import { userKeys } from "./userKeys.ts"

/** A user's public profile, asked as the signed-in user so it says whether they follow them. */
export function usePublicProfile(username: string) {
  const request = useSessionRequest()
  const readerId = useSession()?.user_id ?? null
  return useQuery({
    queryKey: userKeys.profile(username, readerId),
    queryFn: ({ signal }) => request<PublicProfile>(`/v1/users/${encodeURIComponent(username)}`, { signal })
  })
}
