import { atomWithStorage, createJSONStorage } from "jotai/utils"

const json = createJSONStorage<unknown>()

const isKeyList = (value: unknown): value is ReadonlyArray<string> =>
  Array.isArray(value) && value.every((item) => typeof item === "string")

/** localStorage as JSON, where anything but a list of keys (an old or hand-edited value) reads as none dismissed. */
const dismissalStorage = {
  getItem: (key: string, initial: ReadonlyArray<string>): ReadonlyArray<string> => {
    const stored = json.getItem(key, initial)
    return isKeyList(stored) ? stored : initial
  },
  setItem: (key: string, searches: ReadonlyArray<string>) => json.setItem(key, searches),
  removeItem: (key: string) => json.removeItem(key),
  subscribe: (key: string, callback: (searches: ReadonlyArray<string>) => void, initial: ReadonlyArray<string>) =>
    json.subscribe?.(key, (stored) => callback(isKeyList(stored) ? stored : initial), initial)
}

/** How many dismissals are remembered: the latest, so the list can't grow without end. */
export const REMEMBERED_NUDGE_DISMISSALS = 200

/**
 * The searches whose save-search nudge the reader dismissed (by `searchKey`), in every tab and
 * after a reload: dismissing it for one search leaves it for the others.
 */
export const dismissedNudgesAtom = atomWithStorage<ReadonlyArray<string>>("redline.save-search-nudge-dismissed", [], dismissalStorage, {
  getOnInit: true
})
