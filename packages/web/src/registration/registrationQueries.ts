import { queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/** Query keys of registering to bid, the signed-in user's own: the key ends with the reader. */
export const registrationKeys = {
  status: (reader: ReaderId) => ["registration", reader] as const
}

export const registrationQueries = {
  /** Where the signed-in user stands in registering to bid: a card on file, the bidding agreement. */
  status: (api: Api, reader: ReaderId) =>
    queryOptions({
      queryKey: registrationKeys.status(reader),
      queryFn: ({ signal }) => api("auth.payment", { signal }),
      enabled: reader !== null
    })
}
