/**
 * What the site's pages may load and talk to beyond their own origin, from the configuration:
 * the gateway sends one policy on every answer, built from these.
 */
export interface SiteSources {
  /** The site's address as people reach it (PUBLIC_URL): its socket, and HSTS when it is https. */
  readonly publicUrl?: string
  /** Where pages send requests beyond the site: the object store and the video host that browsers upload to. */
  readonly connect?: ReadonlyArray<string>
  /** Where images come from beyond the site (photos go through the site's image endpoint). */
  readonly images?: ReadonlyArray<string>
  /** What pages frame: the players of the video host and of listings' YouTube and Vimeo videos. */
  readonly frames?: ReadonlyArray<string>
}

const sources = (...lists: ReadonlyArray<ReadonlyArray<string>>) => [...new Set(lists.flat())].join(" ")

/** The site's own socket, spelled out: `'self'` names http(s) and ws(s) alike only in newer browsers. */
const socketOrigin = (publicUrl: string | undefined) => {
  if (publicUrl === undefined) return []
  const { protocol, host } = new URL(publicUrl)
  return [`${protocol === "https:" ? "wss:" : "ws:"}//${host}`]
}

/**
 * The Content-Security-Policy of every answer. Scripts only from the site's own files (the built
 * app has no inline script, and no page of ours evaluates text), styles likewise; requests to the
 * site, its socket, and the configured upload targets; images from the site (and `data:` for the
 * icon); frames of the video players and nothing else; nothing may frame the site (clickjacking of the
 * bid dialog), no plugin, no `<base>` elsewhere, and forms post only to the site: single sign-on
 * navigates to the provider rather than posting a form, so no provider needs naming.
 */
export const contentSecurityPolicy = (site: SiteSources): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${sources(["'self'", "data:"], site.images ?? [])}`,
    `connect-src ${sources(["'self'"], socketOrigin(site.publicUrl), site.connect ?? [])}`,
    `frame-src ${(site.frames ?? []).length === 0 ? "'none'" : sources(site.frames ?? [])}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'"
  ].join("; ")

/** HSTS for a year once people reach the site over https; a browser ignores it over http anyway. */
const HSTS = "max-age=31536000"

/**
 * The headers every answer of the gateway carries, pages, files, API answers and the gateway's own
 * refusals alike: the policy above, no framing for browsers that predate `frame-ancestors`, no
 * type guessing (an upload is never read as a page), the origin alone as referrer to other sites,
 * and HSTS where the site is https.
 */
export const securityHeaders = (site: SiteSources): ReadonlyArray<readonly [name: string, value: string]> => [
  ["content-security-policy", contentSecurityPolicy(site)],
  ["x-frame-options", "DENY"],
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ...(site.publicUrl !== undefined && new URL(site.publicUrl).protocol === "https:" ? [["strict-transport-security", HSTS] as const] : [])
]
