/**
 * Reading an auction's comments & bids thread of 1,000 entries: the server-side time of a page of
 * each filter (newest, most upvoted, the seller's, the bids; 21 entries, as the browser asks one
 * more than it shows), of the next page after one, and of a jump to the oldest entry (every entry),
 * p50 and p99. The thread is comments by 50 members (some replies, some with a photo, upvoted and
 * flagged), the seller's answers and bids, on a fresh database, real Postgres at DATABASE_URL or
 * else the embedded PGlite. Each request is handled by the API in this process, as the gateway
 * hands it over (the web handler), one at a time after a warm-up, timed from the request to the
 * last byte of its answer: no network.
 *
 *   [DATABASE_URL=postgres://postgres@127.0.0.1:5432/test] pnpm bench:thread [--entries 1000] [--requests 1000]
 */
import { SqlClient } from "@effect/sql"
import { generateMarketplace } from "@redline/fixtures"
import { Effect } from "effect"
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import { listingRow } from "./listingRow.ts"
import { benchRuntime, databaseName, measureReads } from "./readBench.ts"

const { values } = parseArgs({
  options: { entries: { type: "string", default: "1000" }, requests: { type: "string", default: "1000" } }
})
const entryCount = Number(values.entries)
const requestCount = Number(values.requests)
const MEMBERS = 50
const PAGE = 21

/** One live auction and its thread: every tenth entry a bid, every twentieth the seller's, every fifth a reply. */
const insertThread = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { listing, title, subTitle } = generateMarketplace({ now: new Date(), seed: 1 }).auctions[0]!
  const users = yield* sql<{ id: number }>`
    INSERT INTO users ${sql.insert(
      Array.from({ length: MEMBERS + 1 }, (_, i) => ({ email: `member_${i}@bench.test`, username: `bench_member_${i}`, verified: true }))
    )} RETURNING id`
  const seller = users[0]!.id
  const [row] = yield* sql<{ id: number }>`
    INSERT INTO listings ${sql.insert(listingRow(listing))} RETURNING id`
  const now = Date.now()
  const [auction] = yield* sql<{ id: number }>`
    INSERT INTO auctions ${sql.insert({
      listing_id: row!.id,
      seller_id: seller,
      title,
      sub_title: subTitle,
      status: 1,
      auction_start: new Date(now - 6 * 86_400_000),
      scheduled_end: new Date(now + 86_400_000),
      auction_end: new Date(now + 86_400_000),
      no_reserve: true
    })} RETURNING id`
  const auctionId = auction!.id
  const ids: Array<number> = []
  for (let i = 0; i < entryCount; i++) {
    const author = i % 20 === 0 ? seller : users[1 + (i % MEMBERS)]!.id
    const at = new Date(now - (entryCount - i) * 60_000)
    if (i % 10 === 9) {
      const [bid] = yield* sql<{ id: number }>`
        INSERT INTO bids ${sql.insert({ auction_id: auctionId, bidder_id: author, amount: 1_000 + i * 100, received_at: at })} RETURNING id`
      const [entry] = yield* sql<{ id: number }>`
        INSERT INTO comments ${sql.insert({ auction_id: auctionId, user_id: author, type: 2, amount: 1_000 + i * 100, bid_id: bid!.id, created_at: at, updated_at: at })}
        RETURNING id`
      ids.push(entry!.id)
      continue
    }
    const [entry] = yield* sql<{ id: number }>`
      INSERT INTO comments ${sql.insert({
        auction_id: auctionId,
        user_id: author,
        type: 1,
        text: `Comment ${i}: the paint looks original and the interior is clean, any service records from the last owner?`,
        reply_to: i % 5 === 4 ? ids[i - 3]! : null,
        upvotes: i % 7,
        flags: i % 50 === 0 ? 3 : 0,
        created_at: at,
        updated_at: at
      })} RETURNING id`
    ids.push(entry!.id)
    if (i % 25 === 0) {
      yield* sql`
        INSERT INTO comment_attachments ${sql.insert({ user_id: author, comment_id: entry!.id, key: `photos/bench-${i}.jpg`, width: 1600, height: 1200 })}`
    }
  }
  yield* sql`INSERT INTO auction_threads ${sql.insert({ auction_id: auctionId, seq: 0, comment_count: entryCount - Math.floor(entryCount / 10) })}`
  yield* sql`ANALYZE`
  return { auctionId, ids }
})

const main = async () => {
  const runtime = benchRuntime()
  const inserting = performance.now()
  const { auctionId, ids } = await runtime.runPromise(insertThread)
  console.log(`A thread of ${ids.length} entries stored in ${((performance.now() - inserting) / 1000).toFixed(1)} s (${databaseName()})`)

  const path = `/api/v1/auctions/${auctionId}/comments`
  const middle = ids[Math.floor(ids.length / 2)]!
  await measureReads(
    runtime,
    [
      ["newest, first page", () => `${path}?limit=${PAGE}`],
      ["most upvoted, first page", () => `${path}?filter=2&limit=${PAGE}`],
      ["seller's comments, first page", () => `${path}?filter=3&limit=${PAGE}`],
      ["bids, first page", () => `${path}?filter=4&limit=${PAGE}`],
      ["newest, a page from the middle", () => `${path}?limit=${PAGE}&after_id=${middle}`],
      ["most upvoted, a page from the middle", () => `${path}?filter=2&limit=${PAGE}&after_id=${middle}`],
      [`jump to the oldest (${ids.length} entries)`, () => `${path}?to_id=${ids[0]}`]
    ],
    requestCount
  )
  await runtime.dispose()
}

await main()
