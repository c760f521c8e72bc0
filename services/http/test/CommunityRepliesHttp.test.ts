import {
  COMMUNITY_EDIT_WINDOW_MS,
  COMMUNITY_REPLY_MAX_LENGTH,
  COMMUNITY_REPLIES_BY_ID_MAX,
  ErrorCode,
  MODERATION_PERMISSION,
  NotificationType
} from "@redline/domain"
import { Bus, channelSubject, Outbox } from "@redline/infra"
import { Effect, Exit, Layer, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Notifier } from "../src/notifications/Notifier.ts"
import { caller, type Member, member, retryAfterOf, staffAccessKey, useApi, useGatewayStandIn } from "./harness/index.ts"

const api = useApi()
const call = caller(api)
const waitAfter = retryAfterOf(api)
const sql = api.sql
const asked = useGatewayStandIn(api, "gw1")

let staffKey: string
let moderator: Member
/** The community 'General', which the migration makes. */
let general: number
let members = 0

/** A new member with a session: each test replies as its own, so none spends another's limits or cooldown. */
const newMember = async () => {
  const username = `replier_${++members}`
  return { username, ...(await member(api, staffKey, username)) }
}

const repliesPath = (postId: number) => `/api/v1/community/posts/${postId}/replies`
const replyPath = (replyId: number) => `/api/v1/community/replies/${replyId}`
const adminReplyPath = (replyId: number) => `/api/v1/admin/community/replies/${replyId}`

const list = (postId: number, query = "", key?: string) => call("GET", `${repliesPath(postId)}${query}`, undefined, key)
const create = (postId: number, body: Record<string, unknown>, key: string) =>
  call("POST", repliesPath(postId), { attachments: [], ...body }, key)
const rewind = (postId: number, since = 0) => call("GET", `/api/v1/realtime/rewind?channel=community_thread:${postId}&since=${since}`)
const ids = (answer: { body: { replies: ReadonlyArray<{ id: number }> } }) => answer.body.replies.map((reply) => reply.id)

/** Lets the member reply again at once: their last post and replies are older than any cooldown. */
const cooledDown = async (userId: number) => {
  await sql((db) => db`UPDATE community_replies SET created_at = created_at - interval '1 minute' WHERE user_id = ${userId}`)
  await sql((db) => db`UPDATE community_posts SET created_at = created_at - interval '5 minutes' WHERE user_id = ${userId}`)
}

/** A post in the general community by the member, as the posts' service writes one. */
const newPost = async (author: { readonly id: number }, title = "Best first track car?") => {
  const [row] = await sql(
    (db) => db<{ id: number }>`
      INSERT INTO community_posts (community_id, user_id, title, text, created_at)
      SELECT id, ${author.id}, ${title}, 'Thinking of a Miata.', now() - interval '5 minutes' FROM communities WHERE slug = 'general'
      RETURNING id`
  )
  return row!.id
}

const postCount = async (postId: number) =>
  (await sql((db) => db<{ reply_count: number }>`SELECT reply_count FROM community_posts WHERE id = ${postId}`))[0]!.reply_count

/** A reply, written by `who` (cooled down first, so tests reply in quick succession). */
const replied = async (postId: number, who: { readonly id: number; readonly key: string }, text = "Great question.", parent?: number) => {
  await cooledDown(who.id)
  const answer = await create(postId, { text, ...(parent === undefined ? {} : { reply_to_community_reply_id: parent }) }, who.key)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.id as number
}

const writtenAgo = (replyId: number, millis: number) =>
  sql((db) => db`UPDATE community_replies SET created_at = ${new Date(Date.now() - millis)} WHERE id = ${replyId}`)

/** A photo the member kept for the community, as the attachments' call keeps one. */
let photos = 0
const photo = async (userId: number) => {
  const [row] = await sql(
    (db) => db<{ id: number }>`
      INSERT INTO community_attachments (user_id, key, upload_key, width, height)
      VALUES (${userId}, ${`photos/reply-${++photos}.jpg`}, ${`uploads/reply-${photos}`}, 640, 480) RETURNING id`
  )
  return row!.id
}

/** Runs the notifier's round of what has no log: community replies among them. */
const tellScheduled = () =>
  api.run(
    Effect.flatMap(Notifier, (notifier) => notifier.tellScheduled).pipe(
      Effect.provide(Notifier.Default.pipe(Layer.provide(Outbox.Default)))
    )
  )

