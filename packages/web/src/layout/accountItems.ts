/** The header's items for a signed-in user (spec 2 §2 'Header'), hidden when signed out. */
export const ACCOUNT_ITEMS = [
  { label: "Account", href: "/account/" },
  { label: "Watch List", href: "/watch-list/" },
  { label: "My Listings", href: "/account/listings/" },
  { label: "Account Settings", href: "/account/settings" },
  { label: "Sign out", href: "/logout" }
] as const
