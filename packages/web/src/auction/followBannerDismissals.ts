import { atomWithStorage, createJSONStorage } from "jotai/utils"

const json = createJSONStorage<unknown>()

const isUsernameList = (value: unknown): value is ReadonlyArray<string> =>
  Array.isArray(value) && value.every((item) => typeof item === "string")

/** localStorage as JSON, where anything but a list of names (an old or hand-edited value) reads as none dismissed. */
const dismissalStorage = {
  getItem: (key: string, initial: ReadonlyArray<string>): ReadonlyArray<string> => {
    const stored = json.getItem(key, initial)
    return isUsernameList(stored) ? stored : initial
  },
  setItem: (key: string, sellers: ReadonlyArray<string>) => json.setItem(key, sellers),
  removeItem: (key: string) => json.removeItem(key),
  subscribe: (key: string, callback: (sellers: ReadonlyArray<string>) => void, initial: ReadonlyArray<string>) =>
    json.subscribe?.(key, (stored) => callback(isUsernameList(stored) ? stored : initial), initial)
}

/**
 * The sellers whose follow banner the reader dismissed (by username key): dismissing it on one
 * of a seller's auctions dismisses it on all of them, in every tab and after a reload.
 */
export const dismissedFollowBannersAtom = atomWithStorage<ReadonlyArray<string>>("redline.follow-banner-dismissed", [], dismissalStorage, {
  getOnInit: true
})