const notificationsOf = (userId: number) =>
  sql(
    (db) => db<{ type: number; subject: string; count: number; related_to: Record<string, unknown> }>`
      SELECT type, subject, count, related_to FROM notifications WHERE user_id = ${userId} ORDER BY id`
  )

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  moderator = await member(api, staffKey, "reply_moderator")
  general = (await sql((db) => db<{ id: number }>`SELECT id FROM communities WHERE slug = 'general'`))[0]!.id
  await sql((db) => db`UPDATE users SET abilities = ARRAY[${MODERATION_PERMISSION}] WHERE id = ${moderator.id}`)
})

describe("replying: POST /api/v1/community/posts/{id}/replies", () => {
  it("answers the post at level 1, a reply one level deeper, and counts each on the post and on its parent", async () => {
    const author = await newMember()
    const replier = await newMember()
    const postId = await newPost(author)
    const answer = await create(postId, { text: "  Get a Miata.\n\nTrust me.  " }, replier.key)
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({
      id: expect.any(Number),
      community_post_id: postId,
      reply_to_community_reply_id: null,
      level: 1,
      user: { username: replier.username, photo: null, verified: true, is_staff: false },
      text: "Get a Miata.\n\nTrust me.",
      created_at: expect.any(String),
      edited_at: null,
      deleted_at: null,
      replies: [],
      reply_count: 0,
      upvote_count: 0,
      upvoted: false,
      flagged: false,
      flag_count: 0,
      is_system_flagged: false,
      attachments: [],
      mine: true,
      blocked_author: false
    })
    const first = answer.body.id as number
    const second = await replied(postId, author, "Why a Miata?", first)
    const third = await replied(postId, replier, "Cheap and light.", second)
    const [level1, level2, level3] = (await call("GET", `/api/v1/community/replies?ids=${first},${second},${third}`)).body.replies
    expect([level1.level, level2.level, level3.level]).toEqual([1, 2, 3])
    expect(level1).toMatchObject({ replies: [second], reply_count: 1, mine: false })
    expect(level2).toMatchObject({ reply_to_community_reply_id: first, replies: [third], reply_count: 1 })
    expect(level3).toMatchObject({ reply_to_community_reply_id: second, replies: [], reply_count: 0 })
    expect(await postCount(postId)).toBe(3)
  })

  it("refuses a reply to a level-3 reply, to a reply of another post, and to a post or reply not there", async () => {
    const author = await newMember()
    const postId = await newPost(author)
    const other = await newPost(author)
    const first = await replied(postId, author)
    const second = await replied(postId, author, "Two", first)
    const third = await replied(postId, author, "Three", second)
    await cooledDown(author.id)
    expect(await create(postId, { text: "Four", reply_to_community_reply_id: third }, author.key)).toMatchObject({
      status: 409,
      body: { error_code: ErrorCode.community_nesting_too_deep }
    })
    expect(await create(other, { text: "Elsewhere", reply_to_community_reply_id: first }, author.key)).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.community_reply_not_found }
    })
    expect(await create(987654, { text: "Nowhere" }, author.key)).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.community_post_not_found }
    })
    expect(await create(postId, { text: "Hi" }, "")).toMatchObject({ status: 401 })
    expect(await postCount(postId)).toBe(3)
    expect(await postCount(other)).toBe(0)
  })

  it("refuses a reply to a deleted post", async () => {
    const author = await newMember()
    const postId = await newPost(author)
    await sql((db) => db`UPDATE community_posts SET deleted_at = now(), title = '', text = '' WHERE id = ${postId}`)
    expect(await create(postId, { text: "Too late" }, author.key)).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.community_post_not_found }
    })
  })

  it("needs text unless there is a photo, and refuses overlong text and inappropriate content, naming the field", async () => {
    const author = await newMember()
    const postId = await newPost(author)
    expect(await create(postId, { text: " \n " }, author.key)).toMatchObject({
      status: 400,
      body: { error_code: ErrorCode.community_text_invalid, message: expect.stringMatching(/reply/i) }
    })
    expect(await create(postId, { text: "x".repeat(COMMUNITY_REPLY_MAX_LENGTH + 1) }, author.key)).toMatchObject({
      status: 400,
      body: { error_code: ErrorCode.community_text_invalid, message: "Your reply is too long" }
    })
    expect(await create(postId, { text: "what a pile of sh1t" }, author.key)).toMatchObject({
      status: 400,
      body: { error_code: ErrorCode.community_inappropriate, message: "Your reply contains inappropriate content." }
    })
    const kept = await photo(author.id)
    const onlyPhoto = await create(postId, { text: "", attachments: [kept] }, author.key)
    expect(onlyPhoto).toMatchObject({ status: 201, body: { text: "", attachments: [{ id: kept, is_system_flagged: false }] } })
    expect(await postCount(postId)).toBe(1)
  })

  it("binds only the author's own photos not used elsewhere, six at most, each once", async () => {
    const author = await newMember()
    const other = await newMember()
    const postId = await newPost(author)
    const refusal = { status: 400, body: { error_code: ErrorCode.community_attachments_invalid } }
    const mine = [await photo(author.id), await photo(author.id)]
    expect(await create(postId, { text: "Pics", attachments: [await photo(other.id)] }, author.key)).toMatchObject(refusal)
    expect(await create(postId, { text: "Pics", attachments: [mine[0], mine[0]] }, author.key)).toMatchObject(refusal)
    const seven = await Promise.all(Array.from({ length: 7 }, () => photo(author.id)))
    expect(await create(postId, { text: "Pics", attachments: seven }, author.key)).toMatchObject(refusal)
    await replied(postId, author, "Pics")
    await cooledDown(author.id)
    const posted = await create(postId, { text: "Pics", attachments: mine }, author.key)
    expect(posted.status).toBe(201)
    expect(posted.body.attachments.map((attachment: { id: number }) => attachment.id)).toEqual(mine)
    await cooledDown(author.id)
    expect(await create(postId, { text: "Again", attachments: [mine[1]] }, author.key)).toMatchObject(refusal)
  })

  it("refuses a suspended account", async () => {
    const author = await newMember()
    const postId = await newPost(author)
    await sql((db) => db`UPDATE users SET suspended = true WHERE id = ${author.id}`)
    expect(await create(postId, { text: "Hello" }, author.key)).toMatchObject({
      status: 403,
      body: { error_code: ErrorCode.community_suspended, message: "Your account has been temporarily suspended from replying." }
    })
  })

  it("holds a member back 15 seconds after a post or a reply; moderators never", async () => {
    const author = await newMember()
    const postId = await newPost(author)
    await replied(postId, author, "First")
    const refusal = {
      status: 429,
      body: { error_code: ErrorCode.community_cooldown, message: "You need to wait a little while before posting or replying again." }
    }
    expect(await create(postId, { text: "Second" }, author.key)).toMatchObject(refusal)
    const held = await waitAfter("POST", repliesPath(postId), { text: "Second", attachments: [] }, author.key)
    expect(held.seconds).toBeGreaterThan(0)
    expect(held.seconds).toBeLessThanOrEqual(15)
    await cooledDown(author.id)
    await sql((db) => db`UPDATE community_posts SET created_at = now() WHERE id = ${postId}`)
    expect(await create(postId, { text: "After my post" }, author.key)).toMatchObject(refusal)
    await cooledDown(author.id)
    expect((await create(postId, { text: "Now" }, author.key)).status).toBe(201)

    await create(postId, { text: "One" }, moderator.key)
    expect((await create(postId, { text: "Two" }, moderator.key)).status).toBe(201)
  })
})

