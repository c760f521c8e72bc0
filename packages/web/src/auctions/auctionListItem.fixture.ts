import type { AuctionListItem } from "@redline/api"

/** An auction as the list endpoints send it, for tests; overrides pick what a test is about. */
export const auctionListItem = (overrides: Partial<AuctionListItem> = {}): AuctionListItem => ({
  id: 4021,
  title: "1995 Porsche 911 Carrera Coupe",
  sub_title: "6-Speed Manual, Guards Red, 993 Generation",
  status: 1,
  auction_end: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  current_bid: 42_000,
  bids: 18,
  watchers: 210,
  watching: false,
  seller: "flat6fan",
  no_reserve: false,
  reserve_met: false,
  location: "Austin, TX 78701",
  mileage: 48_210,
  has_inspection: false,
  featured: false,
  featured_sub_title: null,
  main_photo: { base_url: "/api/v1/images/", path: "photos/911-front.jpg", width: 1600, height: 1067 },
  featured_photos: [],
  auction_url: "/auctions/4021/1995-porsche-911-carrera-coupe",
  year: 1995,
  make: "Porsche",
  model: "911",
  transmission: "manual",
  body_style: "coupe",
  has_sold: false,
  sale_amount: null,
  ...overrides
})
