import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import {
  AccessExpired,
  DailyEmailConfirmationInvalid,
  HandshakeRequired,
  InvalidEmail,
  SignatureInvalid,
  UnsubscribeNotAllowed
} from "./AccountErrors.ts"
import { BadRequest, RateLimited, Unauthorized } from "./ApiErrors.ts"
import { Authentication } from "./Authentication.ts"
import { NotificationSettings } from "./NotificationsApi.ts"
import { AuthSource } from "./SingleSignOnApi.ts"
import { PhotoTooLarge, UnsupportedFileFormat, UploadMissing, UploadNotYours } from "./UploadErrors.ts"

/** The user's photo: the client asks the image endpoint for `${base_url}${path}?w=`, shown square. */
export const ProfilePhoto = Schema.Struct({ base_url: Schema.String, path: Schema.String })
export type ProfilePhoto = typeof ProfilePhoto.Type

/** What the account settings page shows of the signed-in user. */
export const AccountSettings = Schema.Struct({
  user: Schema.Struct({ user_id: Schema.Int, username: Schema.String }),
  email: Schema.String,
  email_verified: Schema.Boolean,
  bio: Schema.String,
  photo: Schema.NullOr(ProfilePhoto),
  daily_email: Schema.Boolean,
  /** False for accounts that only sign in through a provider: changing the password needs no old one. */
  has_password: Schema.Boolean,
  removal_requested_at: Schema.NullOr(Schema.String),
  auth_sources: Schema.Array(AuthSource),
  /** The notification settings' groups (spec 2 §3); `daily_email` in them is the field above. */
  notification_settings: NotificationSettings,
  /** The bid sound on this user's desktop browsers; the session's details carry it too. */
  play_bid_sound: Schema.Boolean
})
export type AccountSettings = typeof AccountSettings.Type

export const DailyEmail = Schema.Struct({ email: Schema.String })

/** An address to take off the Daily Email, with the token of the link mailed to it (or none, with the account's session). */
export const DailyEmailUnsubscribe = Schema.Struct({ email: Schema.String, token: Schema.optional(Schema.String) })

/** An address to put on the Daily Email, with the token of the confirmation link mailed to it. */
export const DailyEmailConfirm = Schema.Struct({ email: Schema.String, token: Schema.String })

/** Whether an unsubscribe or confirmation link's address is on the Daily Email. */
export const DailyEmailLink = Schema.Struct({ email: Schema.String, daily_email: Schema.Boolean })

export class ProfileApi extends HttpApiGroup.make("profile")
  .add(HttpApiEndpoint.get("settings", "/v1/settings").addSuccess(AccountSettings).middleware(Authentication))
  .add(
    HttpApiEndpoint.put("bio", "/v1/profile/bio")
      .setPayload(Schema.Struct({ bio: Schema.String }))
      .addSuccess(Schema.Struct({ bio: Schema.String }))
      .addError(BadRequest)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("photo", "/v1/profile/photo")
      .setPayload(Schema.Struct({ photo: Schema.String.annotations({ description: "The key of an upload, from auth/s3-token" }) }))
      .addSuccess(AccountSettings)
      .addError(UploadNotYours)
      .addError(UploadMissing)
      .addError(UnsupportedFileFormat)
      .addError(PhotoTooLarge)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("requestRemoval", "/v1/auth/users/request_removal")
      .addSuccess(Schema.Struct({ removal_requested_at: Schema.String }))
      .middleware(Authentication)
  )
  .add(
    /**
     * The signed-in account's own address goes on the list at once; any other address is mailed a
     * confirmation link and stays off it until that link is followed. The answer is the same either way.
     */
    HttpApiEndpoint.post("subscribeDailyEmail", "/v1/auth/daily_email")
      .setPayload(DailyEmail)
      .addSuccess(Schema.Struct({ daily_email: Schema.Literal(true) }))
      .addError(InvalidEmail)
      .addError(RateLimited)
      .addError(Unauthorized)
      .addError(AccessExpired)
      .addError(HandshakeRequired)
      .addError(SignatureInvalid)
  )
  .add(
    HttpApiEndpoint.del("unsubscribeDailyEmail", "/v1/auth/daily_email")
      .setUrlParams(DailyEmailUnsubscribe)
      .addSuccess(Schema.Struct({ daily_email: Schema.Literal(false) }))
      .addError(InvalidEmail)
      .addError(UnsubscribeNotAllowed)
      .addError(Unauthorized)
      .addError(AccessExpired)
      .addError(HandshakeRequired)
      .addError(SignatureInvalid)
  )
  .add(
    HttpApiEndpoint.get("dailyEmailLink", "/v1/auth/daily_email/unsubscribe")
      .setUrlParams(DailyEmailUnsubscribe)
      .addSuccess(DailyEmailLink)
      .addError(InvalidEmail)
      .addError(UnsubscribeNotAllowed)
  )
  .add(
    // RFC 8058: the mail program's one-click POST (its body `List-Unsubscribe=One-Click`), and the link's page.
    HttpApiEndpoint.post("unsubscribeDailyEmailByLink", "/v1/auth/daily_email/unsubscribe")
      .setUrlParams(DailyEmailUnsubscribe)
      .addSuccess(Schema.Struct({ daily_email: Schema.Literal(false) }))
      .addError(InvalidEmail)
      .addError(UnsubscribeNotAllowed)
  )
  .add(
    HttpApiEndpoint.get("dailyEmailConfirmation", "/v1/auth/daily_email/confirm")
      .setUrlParams(DailyEmailConfirm)
      .addSuccess(DailyEmailLink)
      .addError(InvalidEmail)
      .addError(DailyEmailConfirmationInvalid)
  )
  .add(
    HttpApiEndpoint.post("confirmDailyEmail", "/v1/auth/daily_email/confirm")
      .setUrlParams(DailyEmailConfirm)
      .addSuccess(Schema.Struct({ daily_email: Schema.Literal(true) }))
      .addError(InvalidEmail)
      .addError(DailyEmailConfirmationInvalid)
  ) {}
