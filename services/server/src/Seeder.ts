import { SqlClient, type SqlError } from "@effect/sql"
import { AuctionStatus, type BidEvent, buyersFee, reserveMet } from "@redline/domain"
import {
  communityPosts,
  type FixtureAuction,
  type FixtureCommunityReply,
  generateMarketplace,
  type Marketplace,
  renderPhoto
} from "@redline/fixtures"
import { AccountsRepo, AuctionsRepo, TEST_CARD } from "@redline/http"
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
  yield* insertMarketplace(marketplace, now)
  return marketplace
}).pipe(Effect.provide([AccountsRepo.Default, AuctionsRepo.Default]))

const storePhotos = (marketplace: Marketplace) =>
  Effect.gen(function* () {
    const store = yield* ObjectStore
    yield* Effect.forEach(
      marketplace.images,
      ({ objectKey, spec }) =>
        Effect.promise(() => renderPhoto(spec)).pipe(Effect.flatMap((jpeg) => store.put(objectKey, new Uint8Array(jpeg), "image/jpeg"))),
      { concurrency: 4, discard: true }
    )
  })

const insertMarketplace = (marketplace: Marketplace, now: Date) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.withTransaction(insertRows(marketplace, now))
  })

const insertRows = (marketplace: Marketplace, now: Date) =>
  Effect.gen(function* () {
    const accounts = yield* AccountsRepo
    const hashes = yield* Effect.forEach(marketplace.users, (user) => hashPassword(user.password), { concurrency: 4 })
    const ids = yield* Effect.forEach(marketplace.users, (user, index) =>
      accounts
        .insert({
          email: user.email,
          username: user.username,
          passwordHash: hashes[index]!,
          verified: user.verified,
          card: user.cardOnFile ? TEST_CARD : undefined,
          biddingAgreement: user.biddingAgreement,
          bio: user.bio,
          createdAt: user.createdAt
        })
        .pipe(Effect.orDie)
    )
    const userId = new Map(marketplace.users.map((user, index) => [user.username, ids[index]!]))
    const idOf = (username: string) => {
      const id = userId.get(username)
      if (id === undefined) throw new Error(`The fixtures name an unknown user: ${username}`)
      return id
    }
    yield* Effect.forEach(marketplace.auctions, (auction) => insertAuction(auction, idOf), { discard: true })
    yield* insertCommunityPosts(now, idOf)
    yield* insertDemoPromoCode
  })

/**
 * The demo community's posts, each in the community its slug names, with their replies: each
 * counted on the post (every reply) and on the reply it answers (its own replies), the post
 * active as of its latest reply.
 */
const insertCommunityPosts = (now: Date, idOf: (username: string) => number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => {
    const insertReplies = (
      postId: number,
      parent: number | null,
      level: number,
      replies: ReadonlyArray<FixtureCommunityReply>
    ): Effect.Effect<void, SqlError.SqlError> =>
      Effect.forEach(
        replies,
        (reply) =>
          Effect.flatMap(
            sql<{ id: number }>`
              INSERT INTO community_replies ${sql.insert({
                community_post_id: postId,
                reply_to_community_reply_id: parent,
                level,
                user_id: idOf(reply.author),
                text: reply.text,
                created_at: reply.at,
                reply_count: reply.replies?.length ?? 0
              })} RETURNING id`,
            ([row]) => insertReplies(postId, row!.id, level + 1, reply.replies ?? [])
          ),
        { discard: true }
      )
    const everyReply = (replies: ReadonlyArray<FixtureCommunityReply>): ReadonlyArray<FixtureCommunityReply> =>
      replies.flatMap((reply) => [reply, ...everyReply(reply.replies ?? [])])
    return Effect.forEach(
      communityPosts(now),
      (post) => {
        const replies = everyReply(post.replies ?? [])
        const activeAt = replies.reduce((latest, reply) => (reply.at > latest ? reply.at : latest), post.at)
        return Effect.flatMap(
          sql<{ id: number }>`
            INSERT INTO community_posts (community_id, user_id, title, text, created_at, active_at, reply_count)
            SELECT id, ${idOf(post.author)}, ${post.title}, ${post.text}, ${post.at}, ${activeAt}, ${replies.length}
              FROM communities WHERE slug = ${post.community}
            RETURNING id`,
          ([row]) => insertReplies(row!.id, null, 1, post.replies ?? [])
        )
      },
      { discard: true }
    )
  })

/** A code that takes half off the listing fee, to try the seller's payment with ('DEMO-50'). */
const insertDemoPromoCode = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) => sql`INSERT INTO promo_codes (code, percent_off) VALUES ('demo-50', 50) ON CONFLICT (code) DO NOTHING`
)

