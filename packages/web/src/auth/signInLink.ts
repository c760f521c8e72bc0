/**
 * Actions a visitor can start that need an account: the sign-in page carries one back to the
 * page it came from, which runs it once (spec 1 §2, spec 2 §4, spec 3 §2).
 */
const CARRIED_ACTIONS = [
  "place-bid",
  "watch-auction",
  "ask-question",
  "contact-seller",
  "book-shipping",
  "save-search",
  "follow"
] as const

export type CarriedAction = (typeof CARRIED_ACTIONS)[number]

export const carriedActionOf = (value: unknown): CarriedAction | null =>
  CARRIED_ACTIONS.find((action) => action === value) ?? null

/** Where a visitor goes to sign in before `action`, coming back to `redirect` afterwards. */
export function signInHref(redirect: string, action?: CarriedAction): string {
  const query = new URLSearchParams({ redirect, ...(action ? { action } : {}) })
  return `/signin/?${query}`
}

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
