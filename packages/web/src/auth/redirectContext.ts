import type { RedirectContext } from "@redline/api"
import { carriedActionOf, carriedState, type CarriedState, carriedSubjectOf, redirectTarget } from "./signInLink.ts"

/** A page to go back to after the e-mail is confirmed, with the action the visitor had started there. */
export interface ReturnTo {
  readonly to: string
  readonly state: CarriedState | null
  readonly history: "push" | "replace"
}

/**
 * The redirect context a sign-up or sign-in sends (spec 2 §3), so the confirmation link, which
 * may be opened in another tab or browser, leads back to the page and action it started from.
 * None when the visitor came to sign in from nowhere in particular.
 */
export function redirectContextOf(to: string | null, state: CarriedState | null): RedirectContext | undefined {
  if (to === null) return undefined
  return { referrer: state === null ? { to } : { to, state }, history: "replace" }
}

const stateOf = (state: unknown): CarriedState | null => {
  if (typeof state !== "object" || state === null) return null
  const { action, subject } = state as { action?: unknown; subject?: unknown }
  return carriedState(carriedActionOf(action), carriedSubjectOf(subject))
}

/**
 * Where POST auth/confirm says to go (spec 2 §4 'Email confirmation'): the redirect context's
 * referrer, or else the redirect URL; a path on this site only, as any sign-in redirect.
 */
export function returnOf(context: RedirectContext | undefined, url: string | undefined): ReturnTo | null {
  const referred = redirectTarget(context?.referrer?.to ?? null)
  if (referred !== null) return { to: referred, state: stateOf(context?.referrer?.state), history: context?.history ?? "push" }
  const addressed = redirectTarget(url ?? null)
  return addressed === null ? null : { to: addressed, state: null, history: "push" }
}
