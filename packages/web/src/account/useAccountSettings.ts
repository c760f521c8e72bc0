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

/** Settings to show instead of those shown, or how to work them out from those. */
export type SettingsChange = Partial<AccountSettings> | ((settings: AccountSettings) => Partial<AccountSettings>)

/**
 * Puts a change into the settings on screen, without fetching them again: what a save answered,
 * or a choice shown before its save answers (then put back the same way if the save fails).
 */
export function useSettingsChange(): (change: SettingsChange) => void {
  const reader = useReaderId()
  const queryClient = useQueryClient()
  return useCallback(
    (change) =>
      queryClient.setQueryData<AccountSettings>(accountKeys.settings(reader), (settings) =>
        settings === undefined ? settings : { ...settings, ...(typeof change === "function" ? change(settings) : change) }
      ),
    [queryClient, reader]
  )
}