const insertAuction = (auction: FixtureAuction, idOf: (username: string) => number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const auctions = yield* AuctionsRepo
    const { listing } = auction
    const lastBid = auction.bids.at(-1)
    const comments = auction.comments.length
    const auctionId = yield* auctions.create(
      {
        year: listing.year,
        make: listing.make,
        model: listing.model,
        mileage: listing.mileage,
        vin: listing.vin,
        location: listing.location,
        zipCode: listing.zipCode,
        bodyStyle: listing.bodyStyle,
        engine: listing.engine,
        driveTrain: listing.driveTrain,
        transmission: listing.transmission,
        transmissionDetails: listing.transmissionDetails,
        exteriorColor: listing.exteriorColor,
        interiorColor: listing.interiorColor,
        titleStatus: listing.titleStatus,
        sellerType: listing.sellerType,
        sellerTypeDetails: listing.sellerTypeDetails,
        sections: listing.sections
      },
      {
        sellerId: idOf(auction.seller),
        title: auction.title,
        subTitle: auction.subTitle,
        status: auction.status,
        auctionStart: auction.auctionStart,
        auctionEnd: auction.auctionEnd,
        reserve: auction.reserve,
        noReserve: auction.noReserve,
        featured: auction.featured,
        featuredSubTitle: auction.featuredSubTitle,
        hasInspection: auction.hasInspection,
        standing: {
          currentBid: lastBid?.amount ?? 0,
          currentBidderId: lastBid === undefined ? null : idOf(lastBid.bidder),
          bidCount: auction.bids.length,
          watcherCount: auction.watchers.length,
          views: auction.views,
          winnerId: auction.winner === null ? null : idOf(auction.winner),
          saleAmount: auction.saleAmount,
          buyerFee: auction.saleAmount === null ? null : buyersFee(auction.saleAmount),
          eventSeq: auction.bids.length
        }
      }
    )

    yield* sql`INSERT INTO photos ${sql.insert(
      auction.photos.map((photo) => ({
        auction_id: auctionId,
        section: photo.section,
        position: photo.position,
        object_key: photo.objectKey,
        width: photo.width,
        height: photo.height
      }))
    )}`

    if (auction.bids.length > 0) {
      const bids = yield* sql<{ id: number }>`
        INSERT INTO bids ${sql.insert(
          auction.bids.map((bid) => ({
            auction_id: auctionId,
            bidder_id: idOf(bid.bidder),
            amount: bid.amount,
            received_at: bid.at,
            created_at: bid.at
          }))
        )} RETURNING id`
      // The thread numbers its entries as they came, bids among the comments.
      const entries = [
        ...auction.bids.map((bid, index) => ({
          auction_id: auctionId,
          user_id: idOf(bid.bidder),
          type: 2,
          text: "",
          amount: bid.amount,
          bid_id: bids[index]!.id,
          created_at: bid.at,
          updated_at: bid.at
        })),
        ...auction.comments.map((comment) => ({
          auction_id: auctionId,
          user_id: idOf(comment.author),
          type: 1,
          text: comment.text,
          amount: null,
          bid_id: null,
          created_at: comment.at,
          updated_at: comment.at
        }))
      ].sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
      const written = yield* sql<{ id: number; bid_id: number | null }>`INSERT INTO comments ${sql.insert(entries)} RETURNING id, bid_id`
      const entryOfBid = new Map(written.map((entry) => [entry.bid_id, entry.id]))
      // The event log replays the bids as their events carried them.
      yield* sql`INSERT INTO auction_events ${sql.insert(
        auction.bids.map((bid, index) => ({
          auction_id: auctionId,
          seq: index + 1,
          kind: "bid",
          data: JSON.stringify({
            bid: {
              id: bids[index]!.id,
              comment_id: entryOfBid.get(bids[index]!.id)!,
              amount: bid.amount,
              bidder: bid.bidder,
              received_at: bid.at.toISOString()
            },
            auction: {
              current_bid: bid.amount,
              current_bidder: bid.bidder,
              auction_end: auction.auctionEnd.toISOString(),
              status: AuctionStatus.live,
              bids: index + 1,
              reserve_met: reserveMet({ currentBid: bid.amount, reserve: auction.reserve, noReserve: auction.noReserve })
            }
          } satisfies BidEvent),
          created_at: bid.at
        }))
      )}`
    } else if (comments > 0) {
      yield* sql`INSERT INTO comments ${sql.insert(
        auction.comments.map((comment) => ({
          auction_id: auctionId,
          user_id: idOf(comment.author),
          type: 1,
          text: comment.text,
          created_at: comment.at,
          updated_at: comment.at
        }))
      )}`
    }
    if (comments > 0) {
      // The thread's row counts its comments; it has no events yet.
      yield* sql`INSERT INTO auction_threads ${sql.insert({ auction_id: auctionId, seq: 0, comment_count: comments })}`
    }
    if (auction.watchers.length > 0) {
      yield* sql`INSERT INTO watches ${sql.insert(
        auction.watchers.map((watcher) => ({
          user_id: idOf(watcher),
          auction_id: auctionId
        }))
      )}`
    }
  })
