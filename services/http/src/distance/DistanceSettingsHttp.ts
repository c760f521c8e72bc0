import { CurrentUser, DistanceSettingInvalid, RedlineApi, ZipCodeInvalid } from "@redline/api"
import { distanceSettingOf } from "@redline/domain"
import { Effect, Layer, Option } from "effect"
import { DistanceSettingsRepo } from "./DistanceSettingsRepo.ts"
import { ZipCodesRepo } from "./ZipCodesRepo.ts"
import { apiGroup } from "../ReadLanes.ts"

/** 'Save zip code settings' (spec 1 §7) and the reader's setting, which the zip form starts from. */
export const DistanceSettingsHttpLive = apiGroup(RedlineApi, "distanceSettings", (handlers) =>
  Effect.gen(function* () {
    const settings = yield* DistanceSettingsRepo
    const zipCodes = yield* ZipCodesRepo
    return handlers
      .handle("get", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return { distance_setting: yield* settings.get(user.id) }
        })
      )
      .handle("save", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const checked = distanceSettingOf(payload)
          if ("error" in checked) return yield* Effect.fail(DistanceSettingInvalid.of(checked.error))
          const { setting } = checked
          if (setting.country === "US" && Option.isNone(yield* zipCodes.locateUs(setting.zip_code))) {
            return yield* Effect.fail(ZipCodeInvalid.default())
          }
          yield* settings.save(user.id, setting)
          return { distance_setting: setting }
        })
      )
  })
).pipe(Layer.provide([DistanceSettingsRepo.Default, ZipCodesRepo.Default]))
