import { atom, useSetAtom } from "jotai"
import { useLocation, useSearch } from "wouter"
import { type CarriedAction, carriedSubjectOf } from "./signInLink.ts"

/** A visitor asked to sign in over the page they are on (spec 2 §1), before an action that needs an account. */
export interface SignInRequest {
  /** The page's path and query: where the account is used, and where a confirmation link leads back to. */
  readonly from: string
  readonly action: CarriedAction | null
  /** What the action is for, where the page offers it for several things (the auction of a card's Watch). */
  readonly subject: string | null
  /** The user's session ran out: the sign-in screen says so. */
  readonly sessionExpired: boolean
}

/** The sign-in dialog over the page, while open. */
export const signInRequestAtom = atom<SignInRequest | null>(null)

/**
 * Opens the sign-in dialog over this page (spec 2 §2 'inside a modal, not routes'), carrying
 * `action` (and its `subject`) to run here once signed in.
 */
export function useSignInDialog() {
  const [location] = useLocation()
  const search = useSearch()
  const setRequest = useSetAtom(signInRequestAtom)
  return (action?: CarriedAction, subject?: string | number, { sessionExpired = false }: { readonly sessionExpired?: boolean } = {}) =>
    setRequest({
      from: search === "" ? location : `${location}?${search}`,
      action: action ?? null,
      subject: subject === undefined ? null : carriedSubjectOf(String(subject)),
      sessionExpired
    })
}
