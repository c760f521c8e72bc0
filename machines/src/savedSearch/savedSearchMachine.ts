import { Messages } from "@redline/domain"
import { assign, fromPromise, setup } from "xstate"

/**
 * Why a call about the saved search was refused, as the app's actors reject (spec 1 §8, spec 2
 * §8): the search was saved before (`id` is that one), it no longer exists, the session is
 * gone (the app sends the user to sign in), or anything else, in words to show.
 */
export type SavedSearchRefusal =
  | { readonly reason: "already_saved"; readonly id: number }
  | { readonly reason: "not_found" }
  | { readonly reason: "sign_in" }
  | { readonly reason: "failed"; readonly message: string }

const isSavedSearchRefusal = (error: unknown): error is SavedSearchRefusal =>
  typeof error === "object" &&
  error !== null &&
  "reason" in error &&
  ["already_saved", "not_found", "sign_in", "failed"].includes(String(error.reason))

const refusalOf = (error: unknown, fallback: string): SavedSearchRefusal =>
  isSavedSearchRefusal(error) ? error : { reason: "failed", message: fallback }

/** The alerts of a saved search, as the edit modal's toggles show them. */
export interface SavedSearchAlerts {
  readonly send_email: boolean
  readonly send_sms: boolean
}

/** What the edit modal needs: the search's alerts, and whether the user can receive texts. */
export interface SavedSearchSettings {
  readonly alerts: SavedSearchAlerts
  readonly canReceiveSms: boolean
}

export interface SavedSearchContext {
  /** The saved search; null while it isn't saved. */
  readonly searchId: number | null
  /** Saved by this click (state 1) rather than before (state 2): the modal says so. */
  readonly justSaved: boolean
  /** As shown: changed at once when a toggle is flipped, put back if the server refuses. */
  readonly alerts: SavedSearchAlerts | null
  /** As the server last answered them: what a refused change goes back to. */
  readonly confirmed: SavedSearchAlerts | null
  readonly canReceiveSms: boolean
  /** What went wrong last, in words to show; cleared by the next action. */
  readonly notice: string | null
  /** The save needs a session the user no longer has: the app sends them to sign in, carrying the save. */
  readonly signInNeeded: boolean
}

export interface SavedSearchInput {
  /** The auction's `make_saved_search`. */
  readonly searchId: number | null
}

export type SavedSearchEvent =
  /** 'Notify me', or its action carried through sign-in: saves, or opens the search if it is saved. */
  | { readonly type: "SAVE" }
  /** 'Saved': the edit modal. */
  | { readonly type: "OPEN" }
  /** A toggle of the modal; `change` holds the one alert flipped. */
  | { readonly type: "CHANGE_ALERTS"; readonly change: Partial<SavedSearchAlerts> }
  /**
   * The user, who couldn't receive texts, verified a phone number from the text toggle: text
   * alerts go on (spec 2 §4 'a verified number turns SMS on').
   */
  | { readonly type: "TEXTS_ENABLED" }
  | { readonly type: "DELETE" }
  /** 'Done', the close button, Escape. */
  | { readonly type: "DONE" }
  /** The page learned which search is saved (the auction read again, as someone else). */
  | { readonly type: "KNOWN"; readonly searchId: number | null }

export interface AlertsChange {
  readonly id: number
  readonly change: Partial<SavedSearchAlerts>
}

const notProvided = (call: string) => new Error(`The saved search's ${call} is provided by the app.`)

/**
 * The auction page's 'Notify me' (spec 1 §4 'Saved search', spec 2 §4): 0 not saved; 1 just
 * saved, the modal opens; 2 already saved, the button reads 'Saved' and opens the modal. A
 * server answering 'already saved' counts as 2. In the modal, toggles apply at once and go back
 * with a message if the server refuses; a search the server no longer has counts as deleted,
 * and deleting one that is already gone counts as done. Text alerts go on only for a user who
 * can receive texts; the others enroll a phone first, and its verification turns them on
 * (TEXTS_ENABLED). Calls are provided actors that reject
 * with a `SavedSearchRefusal`; the states tagged `saved` are those where the button reads 'Saved'.
 */
