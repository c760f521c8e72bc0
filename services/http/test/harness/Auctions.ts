import { SqlClient } from "@effect/sql"
import type { ListingSections } from "@redline/api"
import { Effect } from "effect"
import { AccountsRepo } from "../../src/accounts/AccountsRepo.ts"
import { AuctionsRepo } from "../../src/auctions/AuctionsRepo.ts"
import type { Api } from "./Api.ts"
import { caller } from "./Caller.ts"

export interface AuctionSeed {
  readonly title: string
  readonly status: number
  readonly endInHours: number
  readonly year: number
  readonly transmission: "Manual" | "Automatic"
  readonly bodyStyle: string
  readonly mileage: number | null
  readonly currentBid: number
  readonly reserve: number | null
  readonly featured?: boolean
  readonly saleAmount?: number
  readonly photoKey?: string
  /** Porsche 911 unless told. */
  readonly make?: string
  readonly model?: string
  /** The listing's text beside the harness's own. */
  readonly sections?: Partial<ListingSections>
  /** Where the car stands; Portland, OR 97201 unless given. */
  readonly place?: { readonly location: string; readonly zipCode: string }
}

const SECTIONS: ListingSections = {
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
}

/**
 * Auctions in any state, for tests that read them: a seller and the given auctions, made as
 * every account and auction is (`AccountsRepo.insert`, `AuctionsRepo.create`), with one
 * exterior photo each; answers their ids in order. A listing stands in Portland, OR 97201 unless its seed places it.
 */
export const insertAuctions = (seeds: ReadonlyArray<AuctionSeed>, now: Date) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const accounts = yield* AccountsRepo
    const auctions = yield* AuctionsRepo
    const sellerId = yield* accounts.insert({ email: "seller@example.com", username: "garage_find", passwordHash: null, verified: false })
    const ids: Array<number> = []
    for (const seed of seeds) {
      const end = new Date(now.getTime() + seed.endInHours * 3_600_000)
      const id = yield* auctions.create(
        {
          year: seed.year,
          make: seed.make ?? "Porsche",
          model: seed.model ?? "911",
          mileage: seed.mileage,
          vin: "WP0AB2966NS420000",
          location: seed.place?.location ?? "Portland, OR 97201",
          zipCode: seed.place?.zipCode ?? "97201",
          bodyStyle: seed.bodyStyle,
          engine: "3.6L Flat-6",
          driveTrain: "Rear-wheel drive",
          transmission: seed.transmission,
          transmissionDetails: "5-Speed",
          exteriorColor: "Guards Red",
          interiorColor: "Black",
          titleStatus: "Clean (OR)",
          sellerType: 1,
          sellerTypeDetails: "",
          sections: { ...SECTIONS, ...seed.sections }
        },
        {
          sellerId,
          title: seed.title,
          subTitle: "~41,000 Miles",
          status: seed.status,
          auctionStart: new Date(end.getTime() - 7 * 86_400_000),
          auctionEnd: end,
          reserve: seed.reserve,
          noReserve: seed.reserve === null,
          featured: seed.featured ?? false,
          standing: { currentBid: seed.currentBid, bidCount: seed.currentBid > 0 ? 3 : 0, saleAmount: seed.saleAmount ?? null }
        }
      )
      yield* sql`INSERT INTO photos ${sql.insert({
        auction_id: id,
        section: "exterior",
        position: 0,
        object_key: seed.photoKey ?? "photos/missing.jpg",
        width: 1600,
        height: 1067
      })}`
      ids.push(id)
    }
    return ids
  }).pipe(Effect.orDie, Effect.provide([AccountsRepo.Default, AuctionsRepo.Default]))

/** A 1991 Mazda MX-5 Miata of `miata_seller` in Austin, TX, without reserve, ending in three days: what staff list unless `fields` say otherwise. */
export const MIATA = {
  title: "1991 Mazda MX-5 Miata",
  year: 1991,
  make: "Mazda",
  model: "MX-5 Miata",
  location: "Austin, TX 78701",
  body_style: "Convertible",
  transmission: "Manual",
  seller_username: "miata_seller",
  reserve: null,
  no_reserve: true
} as const

/** An auction staff create through the admin endpoint: the Miata unless `fields` say otherwise; answers the endpoint's answer. */
export const staffAuction = (api: Api, staffKey: string, fields: Record<string, unknown> = {}) =>
  caller(api)(
    "POST",
    "/api/v1/admin/auctions",
    {
      ...MIATA,
      auction_end: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      ...fields
    },
    staffKey
  )
