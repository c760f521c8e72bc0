import { SqlClient } from "@effect/sql"
import { buyersFee } from "@redline/domain"
import { type FixtureAuction, generateMarketplace, type Marketplace, renderPhoto } from "@redline/fixtures"
import { currentDate, hashPassword, ObjectStore } from "@redline/infra"
import { Effect } from "effect"

/** A fresh world gets the demo marketplace; a database that already has auctions is left alone. */
export const seedIfEmpty = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [existing] = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM auctions`
  if ((existing?.count ?? 0) > 0) return undefined
  const now = yield* currentDate
  const marketplace = generateMarketplace({ now })
  yield* Effect.logInfo(`Seeding ${marketplace.auctions.length} auctions with ${marketplace.images.length} photos…`)
  yield* storePhotos(marketplace)
  yield* insertMarketplace(marketplace)
  return marketplace
})

const storePhotos = (marketplace: Marketplace) =>
  Effect.gen(function* () {
    const store = yield* ObjectStore
    yield* Effect.forEach(
      marketplace.images,
      ({ objectKey, spec }) =>
        Effect.promise(() => renderPhoto(spec)).pipe(
          Effect.flatMap((jpeg) => store.put(objectKey, new Uint8Array(jpeg), "image/jpeg"))
        ),
      { concurrency: 4, discard: true }
    )
  })

const insertMarketplace = (marketplace: Marketplace) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.withTransaction(insertRows(marketplace))
  })

const insertRows = (marketplace: Marketplace) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const hashes = yield* Effect.forEach(marketplace.users, (user) => hashPassword(user.password), { concurrency: 4 })
    const users = yield* sql<{ id: number; username: string }>`
      INSERT INTO users ${sql.insert(marketplace.users.map((user, index) => ({
        email: user.email,
        username: user.username,
        password_hash: hashes[index]!,
        verified: user.verified,
        card_on_file: user.cardOnFile,
        bidding_agreement: user.biddingAgreement,
        bio: user.bio,
        created_at: user.createdAt
      })))}
      RETURNING id, username`
    const userId = new Map(users.map((user) => [user.username, user.id]))
    const idOf = (username: string) => {
      const id = userId.get(username)
      if (id === undefined) throw new Error(`The fixtures name an unknown user: ${username}`)
      return id
    }
    yield* Effect.forEach(marketplace.auctions, (auction) => insertAuction(auction, idOf), { discard: true })
  })

const insertAuction = (auction: FixtureAuction, idOf: (username: string) => number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { listing } = auction
    const [listingRow] = yield* sql<{ id: number }>`
      INSERT INTO listings ${sql.insert({
        year: listing.year,
        make: listing.make,
        make_slug: listing.makeSlug,
        model: listing.model,
        model_slug: listing.modelSlug,
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
    const lastBid = auction.bids.at(-1)
    const comments = auction.comments.length
    const [auctionRow] = yield* sql<{ id: number }>`
      INSERT INTO auctions ${sql.insert({
        listing_id: listingRow!.id,
        seller_id: idOf(auction.seller),
        title: auction.title,
        sub_title: auction.subTitle,
        status: auction.status,
        auction_start: auction.auctionStart,
        scheduled_end: auction.auctionEnd,
        auction_end: auction.auctionEnd,
        reserve: auction.reserve,
        no_reserve: auction.noReserve,
        featured: auction.featured,
        featured_sub_title: auction.featuredSubTitle,
        has_inspection: auction.hasInspection,
        current_bid: lastBid?.amount ?? 0,
        current_bidder_id: lastBid === undefined ? null : idOf(lastBid.bidder),
        bid_count: auction.bids.length,
        comment_count: comments,
        watcher_count: auction.watchers.length,
        views: auction.views,
        winner_id: auction.winner === null ? null : idOf(auction.winner),
        sale_amount: auction.saleAmount,
        buyer_fee: auction.saleAmount === null ? null : buyersFee(auction.saleAmount),
        event_seq: auction.bids.length
      })} RETURNING id`
    const auctionId = auctionRow!.id

    yield* sql`INSERT INTO photos ${sql.insert(auction.photos.map((photo) => ({
      auction_id: auctionId,
      section: photo.section,
      position: photo.position,
      object_key: photo.objectKey,
      width: photo.width,
      height: photo.height
    })))}`

    if (auction.bids.length > 0) {
      const bids = yield* sql<{ id: number }>`
        INSERT INTO bids ${sql.insert(auction.bids.map((bid) => ({
          auction_id: auctionId,
          bidder_id: idOf(bid.bidder),
          amount: bid.amount,
          received_at: bid.at,
          created_at: bid.at
        })))} RETURNING id`
      // The bid thread shows bids among the comments, and the event log replays them in order.
      yield* sql`INSERT INTO comments ${sql.insert(auction.bids.map((bid, index) => ({
        auction_id: auctionId,
        user_id: idOf(bid.bidder),
        type: 2,
        amount: bid.amount,
        bid_id: bids[index]!.id,
        created_at: bid.at
      })))}`
      yield* sql`INSERT INTO auction_events ${sql.insert(auction.bids.map((bid, index) => ({
        auction_id: auctionId,
        seq: index + 1,
        kind: "bid",
        data: JSON.stringify({ id: bids[index]!.id, amount: bid.amount, bidder: bid.bidder, received_at: bid.at.toISOString() }),
        created_at: bid.at
      })))}`
    }
    if (comments > 0) {
      yield* sql`INSERT INTO comments ${sql.insert(auction.comments.map((comment) => ({
        auction_id: auctionId,
        user_id: idOf(comment.author),
        type: 1,
        text: comment.text,
        created_at: comment.at
      })))}`
    }
    if (auction.watchers.length > 0) {
      yield* sql`INSERT INTO watches ${sql.insert(auction.watchers.map((watcher) => ({
        user_id: idOf(watcher),
        auction_id: auctionId
      })))}`
    }
  })
