import { SqlClient } from "@effect/sql"
import type { AuctionDetail, AuctionList, AuctionStats, Listing, ListingSections } from "@redline/api"
import {
  auctionSlug,
  auctionUrl,
  hasEnded,
  isExpired,
  mileageText,
  modelSearch,
  type PhotoSection,
  reserveMet,
  savedSearchKey
} from "@redline/domain"
import { Effect, Option } from "effect"
import { type AuctionListRow, listRowColumns, toListItem } from "./AuctionRows.ts"
import { type AuctionSelection, bodyStyleLabel, type DistanceOrigin, transmissionLabel } from "./AuctionListing.ts"
import { photoSet, type PhotoRow } from "./PhotoSet.ts"
import { originStateOf } from "../shipping/ShippingOrigin.ts"
import { givenColumns } from "../Columns.ts"
import { transactionOf } from "../Transaction.ts"

interface AuctionDetailRow extends Omit<AuctionListRow, "main_photo" | "featured_photos"> {
  readonly auction_start: Date
  readonly winner: string | null
  readonly current_bidder: string | null
  readonly views: number
  readonly comment_count: number
  readonly question_count: number
  readonly my_bid: number | null
  readonly listing: Omit<Listing, "title" | "sub_title" | "mileage_text">
}

export interface SellerReserveRow {
  readonly seller_id: number
  readonly reserve: number | null
  readonly no_reserve: boolean
  readonly current_bid: number
}

/** The car of a new auction, as its listing is stored; the URL slugs are made from the make and model. */
export interface ListingToCreate {
  readonly year: number
  readonly make: string
  readonly model: string
  readonly mileage: number | null
  readonly vin: string
  readonly location: string
  readonly zipCode: string
  readonly bodyStyle: string
  readonly engine: string
  readonly driveTrain: string
  readonly transmission: string
  readonly transmissionDetails: string
  readonly exteriorColor: string
  readonly interiorColor: string
  readonly titleStatus: string
  readonly sellerType: number
  readonly sellerTypeDetails: string
  readonly sections: ListingSections
}

/** A new auction of a listing. One made with a history (the seeder's) says where it stands. */
export interface AuctionToCreate {
  readonly sellerId: number
  readonly title: string
  readonly subTitle: string
  readonly status: number
  readonly auctionStart: Date
  /** Both the scheduled end and the end, which soft close moves later. */
  readonly auctionEnd: Date
  readonly reserve: number | null
  readonly noReserve: boolean
  readonly featured: boolean
  readonly featuredSubTitle?: string | null
  readonly hasInspection?: boolean
  /** The auction's own soft close; the site's when null or not given. */
  readonly softCloseSeconds?: number | null
  /** Its photos in the order shown, each section's counted from 0; none when not given. */
  readonly photos?: ReadonlyArray<{ readonly section: PhotoSection; readonly key: string; readonly width: number; readonly height: number }>
  /** Where it stands; what is not given starts as a new auction's does (no bids, no views). */
  readonly standing?: {
    readonly currentBid?: number
    readonly currentBidderId?: number | null
    readonly bidCount?: number
    readonly watcherCount?: number
    readonly views?: number
    readonly winnerId?: number | null
    readonly saleAmount?: number | null
    readonly buyerFee?: number | null
    readonly eventSeq?: number
  }
}

