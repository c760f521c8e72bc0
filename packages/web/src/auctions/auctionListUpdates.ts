import type { AuctionListItem } from "@redline/api"
import { type AuctionUpdate, isSold } from "@redline/domain"

/**
 * The list with one auction as it now stands, from the auctions channel: its current bid, bid
 * count, end, status and whether its reserve is met. The bid count only grows, so an update
 * older than what the list has (a list fetched after it was sent) never takes a card back; a
 * list without the auction is the same list.
 */
export function withAuctionUpdate<L extends { readonly auctions: ReadonlyArray<AuctionListItem> }>(list: L, update: AuctionUpdate): L {
  const shown = list.auctions.find((auction) => auction.id === update.id)
  if (shown === undefined || update.bids < shown.bids) return list
  return {
    ...list,
    auctions: list.auctions.map((auction) =>
      auction.id === update.id
        ? {
            ...auction,
            current_bid: update.current_bid,
            bids: update.bids,
            auction_end: update.auction_end,
            status: update.status,
            reserve_met: update.reserve_met,
            has_sold: isSold(update.status)
          }
        : auction
    )
  }
}
