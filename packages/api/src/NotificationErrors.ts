import { ErrorCode, Messages } from "@redline/domain"
import { Refusal } from "./Refusal.ts"

/** Refusals of the bell and of notification settings (spec 2 §4, §7); the rules are the domain's `notifications/`. */

/** No notification of the signed-in user has this id. */
export class NotificationNotFound extends Refusal<NotificationNotFound>()(
  "NotificationNotFound",
  ErrorCode.notification_not_found,
  404,
  Messages.notificationNotFound
) {}

/** The option isn't offered on that channel (the settings page shows no toggle there). */
export class NotificationSettingNotOffered extends Refusal<NotificationSettingNotOffered>()(
  "NotificationSettingNotOffered",
  ErrorCode.notification_setting_not_offered,
  400,
  null
) {}