describe("reading: GET /api/v1/community/posts/{id}/replies and GET /api/v1/community/replies", () => {
  let postId: number
  /** Level-1 replies, oldest first, each with its level-2 replies and their level-3 ones. */
  const tree: Array<{ id: number; children: Array<{ id: number; children: Array<number> }> }> = []
  let reader: Awaited<ReturnType<typeof newMember>>

  beforeAll(async () => {
    const author = await newMember()
    reader = await newMember()
    postId = await newPost(author)
    for (let top = 0; top < 4; top++) {
      const id = await replied(postId, author, `Top ${top}`)
      const children = []
      for (let child = 0; child < 2; child++) {
        const childId = await replied(postId, author, `Child ${top}.${child}`, id)
        children.push({ id: childId, children: [await replied(postId, author, `Deep ${top}.${child}`, childId)] })
      }
      tree.push({ id, children })
    }
    expect((await call("PUT", `${replyPath(tree[1]!.id)}/upvote`, { vote: true }, reader.key)).status).toBe(200)
  })

  const levelsOneAndTwo = (from: number, to: number) =>
    tree.slice(from, to).flatMap((top) => [top.id, ...top.children.map((child) => child.id)])

  it("lists a page of level-1 replies oldest first, each followed by its level-2 replies; level 3 only as ids", async () => {
    const { body } = await list(postId)
    expect(body.replies.map((reply: { id: number }) => reply.id)).toEqual(levelsOneAndTwo(0, 4))
    const second = body.replies.find((reply: { id: number }) => reply.id === tree[0]!.children[0]!.id)
    expect(second).toMatchObject({ level: 2, replies: tree[0]!.children[0]!.children, reply_count: 1 })
    expect(body.replies.some((reply: { level: number }) => reply.level === 3)).toBe(false)
  })

  it("pages level-1 replies by limit and after_id", async () => {
    expect(ids(await list(postId, "?limit=2"))).toEqual(levelsOneAndTwo(0, 2))
    expect(ids(await list(postId, `?limit=2&after_id=${tree[1]!.id}`))).toEqual(levelsOneAndTwo(2, 4))
    expect(ids(await list(postId, `?limit=2&after_id=${tree[3]!.id}`))).toEqual([])
    expect((await list(postId, "?limit=0")).status).toBe(400)
    expect(await list(987654)).toMatchObject({ status: 404, body: { error_code: ErrorCode.community_post_not_found } })
  })

  it("reads replies by id, in the order asked, the level-3 children of a collapsed reply among them", async () => {
    const deep = tree[2]!.children.map((child) => child.children[0]!)
    const { body } = await call("GET", `/api/v1/community/replies?ids=${deep[1]},${deep[0]},987654`)
    expect(body.replies.map((reply: { id: number; level: number }) => [reply.id, reply.level])).toEqual([
      [deep[1], 3],
      [deep[0], 3]
    ])
    const tooMany = Array.from({ length: COMMUNITY_REPLIES_BY_ID_MAX + 1 }, (_, index) => index + 1).join(",")
    const rule = `ids must be at most ${COMMUNITY_REPLIES_BY_ID_MAX} reply ids separated by commas, such as 1,2,3.`
    expect((await call("GET", `/api/v1/community/replies?ids=${tooMany}`)).body).toMatchObject({ message: rule })
    expect((await call("GET", "/api/v1/community/replies?ids=1,two")).body).toMatchObject({ message: rule })
  })

  it("marks the reader's upvotes and their own replies", async () => {
    const mine = (await list(postId, "", reader.key)).body.replies
    expect(mine.filter((reply: { upvoted: boolean }) => reply.upvoted).map((reply: { id: number }) => reply.id)).toEqual([tree[1]!.id])
    expect(mine.some((reply: { mine: boolean }) => reply.mine)).toBe(false)
    expect((await list(postId)).body.replies.some((reply: { upvoted: boolean }) => reply.upvoted)).toBe(false)
  })

  it("tells a signed-in reader whose replies they blocked", async () => {
    const blocked = tree[0]!.id
    await sql(
      (db) => db`
        INSERT INTO community_blocks (blocker_id, blocked_id)
        SELECT ${reader.id}, user_id FROM community_replies WHERE id = ${blocked}`
    )
    const read = (await call("GET", `/api/v1/community/replies?ids=${blocked}`, undefined, reader.key)).body.replies[0]
    expect(read).toMatchObject({ id: blocked, blocked_author: true, text: "Top 0" })
    expect((await call("GET", `/api/v1/community/replies?ids=${blocked}`)).body.replies[0].blocked_author).toBe(false)
  })

  it("lists deleted replies while a reply under them, at any depth, is not deleted", async () => {
    const author = await newMember()
    const postId = await newPost(author)
    const top = await replied(postId, author, "Level 1")
    const middle = await replied(postId, author, "Level 2", top)
    const deepest = await replied(postId, author, "Level 3", middle)
    expect((await call("DELETE", replyPath(middle), undefined, author.key)).status).toBe(200)
    expect((await call("DELETE", replyPath(top), undefined, author.key)).status).toBe(200)
    const listed = (await list(postId)).body.replies
    expect(listed.map((reply: { id: number; replies: ReadonlyArray<number> }) => [reply.id, reply.replies])).toEqual([
      [top, [middle]],
      [middle, [deepest]]
    ])
    expect((await call("DELETE", replyPath(deepest), undefined, author.key)).status).toBe(200)
    expect(ids(await list(postId))).toEqual([])
  })

  it("never tells whether a reader blocked who wrote a deleted reply", async () => {
    const author = await newMember()
    const guesser = await newMember()
    const postId = await newPost(author)
    const gone = await replied(postId, author, "Something I regret.")
    await replied(postId, guesser, "Still here.", gone)
    expect((await call("DELETE", replyPath(gone), undefined, author.key)).status).toBe(200)
    expect((await call("POST", `/api/v1/community/blocks/${author.username}`, undefined, guesser.key)).status).toBe(200)
    const read = (await call("GET", `/api/v1/community/replies?ids=${gone}`, undefined, guesser.key)).body.replies[0]
    expect(read).toMatchObject({ id: gone, deleted_at: expect.any(String), user: null, blocked_author: false })
    const listed = (await list(postId, "", guesser.key)).body.replies.find((reply: { id: number }) => reply.id === gone)
    expect(listed).toMatchObject({ blocked_author: false })
  })

  it("reads a thread of 500 replies in one page quickly", async () => {
    const author = await newMember()
    const big = await newPost(author)
    await sql(
      (db) => db`
        WITH top AS (
          INSERT INTO community_replies (community_post_id, level, user_id, text, reply_count)
          SELECT ${big}, 1, ${author.id}, 'Top ' || n, 4 FROM generate_series(1, 100) n RETURNING id
        )
        INSERT INTO community_replies (community_post_id, reply_to_community_reply_id, level, user_id, text)
        SELECT ${big}, top.id, 2, ${author.id}, 'Child' FROM top, generate_series(1, 4)`
    )
    const started = performance.now()
    const { body } = await list(big, "?limit=51")
    expect(body.replies).toHaveLength(51 * 5)
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})

describe("editing and deleting", () => {
  it("lets the author edit within the window, cooldown or not; refuses anyone else, and late", async () => {
    const author = await newMember()
    const other = await newMember()
    const postId = await newPost(author)
    const id = await replied(postId, author, "Nice")
    const edited = await call("PUT", replyPath(id), { text: " Nice car ", attachments: [] }, author.key)
    expect(edited).toMatchObject({ status: 200, body: { id, text: "Nice car", edited_at: expect.any(String) } })
    expect(await call("PUT", replyPath(id), { text: "Mine now", attachments: [] }, other.key)).toMatchObject({
      status: 403,
      body: { error_code: ErrorCode.not_community_author }
    })
    expect(await call("PUT", replyPath(id), { text: "Staff", attachments: [] }, moderator.key)).toMatchObject({
      status: 403,
      body: { error_code: ErrorCode.not_community_author }
    })
    expect((await call("PUT", replyPath(id), { text: "", attachments: [] }, author.key)).body.error_code).toBe(
      ErrorCode.community_text_invalid
    )
    await writtenAgo(id, COMMUNITY_EDIT_WINDOW_MS + 1_000)
    expect(await call("PUT", replyPath(id), { text: "Late", attachments: [] }, author.key)).toMatchObject({
      status: 403,
      body: { error_code: ErrorCode.community_edit_expired, message: "Sorry, the edit period for this reply has expired." }
    })
    expect(await call("PUT", replyPath(987654), { text: "Gone", attachments: [] }, author.key)).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.community_reply_not_found }
    })
  })

  it("edits the photos: those kept stay, new ones of the author's are bound, those left out are removed", async () => {
    const author = await newMember()
    const postId = await newPost(author)
    const [kept, dropped, added] = [await photo(author.id), await photo(author.id), await photo(author.id)]
    await cooledDown(author.id)
    const id = (await create(postId, { text: "Pics", attachments: [kept, dropped] }, author.key)).body.id as number
    const edited = await call("PUT", replyPath(id), { text: "Pics", attachments: [kept, added] }, author.key)
    expect(edited.body.attachments.map((attachment: { id: number }) => attachment.id)).toEqual([kept, added])
    const left = await sql((db) => db`SELECT id FROM community_attachments WHERE id = ${dropped}`)
    expect(left).toHaveLength(0)
  })

  it("lets the author delete within the window: blanked, gone from the lists, and the post's count never below 0", async () => {
    const author = await newMember()
    const other = await newMember()
    const postId = await newPost(author)
    const first = await replied(postId, author, "One")
    const second = await replied(postId, author, "Two")
    expect(await postCount(postId)).toBe(2)
    expect(await call("DELETE", replyPath(first), undefined, other.key)).toMatchObject({
      status: 403,
      body: { error_code: ErrorCode.not_community_author }
    })
    const deleted = await call("DELETE", replyPath(first), undefined, author.key)
    expect(deleted).toMatchObject({ status: 200, body: { id: first, text: "", user: null, deleted_at: expect.any(String) } })
    expect(await call("DELETE", replyPath(first), undefined, author.key)).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.community_reply_not_found }
    })
    expect(ids(await list(postId))).toEqual([second])
    expect(await postCount(postId)).toBe(1)
    await sql((db) => db`UPDATE community_posts SET reply_count = 0 WHERE id = ${postId}`)
    expect((await call("DELETE", replyPath(second), undefined, author.key)).status).toBe(200)
    expect(await postCount(postId)).toBe(0)
    const late = await replied(postId, author, "Three")
    await writtenAgo(late, COMMUNITY_EDIT_WINDOW_MS + 1_000)
    expect((await call("DELETE", replyPath(late), undefined, author.key)).body.error_code).toBe(ErrorCode.community_edit_expired)
  })

  it("keeps a deleted reply in the thread while replies under it stand, blanked", async () => {
    const author = await newMember()
    const postId = await newPost(author)
    const parent = await replied(postId, author, "Parent")
    const child = await replied(postId, author, "Child", parent)
    expect((await call("DELETE", replyPath(parent), undefined, author.key)).status).toBe(200)
    const [shown, under] = (await list(postId)).body.replies
    expect(shown).toMatchObject({ id: parent, text: "", user: null, replies: [child] })
    expect(under).toMatchObject({ id: child, text: "Child" })
  })
})

