import { CLOSEST_TO_ME_SORT, type DistanceSetting, distanceQuery, ErrorCode } from "@redline/domain"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useAtom } from "jotai"
import { useCallback } from "react"
import type { ZipFormRefusal } from "@redline/machines"
import { useApi } from "../api/useApi.ts"
import { ApiError } from "../api/request.ts"
import { useReaderId } from "../session/readerId.ts"
import { distanceKeys, distanceQueries } from "./distanceQueries.ts"
import { visitorDistanceSettingAtom } from "./visitorDistanceSetting.ts"

const refusalOf = (error: unknown): ZipFormRefusal =>
  error instanceof ApiError && error.errorCode === ErrorCode.zip_code_invalid ? { reason: "invalid_zip" } : { reason: "failed" }

export interface DistanceSettingState {
  /** The reader's setting; null without one, undefined while a signed-in reader's is read. */
  readonly setting: DistanceSetting | null | undefined
  /** Keeps the setting, rejecting with a `ZipFormRefusal`; resolves with the setting kept. */
  readonly save: (setting: DistanceSetting) => Promise<DistanceSetting>
}

/**
 * Where 'Closest to me' measures from: a signed-in reader's setting is on the server ('Save zip
 * code settings', spec 1 §7); a visitor's is kept in the browser, its zip code checked by the live
 * list the setting is for, which refuses one it doesn't know as the server's save does.
 */
export function useDistanceSetting(): DistanceSettingState {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const [visitorSetting, setVisitorSetting] = useAtom(visitorDistanceSettingAtom)
  const server = useQuery({ ...distanceQueries.setting(api, reader), enabled: reader !== null })

  const save = useCallback(
    async (setting: DistanceSetting) => {
      try {
        if (reader !== null) {
          const answer = await api("distanceSettings.save", { body: setting })
          queryClient.setQueryData(distanceKeys.setting(reader), answer)
          return answer.distance_setting ?? setting
        }
        await api("auctions.listLive", { query: { sort: CLOSEST_TO_ME_SORT, ...distanceQuery(setting), limit: 1 } })
        setVisitorSetting(setting)
        return setting
      } catch (error) {
        throw refusalOf(error)
      }
    },
    [api, reader, queryClient, setVisitorSetting]
  )

  return { setting: reader === null ? visitorSetting : server.isError ? null : server.data, save }
}
