import { ErrorCode, Messages } from "@redline/domain"
import { Refusal } from "./Refusal.ts"

/** Refusals of 'Cars closest to me' (spec 1 §5, §8). */

/** A US zip code the zip-code table doesn't know: 'Invalid zip code', the zip form's words. */
export class ZipCodeInvalid extends Refusal<ZipCodeInvalid>()("ZipCodeInvalid", ErrorCode.zip_code_invalid, 400, Messages.invalidZip) {}

/** A setting that breaks the zip form's rules; the message says which field. */
export class DistanceSettingInvalid extends Refusal<DistanceSettingInvalid>()(
  "DistanceSettingInvalid",
  ErrorCode.distance_setting_invalid,
  400,
  null
) {}

/** The distance sort asked for with no zip code to measure from: the page asks for one (spec 1 §2). */
export class DistanceSettingRequired extends Refusal<DistanceSettingRequired>()(
  "DistanceSettingRequired",
  ErrorCode.distance_setting_required,
  400,
  Messages.distanceSettingRequired
) {}
