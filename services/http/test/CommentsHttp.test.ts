import { AuctionStatus, COMMENT_EDIT_WINDOW_MS, COMMENT_MAX_LENGTH, ErrorCode, minimumNextBid, THREAD_JUMP_MAX } from "@redline/domain"
import { Bus, channelSubject } from "@redline/infra"
import { Effect, Exit, Scope } from "effect"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  accessKey,
  caller,
  MEMBER_PASSWORD,
  member,
  retryAfterOf,
  staffAccessKey,
  staffAuction,
  staffUser,
  useApi,
  useGatewayStandIn
} from "./harness/index.ts"

const api = useApi()
const call = caller(api)
const waitAfter = retryAfterOf(api)
const sql = api.sql
const asked = useGatewayStandIn(api, "gw1")

let staffKey: string
let seller: { readonly id: number; readonly key: string }

const commentsPath = (auctionId: number) => `/api/v1/auctions/${auctionId}/comments`
const commentPath = (auctionId: number, commentId: number) => `${commentsPath(auctionId)}/${commentId}`

const list = (auctionId: number, query = "", key?: string) => call("GET", `${commentsPath(auctionId)}${query}`, undefined, key)
const post = (auctionId: number, body: Record<string, unknown>, key: string) => call("POST", commentsPath(auctionId), body, key)
const rewind = (auctionId: number, since = 0) => call("GET", `/api/v1/realtime/rewind?channel=thread:${auctionId}&since=${since}`)
const ids = (answer: { body: { comments: ReadonlyArray<{ id: number }> } }) => answer.body.comments.map((comment) => comment.id)

let members = 0

/** A new member with a card on file (no cooldown) and a session: each test comments as its own, so none spends another's limits. */
const newMember = async (fields: Record<string, unknown> = {}) => {
  const username = `commenter_${++members}`
  return { username, ...(await member(api, staffKey, username, { card_on_file: true, bidding_agreement: true, ...fields })) }
}

/** A live auction of `miata_seller`, ending in three days. */
const createAuction = async (fields: Record<string, unknown> = {}) => (await staffAuction(api, staffKey, fields)).body.id as number

/** A comment, posted by `key`. */
const commented = async (auctionId: number, key: string, text = "Lovely color.", extra: Record<string, unknown> = {}) => {
  const answer = await post(auctionId, { text, ...extra }, key)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.id as number
}

const postedAgo = (commentId: number, millis: number) =>
  sql((db) => db`UPDATE comments SET created_at = ${new Date(Date.now() - millis)} WHERE id = ${commentId}`)

const counts = async (auctionId: number) => {
  const detail = (await call("GET", `/api/v2/auctions/${auctionId}`)).body
  const stats = (await call("GET", `/api/v1/auctions/${auctionId}/stats`)).body
  return [detail.comments, detail.stats.comments, stats.comments]
}

/** A bid the engine writes into the thread. */
const bid = async (auctionId: number, key: string, amount: number) => {
  expect((await call("POST", `/api/v1/auctions/${auctionId}/bids`, { amount }, key)).status).toBe(200)
  const rows = await sql(
    (db) => db<{ id: number }>`SELECT id FROM comments WHERE auction_id = ${auctionId} AND type = 2 AND amount = ${amount}`
  )
  return rows[0]!.id
}

/** A photo the member uploaded, as the browser does: answers its key. */
const upload = async (key: string, width = 64, height = 48) => {
  const photo = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .png()
    .toBuffer()
  const token = await call("GET", `/api/v1/auth/s3-token?size=${photo.byteLength}`, undefined, key)
  expect((await fetch(token.body.upload_url, { method: "PUT", body: new Uint8Array(photo) })).status).toBe(200)
  return token.body.key as string
}

const attachment = async (key: string) => {
  const answer = await call("POST", "/api/v1/comment_attachments", { key: await upload(key) }, key)
  expect(answer.status).toBe(201)
  return answer.body.id as number
}

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  const made = await member(api, staffKey, "miata_seller", { card_on_file: true })
  seller = { id: made.id, key: made.key }
})