describe("upvotes and flags", () => {
  it("set and clear the reader's own, idempotently, never below zero; not on one's own reply, nor a flag of staff's", async () => {
    const author = await newMember()
    const voter = await newMember()
    const postId = await newPost(author)
    const id = await replied(postId, author)
    const upvote = (vote: boolean, key = voter.key) => call("PUT", `${replyPath(id)}/upvote`, { vote }, key)
    const flag = (flag: boolean, key = voter.key) => call("PUT", `${replyPath(id)}/flag`, { flag }, key)
    expect((await upvote(true)).body).toEqual({ upvote_count: 1, upvoted: true })
    expect((await upvote(true)).body).toEqual({ upvote_count: 1, upvoted: true })
    expect((await upvote(false)).body).toEqual({ upvote_count: 0, upvoted: false })
    expect((await upvote(false)).body).toEqual({ upvote_count: 0, upvoted: false })
    expect((await flag(true)).body).toEqual({ flag_count: 1, flagged: true })
    expect((await flag(true)).body).toEqual({ flag_count: 1, flagged: true })
    expect((await flag(false)).body).toEqual({ flag_count: 0, flagged: false })
    expect(await upvote(true, author.key)).toMatchObject({ status: 403, body: { error_code: ErrorCode.own_content } })
    expect(await flag(true, author.key)).toMatchObject({ status: 403, body: { error_code: ErrorCode.own_content } })
    const staffReply = await replied(postId, {
      id: (await sql((db) => db<{ id: number }>`SELECT id FROM users WHERE username = 'staff'`))[0]!.id,
      key: staffKey
    })
    expect(await call("PUT", `${replyPath(staffReply)}/flag`, { flag: true }, voter.key)).toMatchObject({
      status: 403,
      body: { error_code: ErrorCode.staff_content }
    })
    expect(await call("PUT", `${replyPath(987654)}/upvote`, { vote: true }, voter.key)).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.community_reply_not_found }
    })
  })
})

