/**
 * Notification preferences (spec 2 §3 'Notification settings', §4 'Profile and settings', §9):
 * groups of options, each offering some of the three channels. A channel an option doesn't offer
 * is null (the settings page hides it); an offered one has the default a new account starts with,
 * until the user sets it.
 */

export const NOTIFICATION_METHODS = ["email", "site", "sms"] as const
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number]

export const NOTIFICATION_GROUPS = ["email", "general", "watch_list", "bidder", "seller", "settings"] as const
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number]

/** An option's value on each channel: true or false where it is offered, null where it isn't. */
export type ChannelValues = { readonly [M in NotificationMethod]: boolean | null }

interface OptionSpec {
  readonly group: NotificationGroup
  /** What a new account has, channel by channel; null: not offered on that channel. */
  readonly defaults: ChannelValues
}

const offered = (email: boolean | null, site: boolean | null, sms: boolean | null): ChannelValues => ({ email, site, sms })

/**
 * The options, one line each, in the settings page's order. SMS is off until the user enrolls a
 * phone, which turns on `watcher_closing_soon` and `on_outbid` by text (spec 2 §4).
 * `daily_email` is the account's address on the Daily Email list; `play_bid_sound` is the bid
 * sound on this user's desktop browsers (a setting, shown on the site channel).
 */
export const NOTIFICATION_OPTIONS = {
  daily_email: { group: "email", defaults: offered(true, null, null) },
  mentions: { group: "general", defaults: offered(true, true, null) },
  replies: { group: "general", defaults: offered(true, true, null) },
  new_follower: { group: "general", defaults: offered(false, true, null) },
  followed_new_auction: { group: "general", defaults: offered(true, true, null) },
  watcher_closing_soon: { group: "watch_list", defaults: offered(true, true, false) },
  watcher_new_bids: { group: "watch_list", defaults: offered(false, true, null) },
  watcher_comments: { group: "watch_list", defaults: offered(false, true, null) },
  watcher_answers: { group: "watch_list", defaults: offered(false, true, null) },
  watcher_results: { group: "watch_list", defaults: offered(true, true, null) },
  on_outbid: { group: "bidder", defaults: offered(true, true, false) },
  on_lost: { group: "bidder", defaults: offered(true, true, null) },
  seller_bids: { group: "seller", defaults: offered(true, true, null) },
  seller_comments: { group: "seller", defaults: offered(true, true, null) },
  seller_questions: { group: "seller", defaults: offered(true, true, null) },
  play_bid_sound: { group: "settings", defaults: offered(null, true, null) }
} as const satisfies Readonly<Record<string, OptionSpec>>

export type NotificationOption = keyof typeof NOTIFICATION_OPTIONS

/** In the table's order. */
export const NOTIFICATION_OPTION_KEYS = Object.keys(NOTIFICATION_OPTIONS) as unknown as readonly [
  NotificationOption,
  ...NotificationOption[]
]

/** The options enrolling a phone number turns on by SMS (spec 2 §4). */
export const TEXT_ALERT_OPTIONS: ReadonlyArray<NotificationOption> = ["watcher_closing_soon", "on_outbid"]

export const isNotificationOption = (key: string): key is NotificationOption => Object.hasOwn(NOTIFICATION_OPTIONS, key)

/** Whether the option can be set on the channel at all. */
export const offersChannel = (option: NotificationOption, method: NotificationMethod): boolean =>
  NOTIFICATION_OPTIONS[option].defaults[method] !== null

/** One value the user chose, as stored. */
export interface ChosenSetting {
  readonly option: NotificationOption
  readonly method: NotificationMethod
  readonly value: boolean
}

/** An option's values for one user: the defaults, overridden where the user chose (on channels it offers). */
export function optionValues(option: NotificationOption, chosen: ReadonlyArray<ChosenSetting>): ChannelValues {
  const defaults = NOTIFICATION_OPTIONS[option].defaults
  const pick = (method: NotificationMethod): boolean | null => {
    if (defaults[method] === null) return null
    return chosen.find((setting) => setting.option === option && setting.method === method)?.value ?? defaults[method]
  }
  return { email: pick("email"), site: pick("site"), sms: pick("sms") }
}

/** One option as the settings page lists it. */
export type OptionSetting = { readonly type: NotificationOption } & ChannelValues

export interface GroupSettings {
  readonly group: NotificationGroup
  readonly options: ReadonlyArray<OptionSetting>
}

/** Every group with its options' values for one user, in the table's order. */
export function notificationSettings(chosen: ReadonlyArray<ChosenSetting>): ReadonlyArray<GroupSettings> {
  return NOTIFICATION_GROUPS.map((group) => ({
    group,
    options: NOTIFICATION_OPTION_KEYS.filter((option) => NOTIFICATION_OPTIONS[option].group === group).map((option) => ({
      type: option,
      ...optionValues(option, chosen)
    }))
  }))
}

/** Whether a user with these choices wants the option on the channel (false where it isn't offered). */
export const wantsOn = (option: NotificationOption, method: NotificationMethod, chosen: ReadonlyArray<ChosenSetting>): boolean =>
  optionValues(option, chosen)[method] === true
