/**
 * The title as a URL segment: '1990 Mazda MX-5 Miata' → '1990-mazda-mx-5-miata'. Accents are
 * folded and apostrophes dropped so "Driver's Edition" reads 'drivers-edition'.
 */
export function auctionSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/** Tracking values cards may carry to the auction page (spec 1 §2). */
export interface AuctionLinkTracking {
  readonly ss_id?: string
  readonly ref?: string
}

/** '/auctions/{id}/{slug}'; the slug is optional in the route, so a title without one gives '/auctions/{id}'. */
export function auctionUrl(id: number | string, title: string, tracking: AuctionLinkTracking = {}): string {
  const slug = auctionSlug(title)
  const path = slug === "" ? `/auctions/${id}` : `/auctions/${id}/${slug}`
  const query = new URLSearchParams(
    Object.entries(tracking).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "")
  ).toString()
  return query === "" ? path : `${path}?${query}`
}