describe("a deleted post's replies", () => {
  it("are no longer upvoted, flagged nor edited, as no new reply is made", async () => {
    const author = await newMember()
    const voter = await newMember()
    const postId = await newPost(author)
    const id = await replied(postId, author)
    await sql((db) => db`UPDATE community_posts SET deleted_at = now(), title = '', text = '' WHERE id = ${postId}`)
    const notFound = { status: 404, body: { error_code: ErrorCode.community_post_not_found } }
    expect(await call("PUT", `${replyPath(id)}/upvote`, { vote: true }, voter.key)).toMatchObject(notFound)
    expect(await call("PUT", `${replyPath(id)}/flag`, { flag: true }, voter.key)).toMatchObject(notFound)
    expect(await call("PUT", replyPath(id), { text: "Changed my mind.", attachments: [] }, author.key)).toMatchObject(notFound)
    expect(await create(postId, { text: "Too late." }, voter.key)).toMatchObject(notFound)
  })
})

describe("many people at once", () => {
  it("count every upvote, flag and reply to one reply made together, none waiting on another", async () => {
    const author = await newMember()
    const postId = await newPost(author)
    const id = await replied(postId, author)
    const people = await Promise.all(Array.from({ length: 6 }, () => newMember()))
    const answers = await Promise.all(
      people.flatMap((person) => [
        call("PUT", `${replyPath(id)}/upvote`, { vote: true }, person.key),
        call("PUT", `${replyPath(id)}/flag`, { flag: true }, person.key),
        create(postId, { text: "Agreed", reply_to_community_reply_id: id }, person.key)
      ])
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(12).fill(200), ...Array(6).fill(201)])
    const [read] = (await call("GET", `/api/v1/community/replies?ids=${id}`)).body.replies
    expect(read).toMatchObject({ upvote_count: 6, flag_count: 6, reply_count: 6 })
    expect(read.replies).toHaveLength(6)
    expect(await postCount(postId)).toBe(7)
    const seqs = (await rewind(postId)).body.events.map((event: { seq: number }) => event.seq)
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, index) => index + 1))
  })
})

