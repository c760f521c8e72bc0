import { DistanceSettingRequired, ZipCodeInvalid } from "@redline/api"
import { CLOSEST_TO_ME_SORT, distanceSettingFromQuery, NO_DISTANCE_LIMIT, type QueryParams } from "@redline/domain"
import { Effect, Option } from "effect"
import type { DistanceOrigin } from "../auctions/AuctionListing.ts"
import { DistanceSettingsRepo } from "./DistanceSettingsRepo.ts"
import { ZipCodesRepo } from "./ZipCodesRepo.ts"

/**
 * Where a live list sorted 'Closest to me' measures from. Every live list (home, featured, the
 * live results of search) asks here for its origin and hands it to the one list query.
 */
export class ClosestToMe extends Effect.Service<ClosestToMe>()("@redline/http/ClosestToMe", {
  effect: Effect.gen(function* () {
    const zipCodes = yield* ZipCodesRepo
    const settings = yield* DistanceSettingsRepo

    /**
     * The origin of a live list sorted by `sort`: none for another sort. The query's own setting
     * (country, zip_code, miles) comes first, then the signed-in reader's saved one; without
     * either the page must ask for a zip code (`DistanceSettingRequired`), and a US zip code the
     * table doesn't know is `ZipCodeInvalid`, which the page shows as its zip error state.
     */
    const originOf = (
      sort: number,
      query: QueryParams,
      viewerId: number | null
    ): Effect.Effect<DistanceOrigin | null, ZipCodeInvalid | DistanceSettingRequired> =>
      Effect.gen(function* () {
        if (sort !== CLOSEST_TO_ME_SORT) return null
        const setting = distanceSettingFromQuery(query) ?? (viewerId === null ? null : yield* settings.get(viewerId))
        if (setting === null) return yield* Effect.fail(DistanceSettingRequired.default())
        if (setting.country === "CA") return { country: "CA" } as const
        const place = yield* zipCodes.locateUs(setting.zip_code)
        if (Option.isNone(place)) return yield* Effect.fail(ZipCodeInvalid.default())
        return {
          country: "US",
          ...place.value,
          maxMiles: setting.max_distance === NO_DISTANCE_LIMIT ? null : setting.max_distance
        } as const
      })

    return { originOf }
  }),
  dependencies: [ZipCodesRepo.Default, DistanceSettingsRepo.Default]
}) {}