export const savedSearchMachine = setup({
  types: {
    context: {} as SavedSearchContext,
    events: {} as SavedSearchEvent,
    input: {} as SavedSearchInput,
    tags: {} as "saved" | "modal" | "busy"
  },
  actors: {
    saveSearch: fromPromise<number, void>(() => Promise.reject(notProvided("save call"))),
    loadSearch: fromPromise<SavedSearchSettings | null, { readonly id: number }>(() => Promise.reject(notProvided("list call"))),
    updateSearch: fromPromise<SavedSearchAlerts, AlertsChange>(() => Promise.reject(notProvided("edit call"))),
    deleteSearch: fromPromise<void, { readonly id: number }>(() => Promise.reject(notProvided("delete call")))
  },
  guards: {
    alreadySaved: (_, params: { error: unknown }) => refusalOf(params.error, "").reason === "already_saved",
    signInNeeded: (_, params: { error: unknown }) => refusalOf(params.error, "").reason === "sign_in",
    gone: (_, params: { error: unknown }) => refusalOf(params.error, "").reason === "not_found",
    knownSaved: ({ event }) => event.type === "KNOWN" && event.searchId !== null,
    knownUnsaved: ({ event }) => event.type === "KNOWN" && event.searchId === null,
    canChange: ({ context, event }) =>
      event.type === "CHANGE_ALERTS" && context.alerts !== null && (event.change.send_sms !== true || context.canReceiveSms)
  },
  actions: {
    forget: assign({ searchId: null, justSaved: false, alerts: null, confirmed: null }),
    know: assign(({ event }) => (event.type === "KNOWN" ? { searchId: event.searchId } : {})),
    clearNotice: assign({ notice: null, signInNeeded: false }),
    tell: assign((_, params: { error: unknown; fallback: string }) => {
      const refusal = refusalOf(params.error, params.fallback)
      return { notice: refusal.reason === "failed" ? refusal.message : params.fallback }
    }),
    tellGone: assign({ notice: Messages.savedSearchGone })
  }
}).createMachine({
  id: "savedSearch",
  context: ({ input }) => ({
    searchId: input.searchId,
    justSaved: false,
    alerts: null,
    confirmed: null,
    canReceiveSms: false,
    notice: null,
    signInNeeded: false
  }),
  initial: "start",
  states: {
    start: {
      always: [{ guard: ({ context }) => context.searchId !== null, target: "saved" }, { target: "notSaved" }]
    },
    notSaved: {
      on: {
        SAVE: { target: "saving", actions: "clearNotice" },
        KNOWN: { guard: "knownSaved", target: "saved", actions: "know" }
      }
    },
    saving: {
      tags: ["busy"],
      invoke: {
        src: "saveSearch",
        onDone: { target: "modal", actions: assign(({ event }) => ({ searchId: event.output, justSaved: true })) },
        onError: [
          {
            guard: { type: "alreadySaved", params: ({ event }) => ({ error: event.error }) },
            target: "modal",
            actions: assign(({ event }) => ({ searchId: (event.error as { id: number }).id, justSaved: false }))
          },
          {
            guard: { type: "signInNeeded", params: ({ event }) => ({ error: event.error }) },
            target: "notSaved",
            actions: assign({ signInNeeded: true })
          },
          {
            target: "notSaved",
            actions: { type: "tell", params: ({ event }) => ({ error: event.error, fallback: Messages.savedSearchNotSaved }) }
          }
        ]
      }
    },
    saved: {
      tags: ["saved"],
      on: {
        OPEN: { target: "modal", actions: ["clearNotice", assign({ justSaved: false })] },
        SAVE: { target: "modal", actions: ["clearNotice", assign({ justSaved: false })] },
        KNOWN: [{ guard: "knownUnsaved", target: "notSaved", actions: "forget" }, { actions: "know" }]
      }
    },
    modal: {
      tags: ["saved", "modal"],
      initial: "loading",
      states: {
        loading: {
          tags: ["busy"],
          invoke: {
            src: "loadSearch",
            input: ({ context }) => ({ id: context.searchId! }),
            onDone: [
              { guard: ({ event }) => event.output === null, target: "#savedSearch.notSaved", actions: ["forget", "tellGone"] },
              {
                target: "ready",
                actions: assign(({ event }) => ({
                  alerts: event.output!.alerts,
                  confirmed: event.output!.alerts,
                  canReceiveSms: event.output!.canReceiveSms
                }))
              }
            ],
            onError: {
              target: "unavailable",
              actions: { type: "tell", params: ({ event }) => ({ error: event.error, fallback: Messages.errorTryAgain }) }
            }
          },
          on: { DONE: "#savedSearch.saved" }
        },
        unavailable: {
          on: { DONE: "#savedSearch.saved" }
        },
        ready: {
          on: {
            CHANGE_ALERTS: {
              guard: "canChange",
              target: "updating",
              actions: ["clearNotice", assign(({ context, event }) => ({ alerts: { ...context.alerts!, ...event.change } }))]
            },
            TEXTS_ENABLED: {
              target: "updating",
              actions: ["clearNotice", assign(({ context }) => ({ canReceiveSms: true, alerts: { ...context.alerts!, send_sms: true } }))]
            },
            DELETE: { target: "deleting", actions: "clearNotice" },
            DONE: "#savedSearch.saved"
          }
        },
        updating: {
          tags: ["busy"],
          invoke: {
            src: "updateSearch",
            input: ({ context, event }) => ({
              id: context.searchId!,
              change: event.type === "CHANGE_ALERTS" ? event.change : event.type === "TEXTS_ENABLED" ? { send_sms: true } : {}
            }),
            onDone: { target: "ready", actions: assign(({ event }) => ({ alerts: event.output, confirmed: event.output })) },
            onError: [
              {
                guard: { type: "gone", params: ({ event }) => ({ error: event.error }) },
                target: "#savedSearch.notSaved",
                actions: ["forget", "tellGone"]
              },
              {
                target: "ready",
                actions: [
                  assign(({ context }) => ({ alerts: context.confirmed })),
                  { type: "tell", params: ({ event }) => ({ error: event.error, fallback: Messages.savedSearchNotUpdated }) }
                ]
              }
            ]
          }
        },
        deleting: {
          tags: ["busy"],
          invoke: {
            src: "deleteSearch",
            input: ({ context }) => ({ id: context.searchId! }),
            onDone: { target: "#savedSearch.notSaved", actions: "forget" },
            onError: [
              // already gone: that is what was asked for
              {
                guard: { type: "gone", params: ({ event }) => ({ error: event.error }) },
                target: "#savedSearch.notSaved",
                actions: "forget"
              },
              {
                target: "ready",
                actions: { type: "tell", params: ({ event }) => ({ error: event.error, fallback: Messages.savedSearchNotDeleted }) }
              }
            ]
          }
        }
      }
    }
  }
})
