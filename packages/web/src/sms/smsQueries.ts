import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/** Query keys of the signed-in user's SMS enrollment, theirs alone: the key ends with the reader. */
export const smsKeys = {
  enrollment: (reader: ReaderId) => ["sms-enrollment", reader] as const
}

export const smsQueries = {
  /**
   * The signed-in user's phone for text alerts (`GET sms/enrollment`): whether they can receive
   * texts, and the number. Read afresh whenever asked, since a STOP texted from the phone
   * changes it; nothing is asked for a visitor.
   */
  enrollment: (api: Api, reader: ReaderId) =>
    queryOptions({
      queryKey: smsKeys.enrollment(reader),
      queryFn: ({ signal }) => api("sms.enrollment", { signal }),
      enabled: reader !== null,
      staleTime: 0,
      retry: false
    })
}
