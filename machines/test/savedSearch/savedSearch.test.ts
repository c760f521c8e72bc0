import { describe, expect, it } from "vitest"
import { type AnyEventObject, initialTransition, transition } from "xstate"
import { type SavedSearchEvent, savedSearchMachine, type SavedSearchSettings } from "../../src/index.ts"
import { done, failed } from "../actorEvents.ts"

type Step = SavedSearchEvent | AnyEventObject

/** The snapshot after `steps`, computed without running an actor. */
const after = (searchId: number | null, steps: ReadonlyArray<Step> = []) => {
  let [snapshot] = initialTransition(savedSearchMachine, { searchId })
  for (const step of steps) [snapshot] = transition(savedSearchMachine, snapshot, step as SavedSearchEvent)
  return snapshot
}

const saving = "0.savedSearch.saving"
const loading = "0.savedSearch.modal.loading"
const updating = "0.savedSearch.modal.updating"
const deleting = "0.savedSearch.modal.deleting"

const SETTINGS: SavedSearchSettings = { alerts: { send_email: true, send_sms: false }, canReceiveSms: false }
const TEXTABLE: SavedSearchSettings = { alerts: { send_email: true, send_sms: false }, canReceiveSms: true }

/** State 2's modal, loaded. */
const openModal: ReadonlyArray<Step> = [{ type: "OPEN" }, done(loading, SETTINGS)]
const emailOff: Step = { type: "CHANGE_ALERTS", change: { send_email: false } }

describe("the button", () => {
  it("starts at 0 with no saved search, and at 2 with one", () => {
    expect(after(null).value).toBe("notSaved")
    expect(after(null).hasTag("saved")).toBe(false)
    expect(after(41).value).toBe("saved")
    expect(after(41).hasTag("saved")).toBe(true)
  })

  it("saves on a click, then opens the modal for the new search (state 1)", () => {
    const pending = after(null, [{ type: "SAVE" }])
    expect(pending.value).toBe("saving")
    expect(pending.hasTag("busy")).toBe(true)
    const justSaved = after(null, [{ type: "SAVE" }, done(saving, 41)])
    expect(justSaved.value).toEqual({ modal: "loading" })
    expect(justSaved.hasTag("saved")).toBe(true)
    expect(justSaved.context).toMatchObject({ searchId: 41, justSaved: true })
    expect(after(null, [{ type: "SAVE" }, done(saving, 41), done(loading, SETTINGS)]).value).toEqual({ modal: "ready" })
  })

  it("counts the server's 'already saved' as saved before (state 2), opening that search", () => {
    const known = after(null, [{ type: "SAVE" }, failed(saving, { reason: "already_saved", id: 17 })])
    expect(known.value).toEqual({ modal: "loading" })
    expect(known.context).toMatchObject({ searchId: 17, justSaved: false, notice: null })
  })

  it("stays at 0 with a message when the save fails, or asks for sign-in when the session is gone", () => {
    const refused = after(null, [{ type: "SAVE" }, failed(saving, { reason: "failed", message: "Unknown make" })])
    expect(refused.value).toBe("notSaved")
    expect(refused.context.notice).toBe("Unknown make")
    expect(after(null, [{ type: "SAVE" }, failed(saving, new TypeError("offline"))]).context.notice).toBe(
      "Your search wasn't saved. Please try again."
    )
    const signIn = after(null, [{ type: "SAVE" }, failed(saving, { reason: "sign_in" })])
    expect(signIn.value).toBe("notSaved")
    expect(signIn.context).toMatchObject({ notice: null, signInNeeded: true })
    expect(after(null, [{ type: "SAVE" }, failed(saving, { reason: "sign_in" }), { type: "SAVE" }]).context.signInNeeded).toBe(false)
    // a new try clears the message
    expect(after(null, [{ type: "SAVE" }, failed(saving, new Error("x")), { type: "SAVE" }]).context.notice).toBeNull()
  })

  it("opens the edit modal when saved, for a click or a save carried through sign-in", () => {
    expect(after(41, [{ type: "OPEN" }]).value).toEqual({ modal: "loading" })
    expect(after(41, [{ type: "SAVE" }]).value).toEqual({ modal: "loading" })
    expect(after(41, [{ type: "SAVE" }]).context.justSaved).toBe(false)
  })

  it("follows what the auction says is saved while no modal is open", () => {
    expect(after(null, [{ type: "KNOWN", searchId: 9 }]).value).toBe("saved")
    expect(after(null, [{ type: "KNOWN", searchId: 9 }]).context.searchId).toBe(9)
    expect(after(9, [{ type: "KNOWN", searchId: null }]).value).toBe("notSaved")
    expect(after(9, [{ type: "KNOWN", searchId: 12 }]).context.searchId).toBe(12)
    expect(after(9, [...openModal, { type: "KNOWN", searchId: null }]).value).toEqual({ modal: "ready" })
  })
})

