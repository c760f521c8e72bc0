/**
 * Search at 10,000 listings: the server-side time of the search box's suggestions (predict) and of
 * the search page's live and closed results, p50 and p99. The listings are demo marketplaces
 * (`generateMarketplace`, one seed after another: real makes, models, titles and listing text) on
 * a fresh database, real Postgres at DATABASE_URL or else the embedded PGlite. Each request is
 * handled by the API in this process, as the gateway hands it over (the web handler), one at a
 * time after a warm-up, timed from the request to the last byte of its answer: no network.
 *
 *   [DATABASE_URL=postgres://postgres@127.0.0.1:5432/test] pnpm bench:search [--listings 10000] [--requests 1000]
 */
import { SqlClient } from "@effect/sql"
import { generateMarketplace, type FixtureAuction } from "@redline/fixtures"
import { Effect } from "effect"
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import { listingRow } from "./listingRow.ts"
import { benchRuntime, databaseName, measureReads } from "./readBench.ts"

const { values } = parseArgs({
  options: { listings: { type: "string", default: "10000" }, requests: { type: "string", default: "1000" } }
})
const listingCount = Number(values.listings)
const requestCount = Number(values.requests)
const CHUNK = 500

/** What people type into the search box, letter by letter, typos too. */
const TYPED = [
  "p",
  "po",
  "por",
  "pors",
  "porsche",
  "porsche 9",
  "porsche 911",
  "porshe 911",
  "911 tur",
  "bm",
  "bmw m",
  "m3",
  "miat",
  "mx-5",
  "land cr",
  "toyota land cruiser",
  "corv",
  "bronco",
  "carrera",
  "targa",
  "guards red",
  "defender 1",
  "supra",
  "s2000",
  "lancer evo",
  "wagon",
  "jeep wran",
  "mercedes g",
  "nsx",
  "vanagon syn"
]
const TEXTS = ["porsche 911", "porshe", "bronco", "carrera targa", "manual wagon", "land cruiser", "miata", "turbo", "e30", "ferrari"]
const LOOKUPS = [
  "make_slug=porsche",
  "make_slug=porsche&model_slug=911",
  "make_slug=toyota&model_slug=land-cruiser",
  "make_slug=bmw&model_slug=m3",
  "make_slug=ford"
]

/** Demo marketplaces, seed after seed, until there are `count` auctions. */
const listingsToSearch = (count: number): ReadonlyArray<FixtureAuction> => {
  const auctions: Array<FixtureAuction> = []
  const now = new Date()
  for (let seed = 1; auctions.length < count; seed++) auctions.push(...generateMarketplace({ now, seed }).auctions)
  return auctions.slice(0, count)
}

const insertListings = (auctions: ReadonlyArray<FixtureAuction>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [seller] = yield* sql<{ id: number }>`
      INSERT INTO users (email, username, verified) VALUES ('seller@bench.test', 'bench_seller', true) RETURNING id`
    for (let start = 0; start < auctions.length; start += CHUNK) {
      const chunk = auctions.slice(start, start + CHUNK)
      const listings = yield* sql<{ id: number }>`
        INSERT INTO listings ${sql.insert(chunk.map(({ listing }) => listingRow(listing)))} RETURNING id`
      yield* sql`
        INSERT INTO auctions ${sql.insert(
          chunk.map((auction, i) => ({
            listing_id: listings[i]!.id,
            seller_id: seller!.id,
            title: auction.title,
            sub_title: auction.subTitle,
            status: auction.status,
            auction_start: auction.auctionStart,
            scheduled_end: auction.auctionEnd,
            auction_end: auction.auctionEnd,
            reserve: auction.reserve,
            no_reserve: auction.noReserve,
            featured: auction.featured,
            sale_amount: auction.saleAmount
          }))
        )}`
    }
    yield* sql`ANALYZE`
  })

const main = async () => {
  const runtime = benchRuntime()
  const generated = performance.now()
  const auctions = listingsToSearch(listingCount)
  const inserting = performance.now()
  await runtime.runPromise(insertListings(auctions))
  const inserted = performance.now()
  console.log(
    `${auctions.length} listings: generated in ${((inserting - generated) / 1000).toFixed(1)} s, ` +
      `stored and indexed in ${((inserted - inserting) / 1000).toFixed(1)} s (${databaseName()})`
  )
  await measureReads(
    runtime,
    [
      ["predict", (i) => `/api/v1/search/predict?query=${encodeURIComponent(TYPED[i % TYPED.length]!)}`],
      ["live, text", (i) => `/api/v1/search/live?search=${encodeURIComponent(TEXTS[i % TEXTS.length]!)}`],
      ["live, make or model", (i) => `/api/v1/search/live?${LOOKUPS[i % LOOKUPS.length]}`],
      ["closed, text, page 1–2", (i) => `/api/v1/search/closed?search=${encodeURIComponent(TEXTS[i % TEXTS.length]!)}&page=${1 + (i % 2)}`],
      ["closed, make or model, page 1–2", (i) => `/api/v1/search/closed?${LOOKUPS[i % LOOKUPS.length]}&page=${1 + (i % 2)}`]
    ],
    requestCount
  )
  await runtime.dispose()
}

await main()
