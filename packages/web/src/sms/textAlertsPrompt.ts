import { useQueryClient } from "@tanstack/react-query"
import { atom, useStore } from "jotai"
import { atomWithStorage, createJSONStorage } from "jotai/utils"
import { useCallback } from "react"
import { useApi } from "../api/useApi.ts"
import { readerIdAtom } from "../session/readerId.ts"
import { smsQueries } from "./smsQueries.ts"

const json = createJSONStorage<unknown>()

const isIdList = (value: unknown): value is ReadonlyArray<number> => Array.isArray(value) && value.every((item) => typeof item === "number")

/** localStorage as JSON, where anything but a list of user ids (an old or hand-edited value) reads as none offered. */
const offeredStorage = {
  getItem: (key: string, initial: ReadonlyArray<number>): ReadonlyArray<number> => {
    const stored = json.getItem(key, initial)
    return isIdList(stored) ? stored : initial
  },
  setItem: (key: string, users: ReadonlyArray<number>) => json.setItem(key, users),
  removeItem: (key: string) => json.removeItem(key),
  subscribe: (key: string, callback: (users: ReadonlyArray<number>) => void, initial: ReadonlyArray<number>) =>
    json.subscribe?.(key, (stored) => callback(isIdList(stored) ? stored : initial), initial)
}

/** The users (by id) this browser offered text alerts to after a watch: each is asked once, in every tab and after a reload. */
export const textAlertsOfferedAtom = atomWithStorage<ReadonlyArray<number>>("redline.text-alerts-offered", [], offeredStorage, {
  getOnInit: true
})

/** The watch list's SMS prompt is open. */
export const textAlertsPromptAtom = atom(false)

/**
 * What a watch of `auctionId` does next (spec 2 §2 'watchlist SMS prompt'): the user's first
 * watch (their watch list holds that auction alone), when they can't receive texts, opens the
 * prompt offering text alerts. It is offered once: whether they take it or not, later watches in
 * this browser ask nothing more, and neither do those of a user found to have watched before.
 */
export function useOfferTextAlerts(): (auctionId: number) => void {
  const api = useApi()
  const store = useStore()
  const queryClient = useQueryClient()
  return useCallback(
    (auctionId: number) => {
      const reader = store.get(readerIdAtom)
      if (reader === null || store.get(textAlertsOfferedAtom).includes(reader)) return
      const offer = async () => {
        const [live, closed] = await Promise.all([
          api("watches.list", { query: { status: "live", limit: 2 } }),
          api("watches.list", { query: { status: "closed", limit: 1 } })
        ])
        const first = live.auctions.length === 1 && live.auctions[0]?.id === auctionId && closed.auctions.length === 0
        const enrollment = first ? await queryClient.fetchQuery(smsQueries.enrollment(api, reader)) : null
        if (store.get(readerIdAtom) !== reader || store.get(textAlertsOfferedAtom).includes(reader)) return
        // a user who watched before never makes a first watch again: they aren't asked again either
        store.set(textAlertsOfferedAtom, (offered) => [...offered, reader])
        if (enrollment !== null && !enrollment.can_receive_sms) store.set(textAlertsPromptAtom, true)
      }
      // no answer: no prompt, and the watch is done all the same
      offer().catch(() => undefined)
    },
    [api, queryClient, store]
  )
}
