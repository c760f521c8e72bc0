import {
  CurrentUser,
  NOTIFICATIONS_PAGE_SIZE,
  NotificationNotFound,
  NotificationSettingNotOffered,
  RedlineApi,
  TextAlertsUnavailable
} from "@redline/api"
import { Messages, normalizeEmail, notificationSettings, offersChannel, wantsOn } from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Effect, Layer } from "effect"
import { DailyEmailList } from "../dailyEmail/DailyEmailList.ts"
import { ProfileRepo } from "../profile/ProfileRepo.ts"
import { apiGroup } from "../ReadLanes.ts"
import { TextAlerts } from "../sms/TextAlerts.ts"
import { NotificationFeed } from "./NotificationFeed.ts"
import { NotificationSettingsRepo } from "./NotificationSettingsRepo.ts"
import { NotificationsRepo } from "./NotificationsRepo.ts"

/**
 * The bell and the notification settings (spec 2 §4, §7). Whatever a tab marks seen is told to
 * the user's other tabs on their `notifications` channel, once committed.
 */
export const NotificationsHttpLive = apiGroup(RedlineApi, "notifications", (handlers) =>
  Effect.gen(function* () {
    const notifications = yield* NotificationsRepo
    const settings = yield* NotificationSettingsRepo
    const feed = yield* NotificationFeed
    const profiles = yield* ProfileRepo
    const dailyEmail = yield* DailyEmailList
    const texts = yield* TextAlerts

    /** Tells the user's tabs, and answers the bell's count after the change. */
    const seen = (userId: number, ids: ReadonlyArray<number> | null) =>
      Effect.gen(function* () {
        const unseen_count = yield* notifications.unseenCount(userId)
        yield* feed.publish(userId, "notifications_seen", { ids, unseen_count })
        return { unseen_count }
      })

    const markOne = (id: number, clicked: boolean) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        if (!(yield* notifications.markSeen(user.id, id, yield* currentDate, clicked))) {
          return yield* Effect.fail(NotificationNotFound.default())
        }
        return yield* seen(user.id, [id])
      })

    return handlers
      .handle("list", ({ urlParams }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const page = yield* notifications.list(user.id, urlParams.page ?? 1, NOTIFICATIONS_PAGE_SIZE)
          return { notifications: page.items, unseen_count: yield* notifications.unseenCount(user.id), has_more: page.hasMore }
        })
      )
      .handle("seen", ({ payload }) => markOne(payload.id, false))
      .handle("clicked", ({ payload }) => markOne(payload.id, true))
      .handle("seenAll", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* notifications.markAllSeen(user.id, yield* currentDate)
          return yield* seen(user.id, null)
        })
      )
      .handle("badgeReset", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* notifications.resetBadge(user.id, yield* currentDate)
          return yield* seen(user.id, [])
        })
      )
      .handle("setting", ({ payload: { type, method, value } }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          if (!offersChannel(type, method)) {
            return yield* Effect.fail(
              NotificationSettingNotOffered.of(Messages.notificationSettingNotOffered(type, Messages.notificationMethods[method]))
            )
          }
          if (type === "daily_email") {
            const { email } = yield* profiles.account(user.id)
            const address = normalizeEmail(email)
            yield* value ? dailyEmail.subscribe(address) : dailyEmail.unsubscribe(address)
          } else if (type === "play_bid_sound") {
            yield* settings.setPlayBidSound(user.id, value)
          } else {
            if (method === "sms" && value && !(yield* texts.canReceiveTexts(user.id)))
              return yield* Effect.fail(TextAlertsUnavailable.default())
            yield* settings.set(user.id, type, method, value)
          }
          const chosen = yield* settings.chosen(user.id)
          return { notification_settings: notificationSettings(chosen), play_bid_sound: wantsOn("play_bid_sound", "site", chosen) }
        })
      )
  })
).pipe(
  Layer.provide([
    NotificationsRepo.Default,
    NotificationSettingsRepo.Default,
    NotificationFeed.Default,
    ProfileRepo.Default,
    DailyEmailList.Default,
    TextAlerts.Default
  ])
)
