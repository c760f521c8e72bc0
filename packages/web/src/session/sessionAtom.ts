import type { Session } from "@redline/api"
import { atom } from "jotai"
import { atomWithStorage, createJSONStorage } from "jotai/utils"

/**
 * The session as the browser keeps it between visits (spec 2 §3: access key, refresh key,
 * username, user id, expiry), with the bid-sound setting the page needs before any settings
 * screen has loaded.
 */
export interface StoredSession {
  readonly access_key: string
  readonly refresh_key: string
  readonly username: string
  readonly user_id: number
  readonly expires_at: string
  readonly play_bid_sound: boolean
  /** What the session may do beyond a user's own things ('admin', 'submit_inquiries', 'view_submissions'), as the server last answered. */
  readonly abilities: ReadonlyArray<string>
}

export function storedSessionOf(session: Session): StoredSession {
  return {
    access_key: session.access_key,
    refresh_key: session.refresh_key,
    username: session.user.username,
    user_id: session.user.user_id,
    expires_at: session.expires_at,
    play_bid_sound: session.details.play_bid_sound,
    abilities: session.abilities
  }
}

const isStringList = (value: unknown): value is ReadonlyArray<string> =>
  Array.isArray(value) && value.every((item) => typeof item === "string")

/**
 * The session a stored value holds, or null. One stored before sessions kept their abilities
 * has none until its next refresh, rather than signing its user out.
 */
const storedSessionFrom = (value: unknown): StoredSession | null => {
  if (typeof value !== "object" || value === null) return null
  const session = value as Record<keyof StoredSession, unknown>
  const whole =
    typeof session.access_key === "string" &&
    typeof session.refresh_key === "string" &&
    typeof session.username === "string" &&
    typeof session.user_id === "number" &&
    typeof session.expires_at === "string" &&
    typeof session.play_bid_sound === "boolean"
  if (!whole) return null
  return { ...(value as StoredSession), abilities: isStringList(session.abilities) ? session.abilities : [] }
}

const json = createJSONStorage<unknown>()

/** localStorage as JSON, where anything but a whole session (an old or hand-edited value) reads as signed out. */
const sessionStorage = {
  getItem: (key: string, initial: StoredSession | null): StoredSession | null => {
    return storedSessionFrom(json.getItem(key, initial)) ?? initial
  },
  setItem: (key: string, session: StoredSession | null) => (session === null ? json.removeItem(key) : json.setItem(key, session)),
  removeItem: (key: string) => json.removeItem(key),
  // another tab signing in or out changes this one too
  subscribe: (key: string, callback: (session: StoredSession | null) => void, initial: StoredSession | null) =>
    json.subscribe?.(key, (stored) => callback(storedSessionFrom(stored) ?? initial), initial)
}

const STORAGE_KEY = "redline.session"

/** Read on init so the first render already knows who is signed in. */
export const storedSessionAtom = atomWithStorage<StoredSession | null>(STORAGE_KEY, null, sessionStorage, {
  getOnInit: true
})

/**
 * The stored session as it is in localStorage this instant, another tab's latest write included
 * (this tab's atom hears of it a moment later): what a refresh must start from.
 */
export function readStoredSession(): StoredSession | null {
  return sessionStorage.getItem(STORAGE_KEY, null)
}

/**
 * The signed-in user's session, or null. A session whose access key expired is still signed in:
 * its refresh key gets new keys at the next call, and only a refused refresh (or /logout) signs
 * out (spec 2 §4).
 */
export const sessionAtom = atom((get) => get(storedSessionAtom))
