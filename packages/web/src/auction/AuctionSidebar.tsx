import { defaultSort, NEW_LISTINGS_SORT, PAGE_SIZES } from "@redline/domain"
import { SidebarList } from "../auctions/SidebarList.tsx"

/** Other live auctions to look at next: the ones ending soonest and the newest (spec 1 §2). */
export function AuctionSidebar({ currentId }: { currentId: number }) {
  return (
    <aside className="auction-sidebar" aria-label="More auctions">
      <SidebarList heading="Ending soon" sort={defaultSort("home", "sort")} limit={PAGE_SIZES.endingSoon} currentId={currentId} />
      <SidebarList heading="New listings" sort={NEW_LISTINGS_SORT} limit={PAGE_SIZES.sidebar} currentId={currentId} />
    </aside>
  )
}