describe("moderation: the admin calls", () => {
  it("let a moderator system-flag and delete any reply at any time; anyone else is forbidden", async () => {
    const author = await newMember()
    const postId = await newPost(author)
    const id = await replied(postId, author)
    await writtenAgo(id, COMMUNITY_EDIT_WINDOW_MS + 1_000)
    const systemFlag = (flagged: boolean, key: string) =>
      call("PUT", `${adminReplyPath(id)}/system_flag`, { is_system_flagged: flagged }, key)
    expect(await systemFlag(true, author.key)).toMatchObject({ status: 403, body: { error_code: ErrorCode.forbidden } })
    expect(await systemFlag(true, moderator.key)).toMatchObject({ status: 200, body: { id, is_system_flagged: true } })
    expect(await systemFlag(false, staffKey)).toMatchObject({ status: 200, body: { id, is_system_flagged: false } })
    expect(await call("DELETE", adminReplyPath(id), undefined, author.key)).toMatchObject({
      status: 403,
      body: { error_code: ErrorCode.forbidden }
    })
    expect(await call("DELETE", adminReplyPath(id), undefined, moderator.key)).toMatchObject({
      status: 200,
      body: { id, deleted_at: expect.any(String) }
    })
    expect(await postCount(postId)).toBe(0)
    expect(await call("DELETE", adminReplyPath(id), undefined, moderator.key)).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.community_reply_not_found }
    })
  })
})

