/**
 * Actions a visitor can start that need an account: the sign-in page carries one back to the
 * page it came from, which runs it once (spec 1 §2, spec 2 §4, spec 3 §2).
 */
const CARRIED_ACTIONS = [
  "place-bid",
  "watch-auction",
  "ask-question",
  "comment",
  "contact-seller",
  "book-shipping",
  "save-search",
  "follow",
  "new-post",
  "upvote-post",
  "flag-post",
  "reply",
  "upvote-reply",
  "flag-reply"
] as const

export type CarriedAction = (typeof CARRIED_ACTIONS)[number]

export const carriedActionOf = (value: unknown): CarriedAction | null => CARRIED_ACTIONS.find((action) => action === value) ?? null

const SUBJECT = /^[\w-]{1,64}$/

/**
 * What a carried action acts on, where a page offers it for more than one thing (a list's cards
 * each have a Watch button): an id, or nothing that could be anything else.
 */
export const carriedSubjectOf = (value: unknown): string | null => (typeof value === "string" && SUBJECT.test(value) ? value : null)

/** The history state the sign-in page leaves for the page it goes back to. */
export interface CarriedState {
  readonly action: CarriedAction
  readonly subject?: string
}

export const carriedState = (action: CarriedAction | null, subject: string | null): CarriedState | null =>
  action === null ? null : subject === null ? { action } : { action, subject }

/** The query that says where a sign-in goes back to, and the action it carries there. */
export const carriedQuery = (redirect: string, action?: CarriedAction, subject?: string | number): URLSearchParams => {
  const query = new URLSearchParams({ redirect })
  if (action !== undefined) query.set("action", action)
  if (action !== undefined && subject !== undefined) query.set("subject", String(subject))
  return query
}

/** The sign-in route's `session` parameter: the user's session ran out (spec 2 §2 screen 2's notice). */
export const SESSION_EXPIRED = "expired"

/**
 * Where a visitor goes to sign in before `action`, coming back to `redirect` afterwards;
 * `subject` names what the action is for when the page has several (the auction to watch).
 * `sessionExpired` is for a user who had a session that ran out: the sign-in screen says so.
 */
export function signInHref(
  redirect: string,
  action?: CarriedAction,
  subject?: string | number,
  { sessionExpired = false }: { readonly sessionExpired?: boolean } = {}
): string {
  const query = carriedQuery(redirect, action, subject)
  if (sessionExpired) query.set("session", SESSION_EXPIRED)
  return `/signin/?${query}`
}

/** Registering to bid before `action`, coming back to `redirect` once registered, as after signing in. */
export const registerToBidHref = (redirect: string, action?: CarriedAction, subject?: string | number): string =>
  `/register-to-bid?${carriedQuery(redirect, action, subject)}`

const ORIGIN = "https://redline.invalid"

/** Pages a sign-in must not send the user back to: the sign-in page itself, or one that signs out. */
const NOT_AFTER_SIGN_IN = /^\/(signin|logout)(\/|$)/

/**
 * The page to go to after signing in, from a `redirect` parameter: a path on this site only.
 * Absolute and protocol-relative addresses ('https://…', '//…', '/\…') are refused, so a
 * crafted sign-in link can't send the user off the site.
 */
export function redirectTarget(raw: string | null): string | null {
  if (raw === null || !raw.startsWith("/")) return null
  let url: URL
  try {
    url = new URL(raw, ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== ORIGIN || NOT_AFTER_SIGN_IN.test(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}
