/**
 * Reading the community: the server-side time of a feed page (the home feed of every community,
 * and one community's feed in each sort; 21 posts, as the browser asks one more than it shows),
 * of a later page, and of a thread of 500 replies (the post, the first and a later page of its
 * replies, and a batch of collapsed replies loaded by id), p50 and p99. The community holds
 * `--posts` posts by 50 members over 20 communities (upvoted, some with a photo, some replied to);
 * the thread has 100 replies to the post, three replies to each and one reply to the first of
 * those. Fresh database, real Postgres at DATABASE_URL or else the embedded PGlite; the requests
 * as `readBench.ts` makes them.
 *
 *   [DATABASE_URL=postgres://postgres@127.0.0.1:5432/test] pnpm bench:community [--posts 5000] [--requests 1000]
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import { benchRuntime, databaseName, measureReads } from "./readBench.ts"

const { values } = parseArgs({
  options: { posts: { type: "string", default: "5000" }, requests: { type: "string", default: "1000" } }
})
const postCount = Number(values.posts)
const requestCount = Number(values.requests)
const MEMBERS = 50
const COMMUNITIES = 20
const PAGE = 21
const CHUNK = 500
const TOP_LEVEL = 100

const TEXT =
  "Picked this one up last spring with 61,000 miles. The clutch was replaced at 55k and the seats " +
  "are original. Anyone know a good shop for a pre-purchase inspection in the Bay Area?"

/** The feed's posts, then the thread: a post with 500 replies on three levels. */
const insertCommunity = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const users = yield* sql<{ id: number }>`
    INSERT INTO users ${sql.insert(
      Array.from({ length: MEMBERS }, (_, i) => ({ email: `member_${i}@bench.test`, username: `bench_member_${i}`, verified: true }))
    )} RETURNING id`
  const communities = yield* sql<{ id: number }>`SELECT id FROM communities ORDER BY id LIMIT ${COMMUNITIES}`
  const now = Date.now()
  const firstCommunityPosts: Array<number> = []
  for (let start = 0; start < postCount; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, postCount - start) }, (_, j) => {
      const i = start + j
      const at = new Date(now - (postCount - i) * 60_000)
      return {
        community_id: communities[i % communities.length]!.id,
        user_id: users[i % MEMBERS]!.id,
        title: `Post ${i}: what to look for in a ${1965 + (i % 50)} coupe`,
        text: TEXT,
        created_at: at,
        active_at: new Date(at.getTime() + (i % 7) * 3_600_000),
        upvote_count: i % 13,
        reply_count: i % 5
      }
    })
    const posts = yield* sql<{ id: number }>`INSERT INTO community_posts ${sql.insert(rows)} RETURNING id`
    firstCommunityPosts.push(...posts.filter((_, j) => (start + j) % communities.length === 0).map(({ id }) => id))
    const photographed = posts.filter((_, j) => (start + j) % 10 === 0)
    if (photographed.length > 0) {
      yield* sql`
        INSERT INTO community_attachments ${sql.insert(
          photographed.map(({ id }, k) => ({
            user_id: users[k % MEMBERS]!.id,
            community_post_id: id,
            key: `photos/bench-${id}.jpg`,
            upload_key: `uploads/bench-${id}.jpg`,
            width: 1600,
            height: 1200
          }))
        )}`
    }
  }
  const [thread] = yield* sql<{ id: number; community_id: number }>`
    INSERT INTO community_posts ${sql.insert({
      community_id: communities[0]!.id,
      user_id: users[0]!.id,
      title: "The 500-reply thread",
      text: TEXT,
      reply_count: TOP_LEVEL
    })} RETURNING id, community_id`
  const reply = (level: number, parent: number | null, i: number, replyCount: number) => ({
    community_post_id: thread!.id,
    reply_to_community_reply_id: parent,
    level,
    user_id: users[(i + level) % MEMBERS]!.id,
    text: `Reply ${i} at level ${level}: ${TEXT}`,
    created_at: new Date(now - (TOP_LEVEL - i) * 60_000 + level * 1_000),
    upvote_count: i % 4,
    reply_count: replyCount
  })
  const firsts = yield* sql<{ id: number }>`
    INSERT INTO community_replies ${sql.insert(Array.from({ length: TOP_LEVEL }, (_, i) => reply(1, null, i, 3)))} RETURNING id`
  const seconds = yield* sql<{ id: number }>`
    INSERT INTO community_replies ${sql.insert(
      firsts.flatMap(({ id }, i) => [0, 1, 2].map((k) => reply(2, id, i, k === 0 ? 1 : 0)))
    )} RETURNING id`
  const collapsed = yield* sql<{ id: number }>`
    INSERT INTO community_replies ${sql.insert(seconds.filter((_, k) => k % 3 === 0).map(({ id }, i) => reply(3, id, i, 0)))} RETURNING id`
  yield* sql`ANALYZE`
  return {
    communityId: thread!.community_id,
    postId: thread!.id,
    middlePost: firstCommunityPosts[Math.floor(firstCommunityPosts.length / 2)]!,
    replies: firsts.length + seconds.length + collapsed.length,
    middleReply: firsts[TOP_LEVEL / 2]!.id,
    collapsed: collapsed.map(({ id }) => id)
  }
})

const main = async () => {
  const runtime = benchRuntime()
  const inserting = performance.now()
  const stored = await runtime.runPromise(insertCommunity)
  console.log(
    `${postCount} posts and a thread of ${stored.replies} replies stored in ${((performance.now() - inserting) / 1000).toFixed(1)} s ` +
      `(${databaseName()})`
  )
  const feed = "/api/v1/community/posts"
  const inCommunity = `${feed}?community_id=${stored.communityId}&limit=${PAGE}`
  const thread = `/api/v1/community/posts/${stored.postId}`
  const batch = stored.collapsed.slice(0, 20).join(",")
  await measureReads(
    runtime,
    [
      ["home feed, first page", () => `${feed}?limit=${PAGE}`],
      ["home feed, newest, first page", () => `${feed}?sort=new&limit=${PAGE}`],
      ["community feed, active, first page", () => inCommunity],
      ["community feed, newest, first page", () => `${inCommunity}&sort=new`],
      ["community feed, top, first page", () => `${inCommunity}&sort=top`],
      ["community feed, newest, a page from the middle", () => `${inCommunity}&sort=new&after_id=${stored.middlePost}`],
      ["thread: the post", () => thread],
      [`thread: replies, first page (of ${stored.replies})`, () => `${thread}/replies?limit=${PAGE}`],
      ["thread: replies, a page from the middle", () => `${thread}/replies?limit=${PAGE}&after_id=${stored.middleReply}`],
      ["thread: 20 collapsed replies by id", () => `/api/v1/community/replies?ids=${batch}`]
    ],
    requestCount
  )
  await runtime.dispose()
}

await main()
