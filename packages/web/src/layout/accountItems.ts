import { SUBMIT_INQUIRIES_ABILITY, VIEW_SUBMISSIONS_ABILITY } from "@redline/domain"

interface AccountItem {
  readonly label: string
  readonly href: string
  /** Shown only to a session with this ability (spec 3 §6: navigation items can be ability-gated). */
  readonly ability?: string
}

/** The header's items for a signed-in user (spec 2 §2 'Header'), hidden when signed out. */
const ACCOUNT_ITEMS: ReadonlyArray<AccountItem> = [
  { label: "Account", href: "/account/" },
  { label: "Watch List", href: "/watch-list/" },
  { label: "My Listings", href: "/account/listings/" },
  { label: "Sell Inquiry", href: "/sell-car/inquiry/", ability: SUBMIT_INQUIRIES_ABILITY },
  { label: "Staff Desk", href: "/staff/submissions/", ability: VIEW_SUBMISSIONS_ABILITY },
  { label: "Account Settings", href: "/account/settings" },
  { label: "Sign out", href: "/logout" }
]

/** The account items a session with `abilities` is offered. */
export const accountItemsFor = (abilities: ReadonlyArray<string>): ReadonlyArray<AccountItem> =>
  ACCOUNT_ITEMS.filter((item) => item.ability === undefined || abilities.includes(item.ability))
