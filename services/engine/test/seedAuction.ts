import { SqlClient } from "@effect/sql"
import { AuctionStatus } from "@redline/domain"
import { Effect } from "effect"

export interface Bidder {
  readonly id: number
  readonly username: string
}

export interface SeededAuction {
  readonly id: number
  readonly sellerId: number
  readonly bidders: ReadonlyArray<Bidder>
}

export interface AuctionSeed {
  /** When the auction ends, in epoch milliseconds. */
  readonly end: number
  readonly bidders: number
  readonly reserve: number | null
  /** null takes the engine's default window. */
  readonly softCloseSeconds?: number | null
}

/** A seller, registered bidders, a listing and a live auction with no bids yet. */
export const seedAuction = (seed: AuctionSeed) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // Usernames are unique per database; the tag keeps several seeds in one database apart.
    const tag = Math.random().toString(36).slice(2, 8)
    const [seller] = yield* sql<{ id: number }>`
      INSERT INTO users (email, username) VALUES (${`seller-${tag}@example.com`}, ${`garage_find_${tag}`}) RETURNING id`
    const bidders = yield* sql<Bidder>`
      INSERT INTO users ${sql.insert(
        Array.from({ length: seed.bidders }, (_, index) => ({
          email: `bidder${index}-${tag}@example.com`,
          username: `bidder${index}_${tag}`,
          verified: true,
          card_on_file: true,
          bidding_agreement: true
        }))
      )} RETURNING id, username`
    const [listing] = yield* sql<{ id: number }>`
      INSERT INTO listings ${sql.insert({
        year: 1995,
        make: "Porsche",
        make_slug: "porsche",
        model: "911",
        model_slug: "911",
        mileage: 41_000,
        vin: "WP0AA2993SS320000",
        location: "Portland, OR 97201",
        zip_code: "97201",
        body_style: "Coupe",
        engine: "3.6L Flat-6",
        drive_train: "Rear-wheel drive",
        transmission: "Manual",
        transmission_details: "6-Speed",
        exterior_color: "Guards Red",
        interior_color: "Black",
        title_status: "Clean (OR)",
        seller_type: 1,
        seller_type_details: "",
        sections: JSON.stringify({
          doug: "",
          highlights: "- One owner",
          equipment: "",
          modifications: "",
          known_flaws: "",
          recent_service_history: "",
          other_items: "",
          ownership_history: "",
          seller_notes: "",
          videos: []
        })
      })} RETURNING id`
    const end = new Date(seed.end)
    const [auction] = yield* sql<{ id: number }>`
      INSERT INTO auctions ${sql.insert({
        listing_id: listing!.id,
        seller_id: seller!.id,
        title: "1995 Porsche 911 Carrera",
        sub_title: "~41,000 Miles",
        status: AuctionStatus.live,
        auction_start: new Date(seed.end - 7 * 86_400_000),
        scheduled_end: end,
        auction_end: end,
        reserve: seed.reserve,
        no_reserve: seed.reserve === null,
        soft_close_seconds: seed.softCloseSeconds ?? null
      })} RETURNING id`
    return { id: auction!.id, sellerId: seller!.id, bidders } satisfies SeededAuction
  })
