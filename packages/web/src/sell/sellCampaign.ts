/** The campaign tags (`utm_*`) a link to the application carries, so a submission says where its seller came from. */
const CAMPAIGN_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const

/** The landing page each 'Submit Your Car' call starts from: the sell page, one of its variants, or the dealers' page. */
export type SellLanding = { readonly kind: "sell"; readonly variant?: string | undefined } | { readonly kind: "dealers" }

/**
 * The application's address from a landing page: the tags the landing page was reached with
 * travel on; tags it was reached without are the landing page's own (the site, the sell
 * campaign, the page as content), so a visitor who typed the address still counts as the
 * landing page's. The dealers' page starts the application as a dealer.
 */
export function submitHref(landing: SellLanding, search: string): string {
  const incoming = new URLSearchParams(search)
  const query = new URLSearchParams()
  const content = landing.kind === "dealers" ? "dealers" : (landing.variant ?? "landing")
  const own: Record<(typeof CAMPAIGN_KEYS)[number], string | undefined> = {
    utm_source: "sell-car",
    utm_medium: "site",
    utm_campaign: "sell",
    utm_content: content,
    utm_term: undefined
  }
  const tagged = CAMPAIGN_KEYS.some((key) => (incoming.get(key) ?? "") !== "")
  for (const key of CAMPAIGN_KEYS) {
    const value = tagged ? incoming.get(key) : own[key]
    if (value !== null && value !== undefined && value !== "") query.set(key, value)
  }
  if (landing.kind === "dealers") query.set("seller_type", "2")
  return `/sell-car/submit/?${query.toString()}`
}
