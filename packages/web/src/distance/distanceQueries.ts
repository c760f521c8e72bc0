import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/** The signed-in reader's distance setting, under a key ending with the reader. */
export const distanceKeys = {
  setting: (reader: ReaderId) => ["distanceSetting", reader] as const
}

export const distanceQueries = {
  setting: (api: Api, reader: ReaderId) =>
    queryOptions({
      queryKey: distanceKeys.setting(reader),
      queryFn: ({ signal }) => api("distanceSettings.get", { signal }),
      select: (answer) => answer.distance_setting
    })
}
