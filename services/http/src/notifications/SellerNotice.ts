import type { NotificationItem, RelatedTo } from "@redline/domain"
import { Outbox } from "@redline/infra"
import { Effect } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { NotificationFeed } from "./NotificationFeed.ts"
import { notificationMail } from "./NotificationMail.ts"
import { notificationItem, NotificationsRepo } from "./NotificationsRepo.ts"

/** What a change of a submission tells its seller: one notification on the site, of `type` about `subject`. */
export interface Notice {
  readonly userId: number
  readonly type: number
  readonly subject: string
  readonly relatedTo: Partial<RelatedTo>
  /** Whether it is e-mailed too, when the seller's settings say an alert is due. */
  readonly mail?: boolean
}

/** A notice as written, to publish once its transaction has committed. */
export interface WrittenNotice {
  readonly userId: number
  readonly item: NotificationItem
}

/**
 * The seller's notification of a change to their submission: written (and its e-mail queued) in
 * the change's transaction, then told to the seller's open tabs with their unseen count after the commit.
 */
export class SellerNotice extends Effect.Service<SellerNotice>()("@redline/http/SellerNotice", {
  effect: Effect.gen(function* () {
    const notifications = yield* NotificationsRepo
    const feed = yield* NotificationFeed
    const outbox = yield* Outbox
    const { publicUrl } = yield* AccountsConfig

    /** Writes the notice, in the caller's transaction. */
    const write = (notice: Notice, now: Date): Effect.Effect<WrittenNotice> =>
      Effect.gen(function* () {
        const { userId, type, subject, relatedTo } = notice
        const [written] = yield* notifications.write([{ userId, type, subject, relatedTo, count: 1, onSite: true }], now)
        const item = notificationItem(written!)
        if (notice.mail === true && written!.alert_due) {
          const recipient = (yield* notifications.mailRecipients([userId])).get(userId)
          if (recipient !== undefined) yield* outbox.enqueue(notificationMail(recipient, item, publicUrl))
        }
        return { userId, item }
      })

    /** Tells the seller's open tabs of the notice, with their unseen count; after the commit. */
    const publish = (written: WrittenNotice): Effect.Effect<void> =>
      Effect.flatMap(notifications.unseenCount(written.userId), (unseen) =>
        feed.publish(written.userId, "notification", { notification: written.item, unseen_count: unseen })
      )

    return { write, publish } as const
  }),
  dependencies: [NotificationsRepo.Default, NotificationFeed.Default]
}) {}
