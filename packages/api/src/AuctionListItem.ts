import { Schema } from "effect"
import { Photo } from "./Photo.ts"

/** An auction in list form (cards on home, featured, past results). */
export const AuctionListItem = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  sub_title: Schema.String,
  status: Schema.Int,
  auction_end: Schema.String,
  current_bid: Schema.Int,
  bids: Schema.Int,
  watchers: Schema.Int,
  watching: Schema.Boolean,
  seller: Schema.String,
  no_reserve: Schema.Boolean,
  reserve_met: Schema.Boolean.annotations({
    description: "Whether the current bid meets the reserve; always true without a reserve. The reserve itself is never told."
  }),
  location: Schema.String,
  mileage: Schema.NullOr(Schema.Int),
  has_inspection: Schema.Boolean,
  featured: Schema.Boolean,
  featured_sub_title: Schema.NullOr(Schema.String),
  main_photo: Schema.NullOr(Photo),
  featured_photos: Schema.Array(Photo),
  auction_url: Schema.String,
  year: Schema.Int,
  make: Schema.String,
  model: Schema.String,
  transmission: Schema.String,
  body_style: Schema.String,
  has_sold: Schema.Boolean,
  sale_amount: Schema.NullOr(Schema.Int)
})
export type AuctionListItem = typeof AuctionListItem.Type

export const AuctionList = Schema.Struct({
  auctions: Schema.Array(AuctionListItem),
  total: Schema.Int
})
export type AuctionList = typeof AuctionList.Type

/** Query of the list endpoints; values are checked by the domain's list codec, unknown ones dropped. */
export const AuctionListQuery = Schema.Struct({
  sort: Schema.optional(Schema.String),
  start_year: Schema.optional(Schema.String),
  end_year: Schema.optional(Schema.String),
  transmission: Schema.optional(Schema.String),
  body_style: Schema.optional(Schema.String),
  no_reserve: Schema.optional(Schema.String.annotations({ description: "`true`: only auctions without a reserve" })),
  featured: Schema.optional(Schema.String),
  country: Schema.optional(Schema.String.annotations({ description: "Closest to me (sort 5): `US` (the default) or `CA`" })),
  zip_code: Schema.optional(Schema.String.annotations({ description: "Closest to me in the US: the zip code to measure from" })),
  miles: Schema.optional(
    Schema.String.annotations({ description: "Closest to me in the US: 100, 150, 200, 500 (the default), 1000 or 0 (no limit)" })
  ),
  limit: Schema.optional(Schema.String),
  offset: Schema.optional(Schema.String)
})
export type AuctionListQuery = typeof AuctionListQuery.Type