describe("a reply's photo flagged by a moderator", () => {
  it("logs the reply anew on its thread, the photo shown flagged", async () => {
    const author = await newMember()
    const postId = await newPost(author)
    const picture = await photo(author.id)
    await cooledDown(author.id)
    const made = await create(postId, { text: "See this.", attachments: [picture] }, author.key)
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const before = (await rewind(postId)).body.events.length
    const flagged = await call(
      "PUT",
      `/api/v1/admin/community/attachments/${picture}/system_flag`,
      { is_system_flagged: true },
      moderator.key
    )
    expect(flagged.body).toMatchObject({ id: picture, is_system_flagged: true })
    const events = (await rewind(postId)).body.events
    expect(events.length).toBe(before + 1)
    expect(events[events.length - 1].data).toMatchObject({ id: made.body.id, attachments: [{ id: picture, is_system_flagged: true }] })
  })
})

describe("notifications", () => {
  // The tests put replies back in time to pass the cooldown: notifications begin before any of them.
  beforeAll(() => sql((db) => db`UPDATE notifier_marks SET at = now() - interval '1 hour' WHERE name = 'start'`))

  it("tell the author of the post or of the reply answered, rolled up, and the members mentioned; never oneself", async () => {
    const author = await newMember()
    const replier = await newMember()
    const mentioned = await newMember()
    const postId = await newPost(author)
    const first = await replied(postId, replier, `Ask @${mentioned.username} and @${replier.username}`)
    await replied(postId, author, "Thanks", first)
    await replied(postId, author, "Mine, answering myself")
    await replied(postId, replier, "Another one")
    await tellScheduled()
    await tellScheduled()
    const related = (replyId: number, parent: number | null) => ({
      post_id: postId,
      reply_id: replyId,
      reply_to_community_reply_id: parent,
      community_name: "General"
    })
    expect(await notificationsOf(author.id)).toEqual([
      expect.objectContaining({ type: NotificationType.community_reply, subject: `community_post:${postId}`, count: 2 })
    ])
    expect(await notificationsOf(replier.id)).toEqual([
      expect.objectContaining({
        type: NotificationType.community_reply,
        subject: `community_reply:${first}`,
        count: 1,
        related_to: expect.objectContaining(related(expect.any(Number), first))
      })
    ])
    expect(await notificationsOf(mentioned.id)).toEqual([
      expect.objectContaining({
        type: NotificationType.community_mention,
        subject: `community_reply:${first}`,
        related_to: expect.objectContaining(related(first, null))
      })
    ])
  })
})

