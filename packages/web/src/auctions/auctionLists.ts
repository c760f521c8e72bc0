/** The three auction lists, offered in the header's Auctions menu and the list pages' heading menu. */
export const AUCTION_LISTS = [
  { label: "Live Auctions", href: "/" },
  { label: "Featured Auctions", href: "/featured-auctions/" },
  { label: "Past Results", href: "/past-auctions/" }
] as const