describe("posting: POST /api/v1/auctions/{id}/comments", () => {
  it("takes a signed-in user's comment, trimmed with its newlines kept, and counts it on the auction", async () => {
    const author = await newMember()
    const auctionId = await createAuction()
    const answer = await post(auctionId, { text: "  Clean car.\n\nWhere was it stored?  " }, author.key)
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({
      id: expect.any(Number),
      type: 1,
      user: { username: author.username, photo: null, verified: true, is_staff: false },
      text: "Clean car.\n\nWhere was it stored?",
      amount: null,
      timestamp: expect.any(String),
      updated_at: answer.body.timestamp,
      edited_at: null,
      deleted_at: null,
      upvotes: 0,
      flags: 0,
      system_flagged: false,
      is_seller: false,
      is_bidder: false,
      reply_to: null,
      attachments: [],
      upvoted: false,
      flagged: false
    })
    expect(await counts(auctionId)).toEqual([1, 1, 1])
    expect((await list(auctionId)).body).toEqual({ comments: [{ ...answer.body }], moderator: false, suspended: false })
  })

  it("stores text as typed, markup and all: the browser shows it as text", async () => {
    const author = await newMember()
    const auctionId = await createAuction()
    const typed = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes" ' [link](javascript:alert(1))`
    await commented(auctionId, author.key, typed)
    expect((await list(auctionId)).body.comments[0].text).toBe(typed)
  })

  it("refuses empty or overlong text, inappropriate content, and an auction not running", async () => {
    const author = await newMember()
    const auctionId = await createAuction()
    expect(await post(auctionId, { text: " \n " }, author.key)).toMatchObject({
      status: 400,
      body: { error_code: ErrorCode.comment_text_invalid, message: "Please write a comment" }
    })
    expect(await post(auctionId, { text: "x".repeat(COMMENT_MAX_LENGTH + 1) }, author.key)).toMatchObject({
      status: 400,
      body: { error_code: ErrorCode.comment_text_invalid, message: "Your comment is too long" }
    })
    expect(await post(auctionId, { text: "what a pile of sh1t" }, author.key)).toMatchObject({
      status: 422,
      body: { error_code: ErrorCode.inappropriate_content, message: "This contains inappropriate content." }
    })
    const queued = await createAuction({ auction_start: new Date(Date.now() + 3_600_000).toISOString() })
    expect(await post(queued, { text: "Soon!" }, author.key)).toMatchObject({
      status: 409,
      body: { error_code: ErrorCode.commenting_closed, message: "Commenting is closed" }
    })
    await sql((db) => db`UPDATE auctions SET status = ${AuctionStatus.sold} WHERE id = ${auctionId}`)
    expect((await post(auctionId, { text: "Congrats!" }, author.key)).status).toBe(409)
    expect(await post(987654, { text: "Hello" }, author.key)).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.auction_not_found }
    })
    expect(await post(auctionId, { text: "Hello" }, "")).toMatchObject({ status: 401 })
    expect(await counts(auctionId)).toEqual([0, 0, 0])
  })

  it("refuses a suspended account", async () => {
    const auctionId = await createAuction()
    const created = await staffUser(api, staffKey, "suspended_commenter", { card_on_file: true })
    await sql((db) => db`UPDATE users SET suspended = true WHERE id = ${created.body.user_id}`)
    const key = await accessKey(api, "suspended_commenter@example.com", MEMBER_PASSWORD)
    expect(await post(auctionId, { text: "Hello" }, key)).toMatchObject({
      status: 403,
      body: { error_code: ErrorCode.commenting_suspended, message: "Your account has been temporarily suspended from commenting." }
    })
    expect((await list(auctionId, "", key)).body.suspended).toBe(true)
  })

  it("holds back a newcomer for two minutes after a comment, never the seller or someone with a card on file", async () => {
    const auctionId = await createAuction()
    const newcomer = await newMember({ card_on_file: false })
    await commented(auctionId, newcomer.key, "First!")
    expect(await post(auctionId, { text: "Second!" }, newcomer.key)).toMatchObject({
      status: 429,
      body: {
        error_code: ErrorCode.comment_cooldown,
        message: "You just commented and need to register to bid or wait a little while before posting again."
      }
    })
    const held = await waitAfter("POST", commentsPath(auctionId), { text: "Second!" }, newcomer.key)
    expect(held.seconds).toBeGreaterThan(100)
    expect(held.seconds).toBeLessThanOrEqual(120)
    await sql((db) => db`UPDATE rate_limits SET expires_at = now() - interval '1 second' WHERE key = ${`comment-cooldown:${newcomer.id}`}`)
    await commented(auctionId, newcomer.key, "Second!")

    const carded = await newMember()
    await commented(auctionId, carded.key, "One")
    await commented(auctionId, carded.key, "Two")
    await sql((db) => db`UPDATE users SET card_on_file = false WHERE id = ${seller.id}`)
    await commented(auctionId, seller.key, "Seller here")
    await commented(auctionId, seller.key, "Seller again")
    await sql((db) => db`UPDATE users SET card_on_file = true WHERE id = ${seller.id}`)
  })

  it("takes 30 comments per user in 10 minutes", async () => {
    const auctionId = await createAuction()
    const author = await newMember()
    for (let n = 1; n <= 30; n++) await commented(auctionId, author.key, `Comment ${n}`)
    expect(await post(auctionId, { text: "One more" }, author.key)).toMatchObject({
      status: 429,
      body: { error_code: ErrorCode.rate_limited }
    })
    expect((await waitAfter("POST", commentsPath(auctionId), { text: "One more" }, author.key)).seconds).toBeGreaterThan(500)
  })

  it("counts upvotes and flags of comments and questions in one budget of 120 in 10 minutes", async () => {
    const auctionId = await createAuction()
    const author = await newMember()
    const voter = await newMember()
    const comment = await commented(auctionId, author.key, "Vote on me")
    await sql(
      (db) => db`INSERT INTO rate_limits (key, window_start, count, last_at, expires_at)
      VALUES (${`reaction:${voter.id}`}, now(), 120, now(), now() + interval '10 minutes')`
    )
    expect(await call("PUT", `${commentPath(auctionId, comment)}/upvote`, { upvote: true }, voter.key)).toMatchObject({
      status: 429,
      body: { error_code: ErrorCode.rate_limited }
    })
    expect((await waitAfter("PUT", `${commentPath(auctionId, comment)}/upvote`, { upvote: true }, voter.key)).seconds).toBeGreaterThan(500)
    const asked = await call("POST", `/api/v1/auctions/${auctionId}/questions`, { text: "Any rust?" }, author.key)
    const onQuestion = await call("PUT", `/api/v1/auctions/${auctionId}/questions/${asked.body.id}/flag`, { flag: true }, voter.key)
    expect(onQuestion).toMatchObject({ status: 429, body: { error_code: ErrorCode.rate_limited } })
  })

  it("answers an entry of the same auction, quoted", async () => {
    const author = await newMember()
    const replier = await newMember()
    const auctionId = await createAuction()
    const other = await createAuction()
    const long = `Does it have the hardtop? ${"really ".repeat(30)}`
    const first = await commented(auctionId, author.key, long)
    const reply = await post(auctionId, { text: "Yes it does", reply_to: first }, replier.key)
    expect(reply.status).toBe(201)
    expect(reply.body.reply_to).toEqual({ id: first, username: author.username, text: long.trim().slice(0, 120) })
    expect(await post(other, { text: "Hm", reply_to: first }, replier.key)).toMatchObject({
      status: 400,
      body: { error_code: ErrorCode.reply_to_not_found }
    })
    expect((await post(auctionId, { text: "Hm", reply_to: 987654 }, replier.key)).status).toBe(400)
    expect((await call("DELETE", commentPath(auctionId, first), undefined, author.key)).status).toBe(200)
    expect((await post(auctionId, { text: "Hm", reply_to: first }, replier.key)).body.error_code).toBe(ErrorCode.reply_to_not_found)
    // The reply still says whom it answered, and quotes nothing of what they took back, in the list and the log alike.
    expect((await list(auctionId)).body.comments[0].reply_to).toEqual({ id: first, username: author.username, text: "" })
    expect(JSON.stringify((await rewind(auctionId)).body.events)).not.toContain("hardtop")
  })

  it("quotes an edited comment as it now reads, in the list and the log", async () => {
    const author = await newMember()
    const replier = await newMember()
    const auctionId = await createAuction()
    const first = await commented(auctionId, author.key, "Is the hardtop included?")
    await commented(auctionId, replier.key, "Yes", { reply_to: first })
    expect((await call("PUT", commentPath(auctionId, first), { text: "Is the stand included?" }, author.key)).status).toBe(200)
    expect((await list(auctionId)).body.comments[0].reply_to.text).toBe("Is the stand included?")
    expect(JSON.stringify((await rewind(auctionId)).body.events)).not.toContain("hardtop")
  })

  it("attaches up to three of the author's own processed photos, each once", async () => {
    const author = await newMember()
    const other = await newMember()
    const auctionId = await createAuction()
    const kept = await call("POST", "/api/v1/comment_attachments", { key: await upload(author.key, 640, 480) }, author.key)
    expect(kept).toMatchObject({
      status: 201,
      body: {
        id: expect.any(Number),
        width: 640,
        height: 480,
        base_url: "/api/v1/images/",
        path: expect.stringMatching(/^photos\/user-\d+-.+\.jpg$/)
      }
    })
    const [second, third, fourth] = [await attachment(author.key), await attachment(author.key), await attachment(author.key)]
    const refusal = { status: 400, body: { error_code: ErrorCode.comment_attachments_invalid } }
    expect(await post(auctionId, { text: "Pics", attachments: [kept.body.id, second, third, fourth] }, author.key)).toMatchObject(refusal)
    expect(await post(auctionId, { text: "Pics", attachments: [await attachment(other.key)] }, author.key)).toMatchObject(refusal)
    expect(await post(auctionId, { text: "Pics", attachments: [second, second] }, author.key)).toMatchObject(refusal)
    const posted = await post(auctionId, { text: "Pics", attachments: [kept.body.id, second, third] }, author.key)
    expect(posted.status).toBe(201)
    expect(posted.body.attachments.map((photo: { id: number }) => photo.id)).toEqual([kept.body.id, second, third])
    expect(posted.body.attachments[0]).toEqual(kept.body)
    expect(await post(auctionId, { text: "Again", attachments: [second] }, author.key)).toMatchObject(refusal)
    expect(await post(auctionId, { text: "Fourth", attachments: [fourth] }, author.key)).toMatchObject({ status: 201 })
  })

  it("makes one attachment of an upload, however many claims arrive together, and none of the same upload put again", async () => {
    const author = await newMember()
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 30, b: 200 } } })
      .png()
      .toBuffer()
    const token = await call("GET", `/api/v1/auth/s3-token?size=${photo.byteLength}`, undefined, author.key)
    const put = async () => expect((await fetch(token.body.upload_url, { method: "PUT", body: new Uint8Array(photo) })).status).toBe(200)
    const claim = () => call("POST", "/api/v1/comment_attachments", { key: token.body.key }, author.key)
    await put()
    const claims = await Promise.all([claim(), claim(), claim()])
    expect(claims.map((answer) => answer.status).sort()).toEqual([201, 404, 404])
    for (const refused of claims.filter((answer) => answer.status === 404)) {
      expect(refused.body).toMatchObject({ error_code: ErrorCode.upload_missing, message: "Error uploading" })
    }
    await put()
    expect(await claim()).toMatchObject({ status: 404, body: { error_code: ErrorCode.upload_missing } })
    const kept = await sql(
      (db) => db<{ count: number }>`SELECT count(*)::int AS count FROM comment_attachments WHERE user_id = ${author.id}`
    )
    expect(kept[0]!.count).toBe(1)
  })

  it("no longer serves a deleted comment's photos", async () => {
    const author = await newMember()
    const auctionId = await createAuction()
    const photo = await attachment(author.key)
    const posted = await post(auctionId, { text: "Pics", attachments: [photo] }, author.key)
    const image = `${posted.body.attachments[0].base_url}${posted.body.attachments[0].path}`
    expect((await api.fetch(`${image}?w=384`)).status).toBe(200)
    expect((await call("DELETE", commentPath(auctionId, posted.body.id), undefined, author.key)).status).toBe(200)
    expect((await api.fetch(`${image}?w=384`)).status).toBe(404)
    expect((await api.fetch(image)).status).toBe(404)
  })

  it("refuses an attachment of someone else's upload, or of no image", async () => {
    const author = await newMember()
    const other = await newMember()
    expect(await call("POST", "/api/v1/comment_attachments", { key: await upload(other.key) }, author.key)).toMatchObject({
      status: 403,
      body: { error_code: ErrorCode.upload_not_yours }
    })
    const token = await call("GET", "/api/v1/auth/s3-token?size=5", undefined, author.key)
    await fetch(token.body.upload_url, { method: "PUT", body: new TextEncoder().encode("hello") })
    expect((await call("POST", "/api/v1/comment_attachments", { key: token.body.key }, author.key)).status).toBe(415)
  })
})

