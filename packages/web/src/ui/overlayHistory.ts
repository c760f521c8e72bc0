/**
 * Overlays (dialogs, the gallery) over a page have a history entry of their own, at the page's
 * address, so the browser's Back (a phone's back gesture) closes the overlay instead of leaving
 * the page. An overlay that closes by itself (its × button, Escape, a finished step) leaves its
 * entry, so Back afterwards goes to the previous page rather than doing nothing.
 */

interface Overlay {
  readonly entry: string
  readonly onBack: () => void
}

const STATE_KEY = "overlay"

/** Open overlays with an entry, innermost last. */
const open: Overlay[] = []
/** The entry of an overlay that closed itself, left on the next task unless an overlay opened meanwhile takes it over. */
let leaving: string | null = null
/** Backs this module asked for whose popstate hasn't come yet. */
let backsPending = 0
let afterLeaving: Array<() => void> = []
let listening = false
let opened = 0

const currentEntry = (): unknown => {
  const state: unknown = window.history.state
  return typeof state === "object" && state !== null ? (state as Record<string, unknown>)[STATE_KEY] : undefined
}

const settle = () => {
  if (leaving !== null || backsPending > 0) return
  const waiting = afterLeaving
  afterLeaving = []
  for (const run of waiting) run()
}

const onPopState = () => {
  if (backsPending > 0) {
    backsPending--
    settle()
    return
  }
  // Back (or forward) from outside: every overlay above the entry now shown closes, innermost first
  const shown = open.findIndex((overlay) => overlay.entry === currentEntry())
  for (const overlay of open.splice(shown + 1).reverse()) overlay.onBack()
}

const leave = () => {
  if (leaving === null) return
  const entry = leaving
  leaving = null
  if (currentEntry() === entry) {
    backsPending++
    window.history.back()
  } else settle()
}

/**
 * Gives an overlay that has just opened its history entry; `onBack` closes it when Back leaves
 * that entry. The function returned is for when the overlay closed by itself.
 */
export function openOverlay(onBack: () => void): () => void {
  if (!listening) {
    window.addEventListener("popstate", onPopState)
    listening = true
  }
  // one overlay taking another's place (a dialog's next step, or React mounting twice) keeps its entry
  let entry = leaving
  leaving = null
  if (entry === null || currentEntry() !== entry) {
    // unique across reloads of this tab, whose entries keep their state
    entry = `${Date.now().toString(36)}-${++opened}`
    const state: unknown = window.history.state
    window.history.pushState({ ...(typeof state === "object" ? state : null), [STATE_KEY]: entry }, "")
  }
  const overlay: Overlay = { entry, onBack }
  open.push(overlay)
  return () => {
    const at = open.indexOf(overlay)
    if (at === -1) return
    open.splice(at, 1)
    // an overlay left for another page keeps its entry: the page is not here to go back to
    if (currentEntry() !== overlay.entry) return
    leaving = overlay.entry
    setTimeout(leave)
  }
}

/** Runs `then` once every overlay that closed by itself has left its history entry (Back is asynchronous). */
export function afterOverlaysLeave(then: () => void): void {
  afterLeaving.push(then)
  settle()
}
