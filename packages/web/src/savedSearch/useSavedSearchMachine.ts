import type { SaveSearchRequest } from "@redline/api"
import { savedSearchMachine } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useMachine } from "@xstate/react"
import { useStore } from "jotai"
import { useEffect, useMemo, useRef } from "react"
import { fromPromise } from "xstate"
import { useApi } from "../api/useApi.ts"
import { savedSearchActors } from "./savedSearchActors.ts"
import { refusing } from "./savedSearchRefusal.ts"

/**
 * The saved search's machine (spec 1 §4 'Saved search') with the API calls behind it, for the
 * search `request` as it is now (its `auction_id` names the auction page it is saved from, on
 * each call).
 * `known` is the saved search the page last read (null for none): the machine learns of one
 * found on a new read, after signing in.
 */
export function useSavedSearchMachine(request: SaveSearchRequest, known: number | null) {
  const api = useApi()
  const store = useStore()
  const queryClient = useQueryClient()
  // the machine stays while the search changes (a filter set on the search page): its calls
  // send the search as it is when they are made, and `known` tells it what is saved of it
  const current = useRef(request)
  useEffect(() => {
    current.current = request
  }, [request])
  const machine = useMemo(() => {
    return savedSearchMachine.provide({
      actors: {
        saveSearch: fromPromise(async () => {
          const saved = await refusing(api("savedSearches.save", { body: current.current }))
          return saved.id
        }),
        ...savedSearchActors({ api, queryClient, store, auctionId: () => current.current.auction_id })
      }
    })
  }, [api, store, queryClient])
  const [state, send] = useMachine(machine, { input: { searchId: known } })
  useEffect(() => send({ type: "KNOWN", searchId: known }), [known, send])
  return [state, send] as const
}