describe("the community_thread channel", () => {
  const listening = Effect.runSync(Scope.make())
  afterAll(() => Effect.runPromise(Scope.close(listening, Exit.void)))

  it("carries each change of a reply, and the post's new count, numbered gap-free, and replays them", async () => {
    const author = await newMember()
    const voter = await newMember()
    const postId = await newPost(author)
    const registered = await call("POST", "/api/v1/realtime/register", {
      connection_id: "gw1_community",
      type: "public",
      channel: "community_thread",
      community_post_id: postId
    })
    expect(registered.body).toEqual({ channel: `community_thread:${postId}`, seq: 0 })
    expect(asked.at(-1)).toEqual({ op: "register", connection_id: "gw1_community", channel: `community_thread:${postId}` })
    const published: Array<{ channel: string; seq: number; kind: string; data: any }> = []
    await api.run(
      Effect.flatMap(Bus, (bus) =>
        bus.subscribe(channelSubject({ type: "community_thread", id: postId }), (message) =>
          Effect.sync(() => published.push(JSON.parse(new TextDecoder().decode(message.data))))
        )
      ).pipe(Scope.extend(listening))
    )
    const id = await replied(postId, author, "Live!")
    await call("PUT", replyPath(id), { text: "Live, edited", attachments: [] }, author.key)
    await call("PUT", `${replyPath(id)}/upvote`, { vote: true }, voter.key)
    await call("PUT", `${replyPath(id)}/upvote`, { vote: true }, voter.key)
    await call("DELETE", replyPath(id), undefined, author.key)
    await expect.poll(() => published.length).toBe(6)
    expect(published.map((event) => [event.channel, event.seq, event.kind])).toEqual([
      [`community_thread:${postId}`, 1, "community_reply"],
      [`community_thread:${postId}`, 2, "community_post"],
      [`community_thread:${postId}`, 3, "community_reply"],
      [`community_thread:${postId}`, 4, "community_reply"],
      [`community_thread:${postId}`, 5, "community_reply"],
      [`community_thread:${postId}`, 6, "community_post"]
    ])
    expect(published[1]!.data).toMatchObject({ id: postId, reply_count: 1 })
    expect(published[5]!.data).toMatchObject({ id: postId, reply_count: 0 })
    expect(published[3]!.data).toMatchObject({ id, upvote_count: 1 })
    expect(published[0]!.data).not.toHaveProperty("upvoted")
    expect(published[0]!.data).not.toHaveProperty("mine")
    // Deleted, the reply tells nothing in any event the log keeps of it.
    const replayed = (await rewind(postId)).body.events
    expect(replayed.map((event: { seq: number }) => event.seq)).toEqual([1, 2, 3, 4, 5, 6])
    expect(JSON.stringify(replayed)).not.toContain("Live")
    expect((await rewind(postId, 4)).body.events.map((event: { seq: number }) => event.seq)).toEqual([5, 6])
    // The post's count reaches its community's feed too.
    const feed = (await call("GET", `/api/v1/realtime/rewind?channel=community:${general}&since=0`)).body.events
    expect(
      feed
        .filter((event: { data: { id: number } }) => event.data.id === postId)
        .map((event: { data: { reply_count: number } }) => event.data.reply_count)
    ).toEqual([1, 0])
  })
})
