import { NotificationType } from "@redline/domain"
import { Effect } from "effect"
import { NotificationsRepo, type WrittenNotification } from "./NotificationsRepo.ts"

/** The promo's one subject: a notification is one per user, type and subject, so a user has it once. */
const SUBJECT = "text_alerts"

/**
 * The text-alert promo (type 42, spec 2 §3): a bidder outbid while they can't receive texts is
 * asked, on the site, to enroll a number, since a text would have told them in time. It comes
 * with the first such outbid and never again, whatever they do with it. It is written in the
 * transaction of the outbid it follows; the notifications' key (user, type, subject) keeps it to
 * one per user even when notifiers in several processes, or one started again, tell outbids of the
 * same user at once.
 */
export class TextAlertPromo extends Effect.Service<TextAlertPromo>()("@redline/http/TextAlertPromo", {
  effect: Effect.gen(function* () {
    const notifications = yield* NotificationsRepo

    /** Writes the promo to each of the users just outbid who can't receive texts, if they never had it; answers those written. */
    const offer = (unreachableOutbid: ReadonlyArray<number>, now: Date): Effect.Effect<ReadonlyArray<WrittenNotification>> =>
      notifications.writeOnce(
        unreachableOutbid.map((userId) => ({
          userId,
          type: NotificationType.text_alert_promo,
          subject: SUBJECT,
          relatedTo: {},
          count: 1,
          // the promo's one channel is the site
          onSite: true
        })),
        now
      )

    return { offer } as const
  }),
  dependencies: [NotificationsRepo.Default]
}) {}
