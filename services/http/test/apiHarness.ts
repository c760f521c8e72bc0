import { DEFAULT_BUYER_COMMISSION } from "@redline/domain"
import { HttpApiBuilder } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { AuctionLedger, PartitionLeases, runEngine } from "@redline/engine"
import { AppConfig, Bus, hashPassword, ObjectStore } from "@redline/infra"
import { emptyObjectStore, freshDatabase } from "@redline/infra/testing"
import { Effect, Layer, ManagedRuntime } from "effect"
import { type AccountsConfigShape, AccountsConfig } from "../src/accounts/AccountsConfig.ts"
import { ApiLive } from "../src/ApiLive.ts"
import { IdentityProviders } from "../src/sso/IdentityProviders.ts"
import { VideoHost } from "../src/videos/VideoHost.ts"

const engineLayer = Layer.scopedDiscard(
  runEngine({ owner: "test", leaseRenewal: "1 second", defaultSoftCloseSeconds: 120, closeGrace: "1 second", maxBatch: 256, buyerCommission: DEFAULT_BUYER_COMMISSION })
).pipe(Layer.provide([AuctionLedger.Default, PartitionLeases.Test]))

type Services = SqlClient.SqlClient | ObjectStore | Bus | AppConfig | AccountsConfig | IdentityProviders | VideoHost

export interface ApiOptions {
  /** The local video host (`VideoHost.Test()`) unless told: it stands on the test's database, object store and site address. */
  readonly videoHost?: Layer.Layer<VideoHost, never, SqlClient.SqlClient | ObjectStore | AccountsConfig>
}

/** The API as the gateway sees it (a web handler), with an engine, over a fresh database and object store. */
export const startApi = async (accounts: Partial<AccountsConfigShape> = {}, options: ApiOptions = {}) => {
  const accountsLayer = AccountsConfig.Test(accounts)
  const runtime = ManagedRuntime.make(
    Layer.provideMerge(
      Layer.merge(engineLayer, options.videoHost ?? VideoHost.Test()),
      Layer.mergeAll(
        freshDatabase,
        emptyObjectStore,
        Bus.Test(),
        AppConfig.Default,
        accountsLayer,
        Layer.provide(IdentityProviders.Test, accountsLayer)
      )
    )
  )
  const context = await runtime.runPromise(Effect.context<Services>())
  const web = HttpApiBuilder.toWebHandler(Layer.provide(ApiLive, Layer.succeedContext(context)))
  return {
    run: <A, E>(effect: Effect.Effect<A, E, Services>) => runtime.runPromise(effect),
    fetch: (path: string, init?: RequestInit) => web.handler(new Request(`http://redline.test${path}`, init)),
    close: async () => {
      await web.dispose()
      await runtime.dispose()
    }
  }
}

/** The staff account, which creates users and auctions through the admin endpoints. */
export const STAFF = { email: "staff@redline.test", password: "staff-password-1" } as const

export const insertStaff = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const hash = yield* hashPassword(STAFF.password)
  yield* sql`INSERT INTO users (email, username, password_hash, is_admin, verified) VALUES (${STAFF.email}, 'staff', ${hash}, true, true)`
})

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
}

/** Inserts a seller and the given auctions with one exterior photo each; returns their ids in order. */
export const insertAuctions = (seeds: ReadonlyArray<AuctionSeed>, now: Date) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [seller] = yield* sql<{ id: number }>`
      INSERT INTO users (email, username) VALUES ('seller@example.com', 'garage_find') RETURNING id`
    const ids: Array<number> = []
    for (const seed of seeds) {
      const [listing] = yield* sql<{ id: number }>`
        INSERT INTO listings ${sql.insert({
          year: seed.year, make: "Porsche", make_slug: "porsche", model: "911", model_slug: "911",
          mileage: seed.mileage, vin: "WP0AB2966NS420000", location: "Portland, OR 97201", zip_code: "97201",
          body_style: seed.bodyStyle, engine: "3.6L Flat-6", drive_train: "Rear-wheel drive",
          transmission: seed.transmission, transmission_details: "5-Speed", exterior_color: "Guards Red",
          interior_color: "Black", title_status: "Clean (OR)", seller_type: 1, seller_type_details: "",
          sections: JSON.stringify({
            doug: "", highlights: "- One owner", equipment: "", modifications: "", known_flaws: "",
            recent_service_history: "", other_items: "", ownership_history: "", seller_notes: "", videos: []
          })
        })} RETURNING id`
      const end = new Date(now.getTime() + seed.endInHours * 3_600_000)
      const [auction] = yield* sql<{ id: number }>`
        INSERT INTO auctions ${sql.insert({
          listing_id: listing!.id, seller_id: seller!.id, title: seed.title, sub_title: "~41,000 Miles",
          status: seed.status, auction_start: new Date(end.getTime() - 7 * 86_400_000), scheduled_end: end,
          auction_end: end, reserve: seed.reserve, no_reserve: seed.reserve === null,
          featured: seed.featured ?? false, current_bid: seed.currentBid,
          bid_count: seed.currentBid > 0 ? 3 : 0, sale_amount: seed.saleAmount ?? null
        })} RETURNING id`
      yield* sql`INSERT INTO photos ${sql.insert({
        auction_id: auction!.id, section: "exterior", position: 0,
        object_key: seed.photoKey ?? "photos/missing.jpg", width: 1600, height: 1067
      })}`
      ids.push(auction!.id)
    }
    return ids
  })
