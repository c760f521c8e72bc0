import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "./Authentication.ts"
import { DistanceSettingInvalid, ZipCodeInvalid } from "./DistanceErrors.ts"

/** Where 'Closest to me' measures from (spec 1 §3): a US zip code and miles (0: no limit), or Canada with neither. */
export const DistanceSetting = Schema.Union(
  Schema.Struct({
    country: Schema.Literal("US"),
    zip_code: Schema.String,
    max_distance: Schema.Literal(100, 150, 200, 500, 1000, 0)
  }),
  Schema.Struct({ country: Schema.Literal("CA"), zip_code: Schema.Null, max_distance: Schema.Null })
)

/** The reader's setting, null until they save one. */
export const DistanceSettingAnswer = Schema.Struct({ distance_setting: Schema.NullOr(DistanceSetting) })
export type DistanceSettingAnswer = typeof DistanceSettingAnswer.Type

/**
 * The zip form (spec 1 §7 'Save zip code settings'). The fields are read by the domain's rule
 * (`distanceSettingOf`), which names what is wrong: a US zip is required, Canada needs none.
 */
export const SaveDistanceSetting = Schema.Struct({
  country: Schema.String,
  zip_code: Schema.optional(Schema.NullOr(Schema.String)),
  max_distance: Schema.optional(Schema.NullOr(Schema.Number))
})

/** The signed-in user's distance setting; a visitor's is kept by their browser. */
export class DistanceSettingsApi extends HttpApiGroup.make("distanceSettings")
  .add(HttpApiEndpoint.get("get", "/v1/distance_settings").addSuccess(DistanceSettingAnswer))
  .add(
    HttpApiEndpoint.put("save", "/v1/distance_settings")
      .setPayload(SaveDistanceSetting)
      .addSuccess(DistanceSettingAnswer)
      .addError(DistanceSettingInvalid)
      .addError(ZipCodeInvalid)
  )
  .middleware(Authentication) {}
