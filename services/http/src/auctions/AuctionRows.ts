import type { Statement } from "@effect/sql"
import type { AuctionListItem, Photo } from "@redline/api"
import { auctionUrl, AuctionStatus, reserveMet } from "@redline/domain"

/** Photos are served by the image endpoint; the client adds width and quality. */
export const IMAGE_BASE_URL = "/api/v1/images/"

/** A user's profile photo as answered, from its stored key; null where they have none. */
export const profilePhotoOf = (key: string | null) => (key === null ? null : { base_url: IMAGE_BASE_URL, path: key })

export interface StoredPhoto {
  readonly key: string
  readonly width: number
  readonly height: number
}

export const toPhoto = (photo: StoredPhoto): Photo => ({
  base_url: IMAGE_BASE_URL,
  path: photo.key,
  width: photo.width,
  height: photo.height
})

export interface AuctionListRow {
  readonly id: number
  readonly title: string
  readonly sub_title: string
  readonly status: number
  readonly auction_end: Date
  readonly current_bid: number
  readonly bid_count: number
  readonly watcher_count: number
  /** Whether the signed-in reader watches it; false for a visitor. */
  readonly watching: boolean
  readonly seller: string
  readonly no_reserve: boolean
  /** Only to tell whether it is met: never answered. */
  readonly reserve: number | null
  readonly location: string
  readonly mileage: number | null
  readonly has_inspection: boolean
  readonly featured: boolean
  readonly featured_sub_title: string | null
  readonly year: number
  readonly make: string
  readonly model: string
  readonly transmission: string
  readonly body_style: string
  readonly sale_amount: number | null
  readonly main_photo: StoredPhoto | null
  readonly featured_photos: ReadonlyArray<StoredPhoto> | null
}

/**
 * The columns of an `AuctionListRow`, read from `auctions a`, `listings l` and the seller
 * `users u`; `watching` says whether the reader watches `a`.
 */
export const listRowColumns = (sql: Statement.Constructor, watching: Statement.Fragment) => sql`
  a.id, a.title, a.sub_title, a.status, a.auction_end, a.current_bid, a.bid_count,
  a.watcher_count, ${watching} AS watching, u.username AS seller, a.no_reserve, a.reserve, l.location, l.mileage,
  a.has_inspection, a.featured, a.featured_sub_title, l.year, l.make, l.model,
  l.transmission, l.body_style, a.sale_amount,
  (SELECT json_build_object('key', p.object_key, 'width', p.width, 'height', p.height)
     FROM photos p WHERE p.auction_id = a.id AND p.section = 'exterior'
     ORDER BY p.position LIMIT 1) AS main_photo,
  CASE WHEN a.featured THEN
    (SELECT json_agg(json_build_object('key', f.object_key, 'width', f.width, 'height', f.height) ORDER BY f.position)
       FROM (SELECT * FROM photos p WHERE p.auction_id = a.id AND p.section = 'exterior'
             ORDER BY p.position LIMIT 5) f)
  END AS featured_photos`

export const toListItem = (row: AuctionListRow): AuctionListItem => ({
  id: row.id,
  title: row.title,
  sub_title: row.sub_title,
  status: row.status,
  auction_end: row.auction_end.toISOString(),
  current_bid: row.current_bid,
  bids: row.bid_count,
  watchers: row.watcher_count,
  watching: row.watching,
  seller: row.seller,
  no_reserve: row.no_reserve,
  reserve_met: reserveMet({ currentBid: row.current_bid, reserve: row.reserve, noReserve: row.no_reserve }),
  location: row.location,
  mileage: row.mileage,
  has_inspection: row.has_inspection,
  featured: row.featured,
  featured_sub_title: row.featured_sub_title,
  main_photo: row.main_photo === null ? null : toPhoto(row.main_photo),
  featured_photos: (row.featured_photos ?? []).map(toPhoto),
  auction_url: auctionUrl(row.id, row.title),
  year: row.year,
  make: row.make,
  model: row.model,
  transmission: row.transmission,
  body_style: row.body_style,
  has_sold: row.status === AuctionStatus.sold || row.status === AuctionStatus.sold_after,
  sale_amount: row.sale_amount
})
