import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import {
  LISTING_STATUSES,
  NOTIFICATION_GROUPS,
  NOTIFICATION_METHODS,
  NOTIFICATION_OPTION_KEYS,
  type GroupSettings,
  type NotificationEvent as NotificationEventData,
  type NotificationItem,
  type NotificationsSeen as NotificationsSeenData,
  type RelatedTo as RelatedToData
} from "@redline/domain"
import { Schema } from "effect"
import { Authentication } from "./Authentication.ts"
import { Id } from "./Id.ts"
import { NotificationNotFound, NotificationSettingNotOffered } from "./NotificationErrors.ts"
import { TextAlertsUnavailable } from "./SavedSearchErrors.ts"

/** The most notifications one page holds. */
export const NOTIFICATIONS_PAGE_SIZE = 20

const NullableId = Schema.NullOr(Schema.Int)
const NullableText = Schema.NullOr(Schema.String)

/** What a notification is about (spec 2 §3): every field, null where its type doesn't use it. */
export const RelatedTo = Schema.Struct({
  title: NullableText,
  status: Schema.NullOr(Schema.Literal(...LISTING_STATUSES)),
  highest_bid: NullableId,
  listing_id: NullableId,
  auction_id: NullableId,
  submission_id: NullableId,
  post_id: NullableId,
  reply_id: NullableId,
  reply_to_community_reply_id: NullableId,
  question_id: NullableId,
  comment_id: NullableId,
  community_name: NullableText,
  follower_username: NullableText,
  following_username: NullableText,
  seller_username: NullableText
}) satisfies Schema.Schema<RelatedToData>

/**
 * One notification (spec 2 §3), with its words (`text`) and the site path a click opens
 * (`target`, null for nowhere), both made by the domain's types table
 * (`@redline/domain` `notificationText`, `notificationTarget`). `updated_at` moves when a
 * rolled-up notification takes one more event (`count`).
 */
export const Notification = Schema.Struct({
  id: Schema.Int,
  updated_at: Schema.String,
  notification_type: Schema.Int,
  seen_at: NullableText,
  count: Schema.Int,
  related_to: RelatedTo,
  text: Schema.String,
  target: NullableText
}) satisfies Schema.Schema<NotificationItem>
export type Notification = typeof Notification.Type

/**
 * A page of the bell's list, newest first, and `unseen_count`: the bell's count, the
 * notifications not seen that came after the last badge reset.
 */
export const NotificationList = Schema.Struct({
  notifications: Schema.Array(Notification),
  unseen_count: Schema.Int,
  has_more: Schema.Boolean
})
export type NotificationList = typeof NotificationList.Type

export const NotificationListQuery = Schema.Struct({
  page: Schema.optional(
    Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 1000)).annotations({
      description: `The page, from 1; ${NOTIFICATIONS_PAGE_SIZE} notifications a page`
    })
  )
})

/** The bell's count after a change. */
export const UnseenCount = Schema.Struct({ unseen_count: Schema.Int })

export const NotificationRef = Schema.Struct({ id: Id })

/** A 'notification' event's data, on the user's `notifications` channel: the domain's `NotificationEvent`. */
export const NotificationEvent = Schema.Struct({
  notification: Notification,
  unseen_count: Schema.Int
}) satisfies Schema.Schema<NotificationEventData>

/** A 'notifications_seen' event's data: the domain's `NotificationsSeen`. */
export const NotificationsSeen = Schema.Struct({
  ids: Schema.NullOr(Schema.Array(Schema.Int)),
  unseen_count: Schema.Int
}) satisfies Schema.Schema<NotificationsSeenData>

export const NotificationMethod = Schema.Literal(...NOTIFICATION_METHODS)
export const NotificationOption = Schema.Literal(...NOTIFICATION_OPTION_KEYS)

/** Notification settings (spec 2 §3): each group's options with their value per channel, null where not offered. */
export const NotificationSettings = Schema.Array(
  Schema.Struct({
    group: Schema.Literal(...NOTIFICATION_GROUPS),
    options: Schema.Array(
      Schema.Struct({
        type: NotificationOption,
        email: Schema.NullOr(Schema.Boolean),
        site: Schema.NullOr(Schema.Boolean),
        sms: Schema.NullOr(Schema.Boolean)
      })
    )
  })
) satisfies Schema.Schema<ReadonlyArray<GroupSettings>>
export type NotificationSettings = typeof NotificationSettings.Type

/** POST notification setting (spec 2 §7): the option (`type`), the channel (`method`) and its new value. */
export const NotificationSettingChange = Schema.Struct({
  type: NotificationOption,
  method: NotificationMethod,
  value: Schema.Boolean
})

/**
 * The bell (spec 2 §2, §4 'Notification list', §7): the signed-in user's notifications, marking
 * them seen one by one, on a click, or all ('Mark all as read'), and the badge reset (the count
 * back to 0, the notifications still unseen). Every change is told to the user's other tabs on
 * the `notifications` channel (`notifications_seen`). The settings: one option on one channel; SMS
 * turned on by a user who can't receive texts is refused (the browser starts SMS enrollment instead).
 */
export class NotificationsApi extends HttpApiGroup.make("notifications")
  .add(
    HttpApiEndpoint.get("list", "/v1/notifications")
      .setUrlParams(NotificationListQuery)
      .addSuccess(NotificationList)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("seen", "/v1/notifications/seen")
      .setPayload(NotificationRef)
      .addSuccess(UnseenCount)
      .addError(NotificationNotFound)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("clicked", "/v1/notifications/clicked")
      .setPayload(NotificationRef)
      .addSuccess(UnseenCount)
      .addError(NotificationNotFound)
      .middleware(Authentication)
  )
  .add(HttpApiEndpoint.post("seenAll", "/v1/notifications/seen_all").addSuccess(UnseenCount).middleware(Authentication))
  .add(HttpApiEndpoint.post("badgeReset", "/v1/notifications/badge_reset").addSuccess(UnseenCount).middleware(Authentication))
  .add(
    HttpApiEndpoint.post("setting", "/v1/settings/notifications")
      .setPayload(NotificationSettingChange)
      .addSuccess(Schema.Struct({ notification_settings: NotificationSettings, play_bid_sound: Schema.Boolean }))
      .addError(NotificationSettingNotOffered)
      .addError(TextAlertsUnavailable)
      .middleware(Authentication)
  ) {}
