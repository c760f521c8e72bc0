import type { AccountSettings } from "@redline/api"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { accountKeys, accountQueries } from "./accountQueries.ts"

/** The signed-in user's account as the settings page shows it (`accountQueries.settings`). */
export function useAccountSettings() {
  return useQuery(accountQueries.settings(useApi(), useReaderId()))
}

/** Puts what a save answered into the settings on screen, without fetching them again. */
export function useSettingsChange(): (change: Partial<AccountSettings>) => void {
  const reader = useReaderId()
  const queryClient = useQueryClient()
  return useCallback(
    (change) =>
      queryClient.setQueryData<AccountSettings>(accountKeys.settings(reader), (settings) =>
        settings === undefined ? settings : { ...settings, ...change }
      ),
    [queryClient, reader]
  )
}
