const KEY = "redline.providerReturn"

/**
 * Where a sign-in with a provider goes back to: the sign-in page's `redirect`, `action` and
 * `subject` parameters, kept in this tab while the browser is away at the provider (spec 2 §4 'After
 * authentication'), since the provider sends it back to a landing route of its own.
 */
export function rememberReturn(search: string): void {
  const params = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of ["redirect", "action", "subject"]) {
    const value = params.get(name)
    if (value !== null && value !== "") kept.set(name, value)
  }
  sessionStorage.setItem(KEY, kept.toString())
}

/** The query the landing carries on with: `redirect`, `action` and `subject`, or nothing. */
export function rememberedReturn(): string {
  return sessionStorage.getItem(KEY) ?? ""
}

/** Once landed: a later landing, without a sign-in started, goes home rather than to a stale page. */
export function forgetReturn(): void {
  sessionStorage.removeItem(KEY)
}