describe("reading: GET /api/v1/auctions/{id}/comments", () => {
  let auctionId: number
  let bidder: Awaited<ReturnType<typeof newMember>>
  let reader: Awaited<ReturnType<typeof newMember>>
  /** Oldest first: a comment, the seller's comment, a bid, a comment, the seller's, a bid, a system entry. */
  const entries: Array<number> = []

  beforeAll(async () => {
    auctionId = await createAuction()
    bidder = await newMember()
    reader = await newMember()
    const author = await newMember()
    entries.push(await commented(auctionId, author.key, "First look"))
    entries.push(await commented(auctionId, seller.key, "Ask me anything"))
    entries.push(await bid(auctionId, bidder.key, minimumNextBid(null)))
    entries.push(await commented(auctionId, bidder.key, "Just bid"))
    entries.push(await commented(auctionId, seller.key, "Thanks all"))
    entries.push(await bid(auctionId, bidder.key, minimumNextBid(minimumNextBid(null))))
    const [system] = await sql(
      (db) => db<{ id: number }>`
      INSERT INTO comments (auction_id, type, text) VALUES (${auctionId}, 5, 'The auction was extended') RETURNING id`
    )
    entries.push(system!.id)
    // upvotes: the bidder's comment 2, the first look 1
    const voter = await newMember()
    for (const [id, key] of [
      [entries[3]!, voter.key],
      [entries[3]!, reader.key],
      [entries[0]!, reader.key]
    ] as const) {
      expect((await call("PUT", `${commentPath(auctionId, id)}/upvote`, { upvote: true }, key)).status).toBe(200)
    }
  })

  it("lists every entry newest first, with who wrote it and whether they sell or bid", async () => {
    const { body } = await list(auctionId)
    expect(body.comments.map((entry: { id: number }) => entry.id)).toEqual([...entries].reverse())
    const byId = new Map(body.comments.map((entry: { id: number }) => [entry.id, entry]))
    expect(byId.get(entries[1]!)).toMatchObject({ type: 1, is_seller: true, is_bidder: false, user: { username: "miata_seller" } })
    expect(byId.get(entries[3]!)).toMatchObject({ type: 1, is_seller: false, is_bidder: true, upvotes: 2 })
    expect(byId.get(entries[2]!)).toMatchObject({
      type: 2,
      amount: minimumNextBid(null),
      is_bidder: true,
      user: { username: bidder.username }
    })
    expect(byId.get(entries[6]!)).toMatchObject({
      type: 5,
      user: null,
      text: "The auction was extended",
      is_seller: false,
      is_bidder: false
    })
  })

  it("filters the most upvoted, the seller's comments and the bids", async () => {
    expect(ids(await list(auctionId, "?filter=2"))).toEqual([
      entries[3],
      entries[0],
      entries[6],
      entries[5],
      entries[4],
      entries[2],
      entries[1]
    ])
    expect(ids(await list(auctionId, "?filter=3"))).toEqual([entries[4], entries[1]])
    expect(ids(await list(auctionId, "?filter=4"))).toEqual([entries[5], entries[2]])
  })

  it("pages by limit and after_id in each filter's order, and jumps to an entry with to_id", async () => {
    expect(ids(await list(auctionId, "?limit=3"))).toEqual([entries[6], entries[5], entries[4]])
    expect(ids(await list(auctionId, `?limit=3&after_id=${entries[4]}`))).toEqual([entries[3], entries[2], entries[1]])
    expect(ids(await list(auctionId, `?limit=3&after_id=${entries[1]}`))).toEqual([entries[0]])
    expect(ids(await list(auctionId, `?limit=3&after_id=${entries[0]}`))).toEqual([])
    expect(ids(await list(auctionId, `?filter=2&limit=2&after_id=${entries[0]}`))).toEqual([entries[6], entries[5]])
    expect(ids(await list(auctionId, `?to_id=${entries[1]}&limit=1`))).toEqual([...entries].slice(1).reverse())
    expect(ids(await list(auctionId, `?filter=2&to_id=${entries[0]}`))).toEqual([entries[3], entries[0]])
    expect(ids(await list(auctionId, `?filter=4&to_id=${entries[0]}&limit=1`))).toEqual([entries[5]])
  })

  it("answers a limit outside 1 to 101 with 400, naming the limit", async () => {
    for (const limit of ["0", "102", "-1", "1.5"]) {
      expect(await list(auctionId, `?limit=${limit}`)).toMatchObject({
        status: 400,
        body: { error_code: ErrorCode.bad_request, message: "limit must be a whole number from 1 to 101." }
      })
    }
    expect(ids(await list(auctionId, "?limit=101"))).toHaveLength(entries.length)
    expect(ids(await list(auctionId, "?limit=1"))).toHaveLength(1)
  })

  it("jumps through at most THREAD_JUMP_MAX entries: a link to one deeper reads the first page", async () => {
    const longThread = await createAuction()
    const rows = await sql(
      (db) => db<{ id: number }>`
      INSERT INTO comments (auction_id, type, text)
      SELECT ${longThread}, 5, 'Entry ' || n FROM generate_series(1, ${THREAD_JUMP_MAX + 1}) n
      RETURNING id`
    )
    const [deepest, deepestReachable] = rows.map((row) => row.id).sort((a, b) => a - b)
    expect((await list(longThread, `?to_id=${deepestReachable}`)).body.comments).toHaveLength(THREAD_JUMP_MAX)
    expect(ids(await list(longThread, `?to_id=${deepest}&limit=3`))).toHaveLength(3)
    expect(ids(await list(longThread, `?filter=2&to_id=${deepest}&limit=3`))).toHaveLength(3)
  })

  it("marks the reader's upvotes and flags, says whether they moderate, and answers an unknown auction 404", async () => {
    const mine = (await list(auctionId, "", reader.key)).body
    expect(mine.comments.filter((entry: { upvoted: boolean }) => entry.upvoted).map((entry: { id: number }) => entry.id)).toEqual([
      entries[3],
      entries[0]
    ])
    expect(mine.moderator).toBe(false)
    expect((await list(auctionId)).body.comments.some((entry: { upvoted: boolean }) => entry.upvoted)).toBe(false)
    expect((await list(auctionId, "", staffKey)).body.moderator).toBe(true)
    expect(await list(987654)).toMatchObject({ status: 404, body: { error_code: ErrorCode.auction_not_found } })
  })
})

