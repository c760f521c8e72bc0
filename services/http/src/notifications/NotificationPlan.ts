import {
  NOTIFICATION_TYPES,
  type NotificationOption,
  type NotificationTypeName,
  type RelatedTo,
  wantsOn,
  type ChosenSetting,
  type NotificationMethod
} from "@redline/domain"

/** One event's notification to one user, before it is written. */
export interface Notice {
  readonly userId: number
  readonly name: NotificationTypeName
  /** What it is about: its roll-up key for a rolled-up type (`auction:12`), its source for another (`comment:55`). */
  readonly subject: string
  readonly relatedTo: Partial<RelatedTo>
  /** The preference that governs it, where the recipient's part decides (a losing bidder's result); the type's otherwise. */
  readonly option?: NotificationOption
}

/** A notice with how many events it carries. */
export interface PlannedNotice extends Notice {
  readonly count: number
}

/**
 * The notifications a batch of events makes: one per user, type and subject, the events of a
 * rolled-up type counted, what it is about taken from the last of them. The first notice of a
 * user, type and subject decides its preference.
 */
export class NotificationPlan {
  private readonly entries = new Map<string, { readonly first: Notice; relatedTo: Partial<RelatedTo>; count: number }>()

  add(notice: Notice): void {
    this.put(notice.userId, notice)
  }

  /** The same notice to each user, but those in `except`. */
  addEach(userIds: Iterable<number>, except: ReadonlyArray<number | null>, notice: Omit<Notice, "userId">): void {
    for (const userId of userIds) if (!except.includes(userId)) this.put(userId, notice)
  }

  // A war of bids adds a notice per watcher and bid: a known one is counted in place, without copies.
  private put(userId: number, notice: Omit<Notice, "userId">): void {
    const key = `${userId}|${NOTIFICATION_TYPES[notice.name].type}|${notice.subject}`
    const known = this.entries.get(key)
    if (known === undefined) {
      this.entries.set(key, { first: { ...notice, userId }, relatedTo: notice.relatedTo, count: 1 })
    } else {
      known.relatedTo = notice.relatedTo
      known.count++
    }
  }

  get notices(): ReadonlyArray<PlannedNotice> {
    return Array.from(this.entries.values(), ({ first, relatedTo, count }) => ({ ...first, relatedTo, count }))
  }

  get userIds(): ReadonlyArray<number> {
    return [...new Set(Array.from(this.entries.values(), ({ first }) => first.userId))]
  }
}

/** The channels a notice goes out on for a user with these settings: its type's, as its preference allows. */
export const channelsOf = (notice: Notice, chosen: ReadonlyArray<ChosenSetting>): ReadonlyArray<NotificationMethod> => {
  const spec = NOTIFICATION_TYPES[notice.name]
  const option = notice.option ?? spec.option
  return spec.channels.filter((method) => option === null || wantsOn(option, method, chosen))
}
