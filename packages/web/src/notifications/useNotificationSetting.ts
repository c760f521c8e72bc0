import type { AccountSettings, NotificationSettings } from "@redline/api"
import { ErrorCode, type NotificationMethod, type NotificationOption } from "@redline/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useSetAtom } from "jotai"
import { accountKeys } from "../account/accountQueries.ts"
import { useSettingsChange } from "../account/useAccountSettings.ts"
import { ApiError } from "../api/request.ts"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { storedSessionAtom } from "../session/sessionAtom.ts"

/** One toggle of the notification settings: an option on a channel, on or off. */
export interface SettingChange {
  readonly type: NotificationOption
  readonly method: NotificationMethod
  readonly value: boolean
}

/** The groups with one option's value on one channel changed. */
export const withSetting = (groups: NotificationSettings, { type, method, value }: SettingChange): NotificationSettings =>
  groups.map((group) => ({
    ...group,
    options: group.options.map((option) => (option.type === type && option[method] !== null ? { ...option, [method]: value } : option))
  }))

/** The refusal of text alerts to someone who can't receive texts: enrollment starts instead. */
export const needsPhone = (error: unknown): boolean => error instanceof ApiError && error.errorCode === ErrorCode.text_alerts_unavailable

/** The settings with one toggle changed; the bid sound is a setting of its own as well. */
const withToggle = (settings: AccountSettings, change: SettingChange): Partial<AccountSettings> => ({
  notification_settings: withSetting(settings.notification_settings, change),
  play_bid_sound: change.type === "play_bid_sound" ? change.value : settings.play_bid_sound
})

/**
 * Saves one toggle (`POST notification setting`), shown at once and put back if the call fails
 * (spec 2 §4, §8); the server's settings are taken once it answers. The bid sound is also the
 * session's, where the auction page reads it, in this tab and the others.
 */
export function useNotificationSetting({ onNeedsPhone }: { readonly onNeedsPhone: () => void }) {
  const api = useApi()
  const queryClient = useQueryClient()
  const key = accountKeys.settings(useReaderId())
  const changeSettings = useSettingsChange()
  const setStoredSession = useSetAtom(storedSessionAtom)
  const hearBidSound = (type: NotificationOption, play_bid_sound: boolean) => {
    if (type === "play_bid_sound") setStoredSession((session) => (session === null ? session : { ...session, play_bid_sound }))
  }
  const show = (change: SettingChange) => {
    changeSettings((settings) => withToggle(settings, change))
    hearBidSound(change.type, change.value)
  }

  return useMutation({
    mutationFn: (change: SettingChange) => api("notifications.setting", { body: change }),
    onMutate: async (change: SettingChange) => {
      await queryClient.cancelQueries({ queryKey: key })
      show(change)
    },
    // only this toggle goes back: another one saved meanwhile keeps its new value
    onError: (error, change) => {
      show({ ...change, value: !change.value })
      if (needsPhone(error)) onNeedsPhone()
    },
    onSuccess: (saved, change) => {
      changeSettings(saved)
      hearBidSound(change.type, saved.play_bid_sound)
    }
  })
}
