import { Schema } from "effect"
import { Listing } from "./Listing.ts"
import { PhotoSet } from "./Photo.ts"

/** The reserve as bidders see it: whether it is met, never the amount. */
export const Reserve = Schema.Struct({
  no_reserve: Schema.Boolean,
  reserve_met: Schema.Boolean.annotations({
    description: "Whether the current bid meets the reserve, while the auction runs and after; always true without a reserve"
  })
})
export type Reserve = typeof Reserve.Type

export const CurrentBid = Schema.Struct({
  amount: Schema.Int,
  bidder: Schema.NullOr(Schema.String)
})
export type CurrentBid = typeof CurrentBid.Type

export const AuctionStats = Schema.Struct({
  auction_end: Schema.String,
  bids: Schema.Int,
  comments: Schema.Int,
  current_bid: CurrentBid,
  watchers: Schema.Int,
  questions: Schema.Int,
  status: Schema.Int,
  ended_over_one_day_ago: Schema.Boolean
})
export type AuctionStats = typeof AuctionStats.Type

/** An auction in detail form (GET /api/v2/auctions/{id}). */
export const AuctionDetail = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  sub_title: Schema.String,
  status: Schema.Int,
  auction_start: Schema.String,
  auction_end: Schema.String,
  seller: Schema.String,
  winner: Schema.NullOr(Schema.String),
  current_bid: Schema.Int,
  bids: Schema.Int,
  views: Schema.Int,
  watchers: Schema.Int,
  /** Whether the signed-in user watches it; false for a visitor. */
  watching: Schema.Boolean,
  /** The signed-in user's saved search for this car's make and model ('Notify me'); null for none or a visitor. */
  make_saved_search: Schema.NullOr(Schema.Int),
  /** The signed-in user's highest bid on it, so the page can say they were outbid; null for none or a visitor. */
  my_bid: Schema.NullOr(Schema.Int),
  comments: Schema.Int,
  questions: Schema.Int,
  featured: Schema.Boolean,
  has_inspection: Schema.Boolean,
  sale_amount: Schema.NullOr(Schema.Int),
  /** The car stands where instant shipping quotes reach (the 48 contiguous states and DC). */
  shipping_quote_eligible: Schema.Boolean,
  reserve: Reserve,
  stats: AuctionStats,
  listing: Listing,
  photos: PhotoSet,
  auction_url: Schema.String
})
export type AuctionDetail = typeof AuctionDetail.Type
