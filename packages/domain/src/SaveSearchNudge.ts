/** The nudge bar waits this long after its conditions are met before it appears (spec 1 §9). */
export const SAVE_SEARCH_NUDGE_DELAY_MS = 100

/** What the search page knows when it decides on the save-search nudge bar (spec 1 §2). */
export interface SaveSearchNudgeSituation {
  /** The phone layout (below 769 px). */
  readonly mobile: boolean
  /** Desktop: the page's Save Search button has been laid out and is off screen now. */
  readonly saveButtonOutOfView: boolean
  /** Phone: the sell-your-model box has been on screen since the page opened. */
  readonly sellBoxSeen: boolean
  /** The search is saved (states 1 and 2 of spec 1 §4), or not yet known to be unsaved. */
  readonly saved: boolean
  /** The reader dismissed the bar for this search before. */
  readonly dismissed: boolean
}

/**
 * When the save-search nudge bar appears (spec 1 §2): on a desktop while the Save Search button
 * is scrolled out of view, so the bar stands in for it; on a phone once the sell box has been
 * seen (the bottom of the page's story); never for a saved search or once dismissed. The answer
 * is the delay before it appears, or null for not at all.
 */
export function saveSearchNudgeDelay(situation: SaveSearchNudgeSituation): number | null {
  const { mobile, saveButtonOutOfView, sellBoxSeen, saved, dismissed } = situation
  if (saved || dismissed) return null
  const reached = mobile ? sellBoxSeen : saveButtonOutOfView
  return reached ? SAVE_SEARCH_NUDGE_DELAY_MS : null
}
