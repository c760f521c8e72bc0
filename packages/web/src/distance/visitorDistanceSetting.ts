import { type DistanceSetting, distanceSettingOf } from "@redline/domain"
import { atomWithStorage, createJSONStorage } from "jotai/utils"

const json = createJSONStorage<unknown>()

/** A stored setting read back through the zip form's rule, so an old or hand-edited value reads as none. */
const settingOf = (stored: unknown): DistanceSetting | null => {
  if (typeof stored !== "object" || stored === null || !("country" in stored)) return null
  const checked = distanceSettingOf(stored)
  return "setting" in checked ? checked.setting : null
}

const storage = {
  getItem: (key: string, initial: DistanceSetting | null) => settingOf(json.getItem(key, initial)),
  setItem: (key: string, setting: DistanceSetting | null) => json.setItem(key, setting),
  removeItem: (key: string) => json.removeItem(key),
  subscribe: (key: string, callback: (setting: DistanceSetting | null) => void, initial: DistanceSetting | null) =>
    json.subscribe?.(key, (stored) => callback(settingOf(stored)), initial)
}

/** A visitor's distance setting, kept in their browser (a signed-in user's is on the server). */
export const visitorDistanceSettingAtom = atomWithStorage<DistanceSetting | null>("redline.distance", null, storage, { getOnInit: true })