export class AuctionsRepo extends Effect.Service<AuctionsRepo>()("@redline/http/AuctionsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)

    const watching = (viewerId: number | null) =>
      viewerId === null ? sql`false` : sql`EXISTS (SELECT 1 FROM watches wa WHERE wa.auction_id = a.id AND wa.user_id = ${viewerId})`

    const myBid = (viewerId: number | null) =>
      viewerId === null
        ? sql`NULL::int`
        : sql`(SELECT max(mb.amount) FROM bids mb WHERE mb.auction_id = a.id AND mb.bidder_id = ${viewerId} AND mb.deleted_at IS NULL)`

    /** The reader's saved search for the car's make and model, which 'Notify me' saves. */
    const makeSavedSearch = (viewerId: number | null, listing: { readonly make_slug: string; readonly model_slug: string }) =>
      viewerId === null
        ? Effect.succeed(null)
        : sql<{ id: number }>`
            SELECT id FROM saved_searches
             WHERE user_id = ${viewerId} AND search_key = ${savedSearchKey(modelSearch(listing.make_slug, listing.model_slug))}`.pipe(
            Effect.map((rows) => rows[0]?.id ?? null)
          )

    /**
     * Miles from the origin to the car's zip code, along the great circle (haversine, the Earth's
     * mean radius 3,958.8 miles); null for a car whose zip code the table doesn't know.
     */
    const milesFrom = (origin: { readonly latitude: number; readonly longitude: number }) => sql`
      (7917.6 * asin(LEAST(1, sqrt(
        power(sin(radians(z.latitude - ${origin.latitude}::float8) / 2), 2) +
        cos(radians(${origin.latitude}::float8)) * cos(radians(z.latitude)) *
        power(sin(radians(z.longitude - ${origin.longitude}::float8) / 2), 2)))))`

    /**
     * Closest to me, in the one list query every live list is built by: the distance each car
     * is listed with (`distance_miles`, which its order reads) and which cars are near enough;
     * in Canada every car with a Canadian postal code.
     */
    const byDistance = (origin: DistanceOrigin | null) => {
      if (origin === null) return { miles: sql`NULL::float8`, conditions: [] }
      if (origin.country === "CA") return { miles: sql`NULL::float8`, conditions: [sql`z.country = 'CA'`] }
      const miles = milesFrom(origin)
      return { miles, conditions: origin.maxMiles === null ? [] : [sql`${miles} <= ${origin.maxMiles}`] }
    }

    /** `viewerId` is the signed-in reader, whose watches the answer tells; null for a visitor. */
    const list = (selection: AuctionSelection, viewerId: number | null): Effect.Effect<AuctionList> => {
      const { filters, lookup } = selection
      const transmission = filters.transmission && transmissionLabel(filters.transmission)
      const bodyStyle = filters.body_style && bodyStyleLabel(filters.body_style)
      const distance = byDistance(selection.distance)
      const conditions = [
        sql`a.status IN ${sql.in(selection.statuses)}`,
        ...(filters.start_year !== undefined ? [sql`l.year >= ${filters.start_year}`] : []),
        ...(filters.end_year !== undefined ? [sql`l.year <= ${filters.end_year}`] : []),
        ...(transmission ? [sql`l.transmission = ${transmission}`] : []),
        ...(bodyStyle ? [sql`l.body_style = ${bodyStyle}`] : []),
        ...(filters.no_reserve ? [sql`a.no_reserve`] : []),
        ...(selection.featuredOnly ? [sql`a.featured`] : []),
        ...(lookup?.make_slug ? [sql`l.make_slug = ${lookup.make_slug}`] : []),
        ...(lookup?.model_slug ? [sql`l.model_slug = ${lookup.model_slug}`] : []),
        ...(lookup?.text ? [sql`l.search_document @@ to_tsquery('simple', ${lookup.text})`] : []),
        ...distance.conditions
      ]
      return sql<AuctionListRow & { readonly total: number }>`
        SELECT ${listRowColumns(sql, watching(viewerId))},
               ${distance.miles} AS distance_miles,
               count(*) OVER ()::int AS total
          FROM auctions a
          JOIN listings l ON l.id = a.listing_id
          JOIN users u ON u.id = a.seller_id
          LEFT JOIN zip_codes z ON z.code = l.zip_key
         WHERE ${sql.and(conditions)}
         ORDER BY ${sql.literal(selection.orderBy)}
         LIMIT ${selection.limit} OFFSET ${selection.offset}`.pipe(
        Effect.map((rows) => ({ auctions: rows.map(toListItem), total: rows[0]?.total ?? 0 })),
        Effect.orDie
      )
    }

    const byId = (id: number, now: Date, viewerId: number | null): Effect.Effect<Option.Option<AuctionDetail>> =>
      Effect.gen(function* () {
        const rows = yield* sql<AuctionDetailRow>`
          SELECT a.id, a.title, a.sub_title, a.status, a.auction_start, a.auction_end, a.current_bid,
                 a.bid_count, a.watcher_count, ${watching(viewerId)} AS watching, ${myBid(viewerId)} AS my_bid,
                 COALESCE(t.comment_count, 0) AS comment_count, a.question_count, a.views,
                 u.username AS seller, w.username AS winner, b.username AS current_bidder,
                 a.no_reserve, a.reserve, a.has_inspection, a.featured, a.featured_sub_title,
                 a.sale_amount, l.location, l.mileage, l.year, l.make, l.model, l.transmission, l.body_style,
                 json_build_object(
                   'year', l.year, 'make', l.make, 'make_slug', l.make_slug, 'model', l.model,
                   'model_slug', l.model_slug, 'mileage', l.mileage, 'vin', l.vin, 'location', l.location,
                   'zip_code', l.zip_code, 'body_style', l.body_style, 'engine', l.engine,
                   'drive_train', l.drive_train, 'transmission', l.transmission,
                   'transmission_details', l.transmission_details, 'exterior_color', l.exterior_color,
                   'interior_color', l.interior_color, 'title_status', l.title_status,
                   'seller_type', l.seller_type, 'seller_type_details', l.seller_type_details,
                   'is_ticket_package', l.is_ticket_package, 'sections', l.sections) AS listing
            FROM auctions a
            JOIN listings l ON l.id = a.listing_id
            JOIN users u ON u.id = a.seller_id
            LEFT JOIN users w ON w.id = a.winner_id
            LEFT JOIN users b ON b.id = a.current_bidder_id
            LEFT JOIN auction_threads t ON t.auction_id = a.id
           WHERE a.id = ${id}`
        const row = rows[0]
        if (row === undefined) return Option.none()
        const photos = yield* sql<PhotoRow>`
          SELECT id, section, object_key AS key, width, height FROM photos
           WHERE auction_id = ${id} ORDER BY section, position`
        return Option.some(toDetail(row, photos, now, yield* makeSavedSearch(viewerId, row.listing)))
      }).pipe(Effect.orDie)

    const stats = (id: number, now: Date): Effect.Effect<Option.Option<AuctionStats>> =>
      sql<StatsRow>`
        SELECT a.status, a.auction_end, a.bid_count, COALESCE(t.comment_count, 0) AS comment_count, a.question_count,
               a.watcher_count, a.current_bid, b.username AS current_bidder
          FROM auctions a
          LEFT JOIN users b ON b.id = a.current_bidder_id
          LEFT JOIN auction_threads t ON t.auction_id = a.id
         WHERE a.id = ${id}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => statsOf(row, now))),
        Effect.orDie
      )

    /** Adds one page view; false when there is no such auction. */
    const countView = (id: number): Effect.Effect<boolean> =>
      sql`UPDATE auctions SET views = views + 1 WHERE id = ${id} RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    const exists = (id: number): Effect.Effect<boolean> =>
      sql`SELECT 1 FROM auctions WHERE id = ${id}`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** The reserve of an auction as its seller sees it; none when there is no such auction. */
    const sellerReserve = (id: number): Effect.Effect<Option.Option<SellerReserveRow>> =>
      sql<SellerReserveRow>`
        SELECT seller_id, reserve, no_reserve, current_bid FROM auctions WHERE id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /**
     * Creates the listing and its auction, the one way auctions come to be (staff's API and the
     * seeder); answers the auction's id. One transaction, or part of the caller's.
     */
    const create = (listing: ListingToCreate, auction: AuctionToCreate): Effect.Effect<number> =>
      transaction(
        Effect.gen(function* () {
          const [listingRow] = yield* sql<{ id: number }>`
            INSERT INTO listings ${sql.insert({
              year: listing.year,
              make: listing.make,
              make_slug: auctionSlug(listing.make),
              model: listing.model,
              model_slug: auctionSlug(listing.model),
              mileage: listing.mileage,
              vin: listing.vin,
              location: listing.location,
              zip_code: listing.zipCode,
              body_style: listing.bodyStyle,
              engine: listing.engine,
              drive_train: listing.driveTrain,
              transmission: listing.transmission,
              transmission_details: listing.transmissionDetails,
              exterior_color: listing.exteriorColor,
              interior_color: listing.interiorColor,
              title_status: listing.titleStatus,
              seller_type: listing.sellerType,
              seller_type_details: listing.sellerTypeDetails,
              sections: JSON.stringify(listing.sections)
            })} RETURNING id`
          const standing = auction.standing
          const [auctionRow] = yield* sql<{ id: number }>`
            INSERT INTO auctions ${sql.insert({
              listing_id: listingRow!.id,
              seller_id: auction.sellerId,
              title: auction.title,
              sub_title: auction.subTitle,
              status: auction.status,
              auction_start: auction.auctionStart,
              scheduled_end: auction.auctionEnd,
              auction_end: auction.auctionEnd,
              reserve: auction.reserve,
              no_reserve: auction.noReserve,
              featured: auction.featured,
              featured_sub_title: auction.featuredSubTitle ?? null,
              has_inspection: auction.hasInspection ?? false,
              soft_close_seconds: auction.softCloseSeconds ?? null,
              ...givenColumns({
                current_bid: standing?.currentBid,
                current_bidder_id: standing?.currentBidderId,
                bid_count: standing?.bidCount,
                watcher_count: standing?.watcherCount,
                views: standing?.views,
                winner_id: standing?.winnerId,
                sale_amount: standing?.saleAmount,
                buyer_fee: standing?.buyerFee,
                event_seq: standing?.eventSeq
              })
            })} RETURNING id`
          const photos = auction.photos ?? []
          if (photos.length > 0) {
            const placed = new Map<string, number>()
            yield* sql`INSERT INTO photos ${sql.insert(
              photos.map((photo) => {
                const position = placed.get(photo.section) ?? 0
                placed.set(photo.section, position + 1)
                return {
                  auction_id: auctionRow!.id,
                  section: photo.section,
                  position,
                  object_key: photo.key,
                  width: photo.width,
                  height: photo.height
                }
              })
            )}`
          }
          return auctionRow!.id
        })
      )

    return { list, byId, stats, countView, exists, sellerReserve, create }
  })
}) {}

interface StatsRow {
  readonly status: number
  readonly auction_end: Date
  readonly bid_count: number
  readonly comment_count: number
  readonly question_count: number
  readonly watcher_count: number
  readonly current_bid: number
  readonly current_bidder: string | null
}

/** Stats are recomputed on every read; an auction ended over a day ago is flagged (spec 1 §3). */
const statsOf = (row: StatsRow, now: Date): AuctionStats => ({
  auction_end: row.auction_end.toISOString(),
  bids: row.bid_count,
  comments: row.comment_count,
  current_bid: { amount: row.current_bid, bidder: row.current_bidder },
  watchers: row.watcher_count,
  questions: row.question_count,
  status: row.status,
  ended_over_one_day_ago: hasEnded(row.status) && isExpired(row.auction_end, now)
})

const toDetail = (row: AuctionDetailRow, photos: ReadonlyArray<PhotoRow>, now: Date, makeSavedSearch: number | null): AuctionDetail => {
  const auctionEnd = row.auction_end.toISOString()
  return {
    id: row.id,
    title: row.title,
    sub_title: row.sub_title,
    status: row.status,
    auction_start: row.auction_start.toISOString(),
    auction_end: auctionEnd,
    seller: row.seller,
    winner: row.winner,
    current_bid: row.current_bid,
    bids: row.bid_count,
    views: row.views,
    watchers: row.watcher_count,
    watching: row.watching,
    make_saved_search: makeSavedSearch,
    my_bid: row.my_bid,
    comments: row.comment_count,
    questions: row.question_count,
    featured: row.featured,
    has_inspection: row.has_inspection,
    sale_amount: row.sale_amount,
    shipping_quote_eligible: originStateOf(row.location) !== null,
    reserve: {
      no_reserve: row.no_reserve,
      reserve_met: reserveMet({ currentBid: row.current_bid, reserve: row.reserve, noReserve: row.no_reserve })
    },
    stats: statsOf(row, now),
    listing: { ...row.listing, title: row.title, sub_title: row.sub_title, mileage_text: mileageText(row.mileage) },
    photos: photoSet(photos),
    auction_url: auctionUrl(row.id, row.title)
  }
}
