import type { AccountSettings } from "@redline/api"
import { useMutation } from "@tanstack/react-query"
import { useId } from "react"
import { useApi } from "../api/useApi.ts"
import { SaveStatus } from "./SaveStatus.tsx"
import { useSettingsChange } from "./useAccountSettings.ts"

/**
 * The Daily Email for the account's address (`POST` and `DELETE auth/daily_email`). The box
 * shows the choice at once and goes back if the save fails, as the spec's other toggles do.
 */
export function DailyEmailSection({ settings }: { readonly settings: AccountSettings }) {
  const api = useApi()
  const change = useSettingsChange()
  const save = useMutation({
    mutationFn: (subscribe: boolean): Promise<{ readonly daily_email: boolean }> =>
      subscribe
        ? api("profile.subscribeDailyEmail", { body: { email: settings.email } })
        : api("profile.unsubscribeDailyEmail", { query: { email: settings.email } }),
    onSuccess: ({ daily_email }) => change({ daily_email })
  })
  const id = useId()
  const checked = save.isPending ? save.variables : settings.daily_email

  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-section__heading">
        Daily Email
      </h2>
      <label className="settings-section__toggle">
        <input
          type="checkbox"
          className="checkbox"
          checked={checked}
          disabled={save.isPending}
          aria-describedby={`${id}-text`}
          onChange={(event) => save.mutate(event.target.checked)}
        />
        <span>Send me the Daily Email</span>
      </label>
      <p id={`${id}-text`} className="settings-section__hint">
        Redline's auctions of the day, once a day, to {settings.email}.
      </p>
      <SaveStatus
        pending={save.isPending}
        saved={
          save.isSuccess ? (save.variables ? "You're subscribed to the Daily Email." : "You're unsubscribed from the Daily Email.") : null
        }
        error={save.error}
      />
    </section>
  )
}
