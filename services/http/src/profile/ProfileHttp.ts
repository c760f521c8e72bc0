import {
  type AccountSettings,
  BadRequest,
  CurrentUser,
  DailyEmailConfirmationInvalid,
  InvalidEmail,
  RedlineApi,
  UnsubscribeNotAllowed
} from "@redline/api"
import { bioError, dailyEmailError, Messages, normalizeEmail, notificationSettings, wantsOn } from "@redline/domain"
import { currentDate, ObjectStore } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { profilePhotoOf } from "../auctions/AuctionRows.ts"
import { optionalUser } from "../auth/OptionalSession.ts"
import { clientAddress, RateLimits } from "../RateLimits.ts"
import { refuseIf } from "../Refuse.ts"
import { SingleSignOn } from "../sso/SingleSignOn.ts"
import { DailyEmailConfirmation } from "../dailyEmail/DailyEmailConfirmation.ts"
import { DailyEmailLinks } from "../dailyEmail/DailyEmailLinks.ts"
import { DailyEmailList } from "../dailyEmail/DailyEmailList.ts"
import { photoFromUpload, photoPrefixOf, photoRefusal } from "../images/PhotoUpload.ts"
import { ProfileRepo } from "./ProfileRepo.ts"
import { NotificationSettingsRepo } from "../notifications/NotificationSettingsRepo.ts"
import { apiGroup } from "../ReadLanes.ts"

// Subscriptions per client address: the footer form is open to visitors, so it must not become a mailing cannon.
const SUBSCRIBE_LIMIT = { max: 10, window: "1 hour" } as const

