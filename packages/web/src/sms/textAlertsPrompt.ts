import { useQueryClient } from "@tanstack/react-query"
import { atom, useStore } from "jotai"
import { atomWithStorage, createJSONStorage } from "jotai/utils"
import { useCallback } from "react"
import { useApi } from "../api/useApi.ts"
import { readerIdAtom } from "../session/readerId.ts"
import { smsQueries } from "./smsQueries.ts"

const json = createJSONStorage<unknown>()

const isIdList = (value: unknown): value is ReadonlyArray<number> =>
  Array.isArray(value) && value.every((item) => typeof item === "number")

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
 * What a watch does next (spec 2 §2 'watchlist SMS prompt'): the user's first watch here, when
 * they can't receive texts, opens the prompt offering text alerts. It is offered once: whether
 * they take it or not, later watches ask nothing.
 */
export function useOfferTextAlerts(): () => void {
  const api = useApi()
  const store = useStore()
  const queryClient = useQueryClient()
  return useCallback(() => {
    const reader = store.get(readerIdAtom)
    if (reader === null || store.get(textAlertsOfferedAtom).includes(reader)) return
    store.set(textAlertsOfferedAtom, (offered) => [...offered, reader])
    queryClient
      .fetchQuery(smsQueries.enrollment(api, reader))
      .then((enrollment) => {
        if (!enrollment.can_receive_sms && store.get(readerIdAtom) === reader) store.set(textAlertsPromptAtom, true)
      })
      // no answer: no prompt, and the watch is done all the same
      .catch(() => undefined)
  }, [api, queryClient, store])
}
