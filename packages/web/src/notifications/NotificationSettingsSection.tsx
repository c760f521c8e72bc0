import type { AccountSettings } from "@redline/api"
import { Messages, NOTIFICATION_METHODS, type GroupSettings, type NotificationMethod } from "@redline/domain"
import { useId } from "react"
import { SaveStatus } from "../account/SaveStatus.tsx"
import { DESKTOP_POINTER, useMediaQuery } from "../ui/useMediaQuery.ts"
import { needsPhone, useNotificationSetting } from "./useNotificationSetting.ts"
import "./NotificationSettings.css"

interface NotificationSettingsSectionProps {
  readonly settings: AccountSettings
  /**
   * Turning a text alert on for someone who can't receive texts (the server refuses it): SMS
   * enrollment starts instead (spec 2 §4). The settings page opens its own Text alerts section.
   */
  readonly onEnrollSms: () => void
}

/**
 * Shown apart, elsewhere on the settings page or not here at all: the Daily Email has its own
 * section, and the bid sound plays only on desktops (spec 2 §9), so only they offer it.
 */
const shownGroups = (groups: ReadonlyArray<GroupSettings>, desktop: boolean): ReadonlyArray<GroupSettings> =>
  groups
    .map((group) => ({
      ...group,
      options: group.options.filter((option) => option.type !== "daily_email" && (desktop || option.type !== "play_bid_sound"))
    }))
    .filter((group) => group.options.length > 0)

/**
 * The notification settings (spec 2 §3, §4, §9): each group's options with a toggle per channel
 * it offers (email, site, SMS). A toggle changes at once and goes back if its save fails.
 */
export function NotificationSettingsSection({ settings, onEnrollSms }: NotificationSettingsSectionProps) {
  const id = useId()
  const save = useNotificationSetting({ onNeedsPhone: onEnrollSms })
  const groups = shownGroups(settings.notification_settings, useMediaQuery(DESKTOP_POINTER))
  // the same columns in every group, so they line up down the page
  const methods = NOTIFICATION_METHODS.filter((method) => groups.some((group) => group.options.some((option) => option[method] !== null)))

  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-section__heading">
        {Messages.notificationSettingsTitle}
      </h2>
      {groups.map((group) => (
        <NotificationGroup
          key={group.group}
          group={group}
          methods={methods}
          onToggle={(type, method, value) => save.mutate({ type, method, value })}
        />
      ))}
      <SaveStatus pending={save.isPending} saved={null} error={needsPhone(save.error) ? null : save.error} />
    </section>
  )
}

interface NotificationGroupProps {
  readonly group: GroupSettings
  readonly methods: ReadonlyArray<NotificationMethod>
  readonly onToggle: (type: GroupSettings["options"][number]["type"], method: NotificationMethod, value: boolean) => void
}

/** One group as a table: its options down, the channels across; a channel an option doesn't offer is left empty. */
function NotificationGroup({ group, methods, onToggle }: NotificationGroupProps) {
  return (
    <table className="notification-settings">
      <caption className="notification-settings__caption">{Messages.notificationGroups[group.group]}</caption>
      <thead>
        <tr>
          <td />
          {methods.map((method) => (
            <th key={method} scope="col" className="notification-settings__method">
              {Messages.notificationMethods[method]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {group.options.map((option) => {
          const label = Messages.notificationOptions[option.type]
          return (
            <tr key={option.type}>
              <th scope="row" className="notification-settings__option">
                {label}
              </th>
              {methods.map((method) => {
                const value = option[method]
                return (
                  <td key={method} className="notification-settings__toggle">
                    {value !== null && (
                      <input
                        type="checkbox"
                        className="checkbox"
                        checked={value}
                        aria-label={`${label}: ${Messages.notificationMethods[method]}`}
                        onChange={(event) => onToggle(option.type, method, event.target.checked)}
                      />
                    )}
                  </td>
                )
              })}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