describe("the modal", () => {
  it("shows the search's alerts once loaded, and closes back to 'Saved'", () => {
    const ready = after(41, openModal)
    expect(ready.context).toMatchObject({ alerts: { send_email: true, send_sms: false }, canReceiveSms: false })
    expect(after(41, [...openModal, { type: "DONE" }]).value).toBe("saved")
    expect(after(41, [{ type: "OPEN" }, { type: "DONE" }]).value).toBe("saved")
  })

  it("counts a search the list no longer has as deleted", () => {
    const gone = after(41, [{ type: "OPEN" }, done(loading, null)])
    expect(gone.value).toBe("notSaved")
    expect(gone.context).toMatchObject({ searchId: null, notice: "This search is no longer saved." })
  })

  it("says so when the search can't be loaded, and can still be closed", () => {
    const unavailable = after(41, [{ type: "OPEN" }, failed(loading, new TypeError("offline"))])
    expect(unavailable.value).toEqual({ modal: "unavailable" })
    expect(unavailable.context.notice).toBe("Sorry, an error occurred. Please try again.")
    expect(after(41, [{ type: "OPEN" }, failed(loading, new Error("x")), { type: "DONE" }]).value).toBe("saved")
  })

  it("flips a toggle at once and takes the server's answer", () => {
    const flipped = after(41, [...openModal, emailOff])
    expect(flipped.value).toEqual({ modal: "updating" })
    expect(flipped.context.alerts).toEqual({ send_email: false, send_sms: false })
    const answered = after(41, [...openModal, emailOff, done(updating, { send_email: false, send_sms: false })])
    expect(answered.value).toEqual({ modal: "ready" })
    expect(answered.context.confirmed).toEqual({ send_email: false, send_sms: false })
  })

  it("waits for a change to be answered before taking the next", () => {
    const waiting = after(41, [...openModal, emailOff, { type: "CHANGE_ALERTS", change: { send_email: true } }, { type: "DONE" }])
    expect(waiting.value).toEqual({ modal: "updating" })
    expect(waiting.context.alerts?.send_email).toBe(false)
  })

  it("rolls a refused toggle back with a message", () => {
    const refused = after(41, [...openModal, emailOff, failed(updating, { reason: "failed", message: "Please sign in to continue." })])
    expect(refused.value).toEqual({ modal: "ready" })
    expect(refused.context.alerts).toEqual({ send_email: true, send_sms: false })
    expect(refused.context.notice).toBe("Please sign in to continue.")
    const offline = after(41, [...openModal, emailOff, failed(updating, new TypeError("offline"))])
    expect(offline.context).toMatchObject({ alerts: { send_email: true }, notice: "Your alert settings weren't saved. Please try again." })
  })

  it("counts an update of a search the server no longer has as deleted", () => {
    const gone = after(41, [...openModal, emailOff, failed(updating, { reason: "not_found" })])
    expect(gone.value).toBe("notSaved")
    expect(gone.context).toMatchObject({ searchId: null, alerts: null, notice: "This search is no longer saved." })
  })

  it("turns text alerts on only for a user who can receive texts", () => {
    const textsOn: Step = { type: "CHANGE_ALERTS", change: { send_sms: true } }
    expect(after(41, [...openModal, textsOn]).value).toEqual({ modal: "ready" })
    expect(after(41, [{ type: "OPEN" }, done(loading, TEXTABLE), textsOn]).context.alerts).toEqual({ send_email: true, send_sms: true })
  })

  it("turns text alerts on once the user verifies a phone from the text toggle", () => {
    const enabled = after(41, [...openModal, { type: "TEXTS_ENABLED" }])
    expect(enabled.value).toEqual({ modal: "updating" })
    expect(enabled.context).toMatchObject({ canReceiveSms: true, alerts: { send_email: true, send_sms: true } })
    expect(enabled.children[updating]?.getSnapshot().input).toEqual({ id: 41, change: { send_sms: true } })
    const refused = after(41, [...openModal, { type: "TEXTS_ENABLED" }, failed(updating, new TypeError("offline"))])
    expect(refused.context).toMatchObject({ canReceiveSms: true, alerts: { send_email: true, send_sms: false } })
  })

  it("deletes back to 0, and a search already gone counts as deleted", () => {
    expect(after(41, [...openModal, { type: "DELETE" }]).value).toEqual({ modal: "deleting" })
    const deleted = after(41, [...openModal, { type: "DELETE" }, done(deleting)])
    expect(deleted.value).toBe("notSaved")
    expect(deleted.context).toMatchObject({ searchId: null, notice: null })
    const alreadyGone = after(41, [...openModal, { type: "DELETE" }, failed(deleting, { reason: "not_found" })])
    expect(alreadyGone.value).toBe("notSaved")
    expect(alreadyGone.context.notice).toBeNull()
  })

  it("keeps the search with a message when the delete fails", () => {
    const kept = after(41, [...openModal, { type: "DELETE" }, failed(deleting, new TypeError("offline"))])
    expect(kept.value).toEqual({ modal: "ready" })
    expect(kept.context).toMatchObject({ searchId: 41, notice: "Your saved search wasn't deleted. Please try again." })
  })

  it("saves again after a delete", () => {
    const again = after(41, [...openModal, { type: "DELETE" }, done(deleting), { type: "SAVE" }, done(saving, 52)])
    expect(again.value).toEqual({ modal: "loading" })
    expect(again.context).toMatchObject({ searchId: 52, justSaved: true })
  })
})