export const ProfileHttpLive = apiGroup(RedlineApi, "profile", (handlers) =>
  Effect.gen(function* () {
    const profiles = yield* ProfileRepo
    const dailyEmail = yield* DailyEmailList
    const links = yield* DailyEmailLinks
    const confirmation = yield* DailyEmailConfirmation
    const sso = yield* SingleSignOn
    const limits = yield* RateLimits
    const notificationChoices = yield* NotificationSettingsRepo

    const validEmail = (email: string) =>
      Effect.suspend(() => {
        const address = normalizeEmail(email)
        return dailyEmailError(address) === null ? Effect.succeed(address) : Effect.fail(InvalidEmail.default())
      })

    /** The address of an unsubscribe link whose token is its own. */
    const linkedEmail = (link: { readonly email: string; readonly token?: string | undefined }) =>
      Effect.flatMap(validEmail(link.email), (email) =>
        links.isValid(email, link.token) ? Effect.succeed(email) : Effect.fail(UnsubscribeNotAllowed.default())
      )

    /** The address of a confirmation link whose token is its own. */
    const confirmedEmail = (link: { readonly email: string; readonly token: string }) =>
      Effect.flatMap(validEmail(link.email), (email) =>
        links.confirms(email, link.token) ? Effect.succeed(email) : Effect.fail(DailyEmailConfirmationInvalid.default())
      )

    /** Whether the caller is signed in to the account whose address `email` is. */
    const ownsAddress = (headers: Readonly<Record<string, string | undefined>>, email: string) =>
      Effect.gen(function* () {
        const user = yield* optionalUser(headers)
        if (Option.isNone(user)) return false
        return normalizeEmail((yield* profiles.account(user.value.id)).email) === email
      })

    const settingsOf = (user: { readonly id: number; readonly username: string }) =>
      Effect.gen(function* () {
        const account = yield* profiles.account(user.id)
        const sources = yield* sso.sourcesOf(user.id)
        const chosen = yield* notificationChoices.chosen(user.id)
        const settings: AccountSettings = {
          user: { user_id: user.id, username: user.username },
          email: account.email,
          email_verified: account.verified,
          bio: account.bio,
          photo: profilePhotoOf(account.photo_key),
          daily_email: account.daily_email,
          has_password: account.has_password,
          removal_requested_at: account.removal_requested_at?.toISOString() ?? null,
          auth_sources: sources.map(({ source, email }) => ({ source, email })),
          notification_settings: notificationSettings(chosen),
          play_bid_sound: wantsOn("play_bid_sound", "site", chosen)
        }
        return settings
      })

    return handlers
      .handle("settings", () => Effect.flatMap(CurrentUser, settingsOf))
      .handle("photo", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const photo = yield* photoFromUpload(user.id, payload.photo).pipe(
            Effect.catchTag("PhotoRefused", (refused) => Effect.fail(photoRefusal(refused)))
          )
          const old = yield* profiles.replacePhoto(user.id, photo.key)
          // the photo it replaced goes, if it was a copy made for this user
          if (old !== null && old.startsWith(photoPrefixOf(user.id))) {
            const store = yield* ObjectStore
            yield* store.delete(old).pipe(Effect.ignoreLogged)
          }
          return yield* settingsOf(user)
        })
      )
      .handle("bio", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* refuseIf(bioError(payload.bio), BadRequest.of)
          const bio = payload.bio.trim()
          yield* profiles.setBio(user.id, bio)
          return { bio }
        })
      )
      .handle("requestRemoval", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const requested = yield* profiles.requestRemoval(user.id, yield* currentDate)
          return { removal_requested_at: requested.toISOString() }
        })
      )
      .handle("subscribeDailyEmail", ({ payload, request }) =>
        Effect.gen(function* () {
          const email = yield* validEmail(payload.email)
          yield* limits.enforce(`daily-email:${clientAddress(request.headers)}`, SUBSCRIBE_LIMIT.max, SUBSCRIBE_LIMIT.window)
          // Anyone else's address goes on the list only once its owner follows the mailed link.
          if (yield* ownsAddress(request.headers, email)) yield* dailyEmail.subscribe(email)
          else yield* confirmation.ask(email)
          return { daily_email: true as const }
        })
      )
      .handle("unsubscribeDailyEmail", ({ urlParams, request }) =>
        Effect.gen(function* () {
          const email = yield* validEmail(urlParams.email)
          if (!links.isValid(email, urlParams.token)) {
            // Without the mailed link, only the address's own account may take it off.
            const user = yield* optionalUser(request.headers)
            if (Option.isNone(user)) return yield* Effect.fail(UnsubscribeNotAllowed.default())
            const account = yield* profiles.account(user.value.id)
            if (normalizeEmail(account.email) !== email)
              return yield* Effect.fail(UnsubscribeNotAllowed.of(Messages.unsubscribeOwnAddressOnly))
          }
          yield* dailyEmail.unsubscribe(email)
          return { daily_email: false as const }
        })
      )
      .handle("dailyEmailLink", ({ urlParams }) =>
        Effect.gen(function* () {
          const email = yield* linkedEmail(urlParams)
          return { email, daily_email: yield* dailyEmail.isSubscribed(email) }
        })
      )
      .handle("unsubscribeDailyEmailByLink", ({ urlParams }) =>
        Effect.gen(function* () {
          yield* dailyEmail.unsubscribe(yield* linkedEmail(urlParams))
          return { daily_email: false as const }
        })
      )
      .handle("dailyEmailConfirmation", ({ urlParams }) =>
        Effect.gen(function* () {
          const email = yield* confirmedEmail(urlParams)
          return { email, daily_email: yield* dailyEmail.isSubscribed(email) }
        })
      )
      .handle("confirmDailyEmail", ({ urlParams }) =>
        Effect.gen(function* () {
          yield* dailyEmail.subscribe(yield* confirmedEmail(urlParams))
          return { daily_email: true as const }
        })
      )
  })
).pipe(
  Layer.provide([
    ProfileRepo.Default,
    DailyEmailList.Default,
    DailyEmailLinks.Default,
    DailyEmailConfirmation.Default,
    NotificationSettingsRepo.Default
  ])
)
