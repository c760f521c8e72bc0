import { describe, expect, it } from "vitest"
import { SAVE_SEARCH_NUDGE_DELAY_MS, saveSearchNudgeDelay, type SaveSearchNudgeSituation } from "../src/SaveSearchNudge.ts"

const at = (situation: Partial<SaveSearchNudgeSituation>): number | null =>
  saveSearchNudgeDelay({ mobile: false, saveButtonOutOfView: false, sellBoxSeen: false, saved: false, dismissed: false, ...situation })

describe("saveSearchNudgeDelay", () => {
  it("appears 100 ms after a desktop's Save Search button scrolls out of view, not before", () => {
    expect(SAVE_SEARCH_NUDGE_DELAY_MS).toBe(100)
    expect(at({})).toBeNull()
    expect(at({ saveButtonOutOfView: true })).toBe(100)
    // the sell box is the phone's condition only
    expect(at({ sellBoxSeen: true })).toBeNull()
  })

  it("appears 100 ms after a phone has seen the sell box, wherever the button is", () => {
    expect(at({ mobile: true })).toBeNull()
    expect(at({ mobile: true, saveButtonOutOfView: true })).toBeNull()
    expect(at({ mobile: true, sellBoxSeen: true })).toBe(100)
  })

  it("never appears for a saved search or after a dismissal", () => {
    for (const mobile of [false, true]) {
      const met = { mobile, saveButtonOutOfView: true, sellBoxSeen: true }
      expect(at({ ...met, saved: true })).toBeNull()
      expect(at({ ...met, dismissed: true })).toBeNull()
    }
  })
})