describe("editing and deleting", () => {
  it("lets the author edit their comment within 15 minutes, marked edited", async () => {
    const author = await newMember()
    const other = await newMember()
    const auctionId = await createAuction()
    const id = await commented(auctionId, author.key, "Nice")
    const edited = await call("PUT", commentPath(auctionId, id), { text: " Nice car " }, author.key)
    expect(edited).toMatchObject({ status: 200, body: { id, text: "Nice car", edited_at: expect.any(String) } })
    expect(await call("PUT", commentPath(auctionId, id), { text: "Mine now" }, other.key)).toMatchObject({
      status: 403,
      body: { error_code: ErrorCode.not_comment_author }
    })
    expect((await call("PUT", commentPath(auctionId, id), { text: "" }, author.key)).body.error_code).toBe(ErrorCode.comment_text_invalid)
    expect((await call("PUT", commentPath(auctionId, id), { text: "fuck" }, author.key)).status).toBe(422)
    await postedAgo(id, COMMENT_EDIT_WINDOW_MS + 1_000)
    expect(await call("PUT", commentPath(auctionId, id), { text: "Late" }, author.key)).toMatchObject({
      status: 403,
      body: { error_code: ErrorCode.comment_edit_expired, message: "Sorry, the edit period for this comment has expired." }
    })
    expect((await call("PUT", commentPath(auctionId, id), { text: "Staff" }, staffKey)).body.error_code).toBe(ErrorCode.not_comment_author)
  })

  it("changes nothing, and tells nobody, when a comment is sent back as it is", async () => {
    const author = await newMember()
    const auctionId = await createAuction()
    const id = await commented(auctionId, author.key, "Nice car")
    expect(await call("PUT", commentPath(auctionId, id), { text: "  Nice car\n" }, author.key)).toMatchObject({
      status: 200,
      body: { id, text: "Nice car", edited_at: null }
    })
    expect((await rewind(auctionId)).body.events).toHaveLength(1)
  })

  it("takes 30 edits per user in 10 minutes", async () => {
    const author = await newMember()
    const auctionId = await createAuction()
    const id = await commented(auctionId, author.key, "Edit 0")
    for (let edit = 1; edit <= 30; edit++) {
      expect((await call("PUT", commentPath(auctionId, id), { text: `Edit ${edit}` }, author.key)).status).toBe(200)
    }
    const refused = await api.fetch(commentPath(auctionId, id), {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${author.key}`, "x-client-address": "203.0.113.10" },
      body: JSON.stringify({ text: "Edit 31" })
    })
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error_code: number }).error_code).toBe(ErrorCode.rate_limited)
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500)
    expect((await list(auctionId)).body.comments[0].text).toBe("Edit 30")
  })

  it("lets the author delete within the window and staff at any time; a deleted comment is gone from the list and the count", async () => {
    const author = await newMember()
    const auctionId = await createAuction()
    const first = await commented(auctionId, author.key, "One")
    const second = await commented(auctionId, author.key, "Two")
    expect(await counts(auctionId)).toEqual([2, 2, 2])
    expect(await call("DELETE", commentPath(auctionId, first), undefined, author.key)).toMatchObject({ status: 200, body: {} })
    expect(await call("DELETE", commentPath(auctionId, first), undefined, author.key)).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.comment_not_found }
    })
    await postedAgo(second, COMMENT_EDIT_WINDOW_MS + 1_000)
    expect((await call("DELETE", commentPath(auctionId, second), undefined, author.key)).body.error_code).toBe(
      ErrorCode.comment_edit_expired
    )
    expect((await call("DELETE", commentPath(auctionId, second), undefined, seller.key)).body.error_code).toBe(ErrorCode.not_comment_author)
    expect(ids(await list(auctionId))).toEqual([second])
    expect((await call("DELETE", commentPath(auctionId, second), undefined, staffKey)).status).toBe(200)
    expect(ids(await list(auctionId))).toEqual([])
    expect(await counts(auctionId)).toEqual([0, 0, 0])
    expect((await call("PUT", commentPath(auctionId, second), { text: "Back" }, author.key)).status).toBe(404)
  })

  it("deletes no bid nor system entry, for anyone, staff included: a bid is canceled from the staff desk", async () => {
    const bidder = await newMember()
    const auctionId = await createAuction()
    const amount = minimumNextBid(null)
    const bidEntry = await bid(auctionId, bidder.key, amount)
    const [system] = await sql(
      (db) => db<{ id: number }>`INSERT INTO comments (auction_id, type, text) VALUES (${auctionId}, 5, 'Extended') RETURNING id`
    )
    const notFound = { status: 404, body: { error_code: ErrorCode.comment_not_found } }
    for (const key of [bidder.key, staffKey]) {
      expect(await call("DELETE", commentPath(auctionId, bidEntry), undefined, key)).toMatchObject(notFound)
      expect(await call("DELETE", commentPath(auctionId, system!.id), undefined, key)).toMatchObject(notFound)
    }
    expect((await list(auctionId, "?filter=4")).body.comments).toEqual([expect.objectContaining({ id: bidEntry, deleted_at: null })])
    expect((await call("GET", `/api/v1/auctions/${auctionId}/stats`)).body).toMatchObject({ bids: 1, current_bid: { amount } })
  })
})

describe("upvotes and flags", () => {
  it("set and clear the reader's own, idempotently, never below zero", async () => {
    const author = await newMember()
    const voter = await newMember()
    const auctionId = await createAuction()
    const id = await commented(auctionId, author.key)
    const upvote = (upvote: boolean, key = voter.key) => call("PUT", `${commentPath(auctionId, id)}/upvote`, { upvote }, key)
    const flag = (flag: boolean, key = voter.key) => call("PUT", `${commentPath(auctionId, id)}/flag`, { flag }, key)
    expect((await upvote(true)).body).toEqual({ upvotes: 1, upvoted: true })
    expect((await upvote(true)).body).toEqual({ upvotes: 1, upvoted: true })
    expect((await upvote(false)).body).toEqual({ upvotes: 0, upvoted: false })
    expect((await upvote(false)).body).toEqual({ upvotes: 0, upvoted: false })
    expect((await flag(true)).body).toEqual({ flags: 1, flagged: true })
    expect((await flag(true)).body).toEqual({ flags: 1, flagged: true })
    expect((await flag(false)).body).toEqual({ flags: 0, flagged: false })
    expect(await upvote(true, author.key)).toMatchObject({ status: 403, body: { error_code: ErrorCode.own_content } })
    expect(await flag(true, author.key)).toMatchObject({ status: 403, body: { error_code: ErrorCode.own_content } })
  })

  it("count every one of many people upvoting and flagging at once", async () => {
    const author = await newMember()
    const auctionId = await createAuction()
    const id = await commented(auctionId, author.key)
    const voters = await Promise.all(Array.from({ length: 6 }, () => newMember()))
    await Promise.all(
      voters.flatMap((voter) => [
        call("PUT", `${commentPath(auctionId, id)}/upvote`, { upvote: true }, voter.key),
        call("PUT", `${commentPath(auctionId, id)}/flag`, { flag: true }, voter.key)
      ])
    )
    expect((await list(auctionId)).body.comments[0]).toMatchObject({ upvotes: 6, flags: 6 })
  })

  it("work on bids, not on system entries, and no one flags staff", async () => {
    const bidder = await newMember()
    const voter = await newMember()
    const auctionId = await createAuction()
    const bidEntry = await bid(auctionId, bidder.key, minimumNextBid(null))
    expect((await call("PUT", `${commentPath(auctionId, bidEntry)}/upvote`, { upvote: true }, voter.key)).body).toEqual({
      upvotes: 1,
      upvoted: true
    })
    expect((await call("PUT", `${commentPath(auctionId, bidEntry)}/upvote`, { upvote: true }, bidder.key)).status).toBe(403)
    const [system] = await sql(
      (db) => db<{ id: number }>`
      INSERT INTO comments (auction_id, type, text) VALUES (${auctionId}, 5, 'Extended') RETURNING id`
    )
    expect(await call("PUT", `${commentPath(auctionId, system!.id)}/flag`, { flag: true }, voter.key)).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.comment_not_found }
    })
    const staffComment = await commented(auctionId, staffKey, "Welcome to the auction")
    expect(await call("PUT", `${commentPath(auctionId, staffComment)}/flag`, { flag: true }, voter.key)).toMatchObject({
      status: 403,
      body: { error_code: ErrorCode.staff_content }
    })
    expect((await call("PUT", `${commentPath(auctionId, staffComment)}/upvote`, { upvote: true }, voter.key)).status).toBe(200)
  })
})

describe("the thread channel", () => {
  const listening = Effect.runSync(Scope.make())
  afterAll(() => Effect.runPromise(Scope.close(listening, Exit.void)))

  it("carries each change of a comment to the sockets on `thread:{id}`, numbered gap-free, and replays them", async () => {
    const author = await newMember()
    const voter = await newMember()
    const auctionId = await createAuction()
    const registered = await call("POST", "/api/v1/realtime/register", {
      connection_id: "gw1_thread",
      type: "public",
      channel: "thread",
      auction_id: auctionId
    })
    expect(registered.body).toEqual({ channel: `thread:${auctionId}`, seq: 0 })
    expect(asked.at(-1)).toEqual({ op: "register", connection_id: "gw1_thread", channel: `thread:${auctionId}` })
    const published: Array<{ channel: string; seq: number; kind: string; data: any }> = []
    await api.run(
      Effect.flatMap(Bus, (bus) =>
        bus.subscribe(channelSubject({ type: "thread", id: auctionId }), (message) =>
          Effect.sync(() => published.push(JSON.parse(new TextDecoder().decode(message.data))))
        )
      ).pipe(Scope.extend(listening))
    )
    const id = await commented(auctionId, author.key, "Live!")
    await call("PUT", commentPath(auctionId, id), { text: "Live, edited" }, author.key)
    // An edit rewrites what the log told before it: a rewind never replays the words taken back.
    expect((await rewind(auctionId)).body.events.map((event: { data: { text: string } }) => event.data.text)).toEqual([
      "Live, edited",
      "Live, edited"
    ])
    await call("PUT", `${commentPath(auctionId, id)}/upvote`, { upvote: true }, voter.key)
    await call("PUT", `${commentPath(auctionId, id)}/upvote`, { upvote: true }, voter.key)
    await call("PUT", `${commentPath(auctionId, id)}/flag`, { flag: true }, voter.key)
    await call("DELETE", commentPath(auctionId, id), undefined, author.key)
    await expect.poll(() => published.length).toBe(5)
    expect(published.map((event) => [event.channel, event.seq, event.kind])).toEqual(
      [1, 2, 3, 4, 5].map((seq) => [`thread:${auctionId}`, seq, "comment"])
    )
    expect(
      published.map((event) => [event.data.id, event.data.text, event.data.upvotes, event.data.flags, event.data.deleted_at !== null])
    ).toEqual([
      [id, "Live!", 0, 0, false],
      [id, "Live, edited", 0, 0, false],
      [id, "Live, edited", 1, 0, false],
      [id, "Live, edited", 1, 1, false],
      [id, "", 1, 1, true]
    ])
    expect(published[4]!.data).toMatchObject({ text: "", attachments: [], reply_to: null })
    expect(published[0]!.data).not.toHaveProperty("upvoted")
    const rewound = await rewind(auctionId, 2)
    expect(rewound.body.events.map((event: { seq: number }) => event.seq)).toEqual([3, 4, 5])
    // Deleted, the comment tells nothing in any event the log keeps of it.
    const replayed = (await rewind(auctionId)).body.events
    expect(replayed.map((event: { data: unknown }) => event.data)).toEqual(Array(5).fill(published[4]!.data))
    expect(
      (
        await call("POST", "/api/v1/realtime/register", {
          connection_id: "gw1_thread",
          type: "public",
          channel: "thread",
          auction_id: auctionId
        })
      ).body.seq
    ).toBe(5)
  })
})
