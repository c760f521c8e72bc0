import { type Campaign, campaignOfQuery } from "@redline/domain"

/** The landing page each 'Submit Your Car' call starts from: the sell page, one of its variants, or the dealers' page. */
export type SellLanding = { readonly kind: "sell"; readonly variant?: string | undefined } | { readonly kind: "dealers" }

/**
 * The application's address from a landing page: the tags the landing page was reached with
 * travel on; tags it was reached without are the landing page's own (the site, the sell
 * campaign, the page as content), so a visitor who typed the address still counts as the
 * landing page's. The dealers' page starts the application as a dealer.
 */
export function submitHref(landing: SellLanding, search: string): string {
  const own: Campaign = {
    source: "sell-car",
    medium: "site",
    campaign: "sell",
    content: landing.kind === "dealers" ? "dealers" : (landing.variant ?? "landing")
  }
  const query = new URLSearchParams()
  for (const [tag, value] of Object.entries(campaignOfQuery(new URLSearchParams(search)) ?? own)) query.set(`utm_${tag}`, value)
  if (landing.kind === "dealers") query.set("seller_type", "2")
  return `/sell-car/submit/?${query.toString()}`
}
