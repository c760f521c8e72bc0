import type { AccountSettings } from "@redline/api"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { useSession } from "../session/useSession.ts"
import { useSessionRequest } from "../session/useSessionRequest.ts"

const settingsKey = (userId: number | undefined) => ["account-settings", userId] as const

/** The signed-in user's account as the settings page shows it (`GET settings`). */
export function useAccountSettings() {
  const session = useSession()
  const request = useSessionRequest()
  return useQuery({
    queryKey: settingsKey(session?.user_id),
    queryFn: ({ signal }) => request<AccountSettings>("/v1/settings", { signal }),
    enabled: session !== null
  })
}

/** Puts what a save answered into the settings on screen, without fetching them again. */
export function useSettingsChange(): (change: Partial<AccountSettings>) => void {
  const session = useSession()
  const queryClient = useQueryClient()
  return useCallback(
    (change) =>
      queryClient.setQueryData<AccountSettings>(settingsKey(session?.user_id), (settings) =>
        settings === undefined ? settings : { ...settings, ...change }),
    [queryClient, session]
  )
}
