import {
  COMMUNITY_EDIT_WINDOW_MS,
  COMMUNITY_POST_COOLDOWN_MS,
  COMMUNITY_POST_MAX_LENGTH,
  COMMUNITY_TITLE_MAX_LENGTH,
  ErrorCode,
  MODERATION_PERMISSION,
  NotificationType
} from "@redline/domain"
import { Bus, channelSubject, Outbox } from "@redline/infra"
import { Effect, Exit, Layer, Scope } from "effect"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Notifier } from "../src/notifications/Notifier.ts"
import { caller, member, retryAfterOf, staffAccessKey, useApi, useGatewayStandIn } from "./harness/index.ts"

const api = useApi()
const call = caller(api)
const waitAfter = retryAfterOf(api)
const sql = api.sql
useGatewayStandIn(api, "gw1")

let staffKey: string
let general: number
let members = 0

/** A new member and their session: each test posts as its own, so none waits on another's cooldown. */
const newMember = async (fields: Record<string, unknown> = {}) => {
  const username = `poster_${++members}`
  return { username, ...(await member(api, staffKey, username, fields)) }
}

/** A member holding the MODERATION permission (not staff). */
const newModerator = async () => {
  const username = `moderator_${++members}`
  const made = await member(api, staffKey, username)
  await sql((db) => db`UPDATE users SET abilities = ARRAY[${MODERATION_PERMISSION}] WHERE id = ${made.id}`)
  return { username, ...made }
}

const communityId = async (slug: string) => (await sql((db) => db<{ id: number }>`SELECT id FROM communities WHERE slug = ${slug}`))[0]!.id

const create = (body: Record<string, unknown>, key: string) =>
  call("POST", "/api/v1/community/posts", { community_id: general, title: "Cars and coffee?", text: "Who is going?", ...body }, key)

/** A post, written by `key`. */
const posted = async (key: string, body: Record<string, unknown> = {}) => {
  const answer = await create(body, key)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.id as number
}

const postPath = (id: number) => `/api/v1/community/posts/${id}`
const feed = (query = "", key?: string) => call("GET", `/api/v1/community/posts${query}`, undefined, key)
const feedIds = async (query = "", key?: string) => {
  const answer = await feed(query, key)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return (answer.body.posts as ReadonlyArray<{ id: number }>).map((post) => post.id)
}

/** Moves the post's creation (and its activity) back in time, past a cooldown or a window. */
const postedAgo = (id: number, millis: number) =>
  sql(
    (db) =>
      db`UPDATE community_posts SET created_at = ${new Date(Date.now() - millis)}, active_at = ${new Date(Date.now() - millis)} WHERE id = ${id}`
  )

/** Ends the author's post cooldown by ageing their posts. */
const cooledDown = (userId: number) =>
  sql(
    (db) =>
      db`UPDATE community_posts SET created_at = created_at - ${`${COMMUNITY_POST_COOLDOWN_MS} milliseconds`}::interval WHERE user_id = ${userId}`
  )

/** A photo the member uploaded, as the browser does: answers its key. */
const upload = async (key: string) => {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer()
  const token = await call("GET", `/api/v1/auth/s3-token?size=${photo.byteLength}`, undefined, key)
  expect((await fetch(token.body.upload_url, { method: "PUT", body: new Uint8Array(photo) })).status).toBe(200)
  return token.body.key as string
}

const attachment = async (key: string) => {
  const answer = await call("POST", "/api/v1/community_attachments", { key: await upload(key) }, key)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.id as number
}

/** Runs the notifier's round of what has no log (the community posts' mentions among it). */
const tellScheduled = () =>
  api.run(
    Effect.flatMap(Notifier, (notifier) => notifier.tellScheduled).pipe(
      Effect.provide(Notifier.Default.pipe(Layer.provide(Outbox.Default)))
    )
  )

const rewind = (channel: string, since = 0) => call("GET", `/api/v1/realtime/rewind?channel=${channel}&since=${since}`)

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  general = await communityId("general")
})

describe("communities", () => {
  it("gives General's id in bootstrap as it then reads, a failed read forgotten", async () => {
    await sql((db) => db`UPDATE communities SET slug = 'general-renamed' WHERE id = ${general}`)
    const missing = await call("GET", "/api/v1/bootstrap")
    await sql((db) => db`UPDATE communities SET slug = 'general' WHERE id = ${general}`)
    expect(missing.status).toBe(500)
    expect((await call("GET", "/api/v1/bootstrap")).body.general_community).toBe(general)
  })

  it("has one per make and model of the catalogue, the topical ones and 'General', whose id bootstrap gives", async () => {
    const [counts] = await sql(
      (db) => db<{ makes: number; models: number; communities: number }>`
        SELECT (SELECT count(*)::int FROM makes) AS makes, (SELECT count(*)::int FROM models) AS models,
               (SELECT count(*)::int FROM communities) AS communities`
    )
    expect(counts!.communities).toBe(counts!.makes + counts!.models + 6)
    expect((await call("GET", "/api/v1/bootstrap")).body.general_community).toBe(general)
  })

  it("makes one for a make and a model a listing adds to the catalogue", async () => {
    await sql((db) => db`INSERT INTO makes (name, slug) VALUES ('Zagato Works', 'zagato-works')`)
    await sql((db) => db`INSERT INTO models (make_id, name, slug) SELECT id, 'Raptor', 'raptor' FROM makes WHERE slug = 'zagato-works'`)
    expect((await call("GET", "/api/v1/communities/zagato-works")).body).toMatchObject({
      title: "Zagato Works",
      vehicle_make: { name: "Zagato Works", slug: "zagato-works" },
      vehicle_model: null,
      auctions_search_title: "Zagato Works"
    })
    expect((await call("GET", "/api/v1/communities/zagato-works-raptor")).body).toMatchObject({
      name: "Raptor",
      title: "Zagato Works Raptor",
      url: "/community/zagato-works-raptor",
      vehicle_model: { slug: "raptor" }
    })
  })

  it("reads one by slug or by id, and answers 404 for neither", async () => {
    const bySlug = await call("GET", "/api/v1/communities/track-days")
    expect(bySlug.body).toEqual({
      id: expect.any(Number),
      name: "Track Days",
      title: "Track Days",
      slug: "track-days",
      url: "/community/track-days",
      photo: null,
      is_topical: true,
      has_new_content: false,
      vehicle_make: null,
      vehicle_model: null,
      auctions_search_title: null
    })
    expect((await call("GET", `/api/v1/communities/${bySlug.body.id}`)).body).toEqual(bySlug.body)
    const missing = await call("GET", "/api/v1/communities/no-such-community")
    expect([missing.status, missing.body.error_code]).toEqual([404, ErrorCode.community_not_found])
  })

  it("lists the busiest first, narrows popular to a make, lists the topical ones and the directory", async () => {
    const author = await newMember()
    const porsche911 = await communityId("porsche-911")
    await posted(author.key, { community_id: porsche911 })
    const popular = await call("GET", "/api/v1/communities?limit=3")
    expect(popular.body.communities).toHaveLength(3)
    expect(popular.body.communities[0]).toMatchObject({ slug: "porsche-911", has_new_content: true })
    const ofMake = (await call("GET", "/api/v1/communities?make_slug=porsche&limit=12")).body.communities
    expect(ofMake.every((community: { vehicle_make: { slug: string } }) => community.vehicle_make.slug === "porsche")).toBe(true)
    expect(ofMake[0].slug).toBe("porsche-911")
    const topical = (await call("GET", "/api/v1/communities?kind=topical")).body.communities
    expect(topical.map((community: { slug: string }) => community.slug)).toEqual([
      "barn-finds",
      "cars-and-coffee",
      "off-road",
      "restorations",
      "track-days"
    ])
    const directory = (await call("GET", "/api/v1/communities/directory")).body
    expect(directory.general.slug).toBe("general")
    expect(directory.topical).toHaveLength(5)
    expect(directory.makes.every((community: { vehicle_model: unknown }) => community.vehicle_model === null)).toBe(true)
    expect((await call("GET", "/api/v1/communities?limit=13")).status).toBe(400)
  })

  it("predicts communities by their title, trimming the query; an empty one gives the popular ones", async () => {
    const found = (await call("GET", "/api/v1/communities/predict?query=%20barn%20")).body
    expect(found.query).toBe("barn")
    expect(found.communities.map((community: { slug: string }) => community.slug)).toEqual(["barn-finds"])
    const none = (await call("GET", "/api/v1/communities/predict?query=100%25")).body
    expect(none.communities).toEqual([])
    expect((await call("GET", "/api/v1/communities/predict")).body.communities).toHaveLength(10)
  })

  it("names the model's community on its search page, else the make's", async () => {
    const model = (await call("GET", "/api/v1/search/translate?make_slug=porsche&model_slug=911")).body.community
    expect(model).toEqual({
      id: await communityId("porsche-911"),
      title: "Porsche 911",
      url: "/community/porsche-911",
      slug: "porsche-911",
      has_new_content: expect.any(Boolean)
    })
    expect((await call("GET", "/api/v1/search/translate?make_slug=porsche")).body.community.slug).toBe("porsche")
    expect((await call("GET", "/api/v1/search/translate?search=miata")).body.community).toBeNull()
  })
})

describe("posting: POST /api/v1/community/posts", () => {
  it("takes a member's post, trimmed, and answers it as its author reads it", async () => {
    const author = await newMember()
    const answer = await create({ title: "  Best tires for a track day?  ", text: "  **Soft** or hard?\n\nThoughts.  " }, author.key)
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({
      id: expect.any(Number),
      community_id: general,
      community: { id: general, title: "General", slug: "general", url: "/community/general" },
      user: { username: author.username, photo: null, verified: true, is_staff: false },
      title: "Best tires for a track day?",
      text: "**Soft** or hard?\n\nThoughts.",
      snippet: "Soft or hard? Thoughts.",
      created_at: expect.any(String),
      edited_at: null,
      deleted_at: null,
      active_at: answer.body.created_at,
      upvote_count: 0,
      reply_count: 0,
      flag_count: 0,
      is_system_flagged: false,
      is_new: true,
      url: `/community/p/${answer.body.id}/best-tires-for-a-track-day`,
      attachments: [],
      upvoted: false,
      flagged: false,
      mine: true,
      blocked_author: false
    })
    const read = await call("GET", postPath(answer.body.id))
    expect(read.body).toEqual({ ...answer.body, mine: false })
  })

  it("refuses a visitor, a missing or too long title, a too long text and an unknown community, naming the field", async () => {
    const author = await newMember()
    expect((await call("POST", "/api/v1/community/posts", { community_id: general, title: "Hi", text: "" })).status).toBe(401)
    const empty = await create({ title: "   " }, author.key)
    expect([empty.status, empty.body]).toEqual([
      400,
      { _tag: "CommunityTitleInvalid", error_code: ErrorCode.community_title_invalid, message: "Enter a title" }
    ])
    const long = await create({ title: "x".repeat(COMMUNITY_TITLE_MAX_LENGTH + 1) }, author.key)
    expect(long.body.message).toBe("Your title is too long")
    const text = await create({ text: "x".repeat(COMMUNITY_POST_MAX_LENGTH + 1) }, author.key)
    expect([text.status, text.body.error_code, text.body.message]).toEqual([400, ErrorCode.community_text_invalid, "Your post is too long"])
    const unknown = await create({ community_id: 2_000_000_000 }, author.key)
    expect([unknown.status, unknown.body.error_code]).toEqual([404, ErrorCode.community_not_found])
    // none of the refusals started the cooldown: a body is optional
    expect((await create({ text: "" }, author.key)).status).toBe(201)
  })

  it("refuses inappropriate words and a suspended account", async () => {
    const author = await newMember()
    const rude = await create({ title: "You are a fucking idiot" }, author.key)
    expect([rude.status, rude.body.error_code, rude.body.message]).toEqual([
      400,
      ErrorCode.community_inappropriate,
      "Your post contains inappropriate content."
    ])
    await sql((db) => db`UPDATE users SET suspended = true WHERE id = ${author.id}`)
    const suspended = await create({}, author.key)
    expect([suspended.status, suspended.body.error_code, suspended.body.message]).toEqual([
      403,
      ErrorCode.community_suspended,
      "Your account has been temporarily suspended from posting."
    ])
  })

  it("keeps an author two minutes from their next post, with Retry-After; moderators wait for nothing", async () => {
    const author = await newMember()
    await posted(author.key)
    const again = await create({ title: "One more" }, author.key)
    expect([again.status, again.body.error_code, again.body.message]).toEqual([
      429,
      ErrorCode.community_cooldown,
      "You just posted and need to wait a little while before posting again."
    ])
    const waited = await waitAfter("POST", "/api/v1/community/posts", { community_id: general, title: "Again", text: "" }, author.key)
    expect(waited.status).toBe(429)
    expect(waited.seconds).toBeGreaterThan(0)
    await cooledDown(author.id)
    expect((await create({ title: "Later" }, author.key)).status).toBe(201)
    const moderator = await newModerator()
    await posted(moderator.key)
    expect((await create({ title: "Right away" }, moderator.key)).status).toBe(201)
  })

  it("keeps the cooldown for posts and replies sent together: one post, one reply at most", async () => {
    const other = await newMember()
    const answered = await posted(other.key)
    const author = await newMember()
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, index) => create({ title: `At once ${index}` }, author.key)),
      ...Array.from({ length: 4 }, () => call("POST", `${postPath(answered)}/replies`, { text: "Me too.", attachments: [] }, author.key))
    ])
    const made = answers.filter((answer) => answer.status === 201)
    expect(answers.every((answer) => answer.status === 201 || answer.status === 429)).toBe(true)
    expect(made.filter((answer) => answer.body.title !== undefined).length).toBe(1)
    expect(made.filter((answer) => answer.body.level !== undefined).length).toBeLessThanOrEqual(1)
  })

  it("attaches the author's unused photos, the first the default image; another's or a used one is refused", async () => {
    const author = await newMember()
    const other = await newMember()
    const [first, second] = [await attachment(author.key), await attachment(author.key)]
    const theirs = await attachment(other.key)
    const refused = await create({ attachments: [first, theirs] }, author.key)
    expect([refused.status, refused.body.error_code]).toEqual([400, ErrorCode.community_attachments_invalid])
    const answer = await create({ attachments: [first, second] }, author.key)
    expect(answer.status).toBe(201)
    expect(answer.body.attachments).toEqual([
      {
        id: first,
        attachment: { base_url: "/api/v1/images/", path: expect.any(String), width: 64, height: 48 },
        default_image: true,
        is_system_flagged: false
      },
      expect.objectContaining({ id: second, default_image: false })
    ])
    await cooledDown(author.id)
    const reused = await create({ attachments: [first] }, author.key)
    expect(reused.body.error_code).toBe(ErrorCode.community_attachments_invalid)
    const many = await create({ attachments: [1, 2, 3, 4, 5, 6, 7] }, author.key)
    expect([many.status, many.body.message]).toEqual([400, "Attach at most 6 photos"])
  })

  it("refuses an upload that is someone else's, and keeps one upload once", async () => {
    const author = await newMember()
    const other = await newMember()
    const key = await upload(author.key)
    expect((await call("POST", "/api/v1/community_attachments", { key }, other.key)).body.error_code).toBe(ErrorCode.upload_not_yours)
    expect((await call("POST", "/api/v1/community_attachments", { key }, author.key)).status).toBe(201)
    expect((await call("POST", "/api/v1/community_attachments", { key }, author.key)).body.error_code).toBe(ErrorCode.upload_missing)
  })
})

describe("feeds: GET /api/v1/community/posts", () => {
  it("lists a community's posts by latest activity (default), newest or most upvoted, paged after an id", async () => {
    const community = await communityId("barn-finds")
    const [a, b, c] = [await newMember(), await newMember(), await newMember()]
    const first = await posted(a.key, { community_id: community, title: "First" })
    const second = await posted(b.key, { community_id: community, title: "Second" })
    const third = await posted(c.key, { community_id: community, title: "Third" })
    await sql((db) => db`UPDATE community_posts SET active_at = now() + interval '1 minute', upvote_count = 0 WHERE id = ${first}`)
    await sql((db) => db`UPDATE community_posts SET upvote_count = 5 WHERE id = ${second}`)
    const query = `?community_id=${community}`
    expect(await feedIds(query)).toEqual([first, third, second])
    expect(await feedIds(`${query}&sort=new`)).toEqual([third, second, first])
    expect(await feedIds(`${query}&sort=top`)).toEqual([second, third, first])
    expect(await feedIds(`${query}&sort=top&limit=1&after_id=${second}`)).toEqual([third])
    expect(await feedIds(`${query}&limit=2&after_id=${first}`)).toEqual([third, second])
    expect(await feedIds(`${query}&sort=new&after_id=${second}`)).toEqual([first])
    expect((await feedIds("?sort=new&limit=51")).slice(0, 3)).toEqual([third, second, first])
    const unknown = await feed("?community_id=2000000000")
    expect([unknown.status, unknown.body.error_code]).toEqual([404, ErrorCode.community_not_found])
    expect((await feed("?limit=52")).status).toBe(400)
    expect((await feed("?sort=hot")).status).toBe(400)
  })

  it("leaves out deleted posts without replies, and with hide_sketchy the deleted and flagged ones", async () => {
    const community = await communityId("off-road")
    const authors = [await newMember(), await newMember(), await newMember(), await newMember()]
    // one after another: the feed's newest-first order is the order they were written in
    const ids: Array<number> = []
    for (const author of authors) ids.push(await posted(author.key, { community_id: community }))
    const [kept, deleted, answered, flagged] = ids
    expect((await call("DELETE", postPath(deleted!), undefined, authors[1]!.key)).status).toBe(200)
    expect((await call("DELETE", postPath(answered!), undefined, authors[2]!.key)).status).toBe(200)
    await sql((db) => db`UPDATE community_posts SET reply_count = 1 WHERE id = ${answered!}`)
    await sql((db) => db`UPDATE community_posts SET flag_count = 3 WHERE id = ${flagged!}`)
    const query = `?community_id=${community}&sort=new`
    expect(await feedIds(query)).toEqual([flagged, answered, kept])
    expect(await feedIds(`${query}&hide_sketchy=true`)).toEqual([kept])
    const shown = (await feed(query)).body.posts[1]
    expect(shown).toMatchObject({ id: answered, title: "", text: "", user: null, deleted_at: expect.any(String) })
  })

  it("tells the reader their marks and whether they blocked the author", async () => {
    const author = await newMember()
    const reader = await newMember()
    const id = await posted(author.key)
    expect((await call("PUT", `${postPath(id)}/upvote`, { vote: true }, reader.key)).body).toEqual({ upvote_count: 1, upvoted: true })
    expect((await call("POST", `/api/v1/community/blocks/${author.username}`, undefined, reader.key)).body).toEqual({ blocked: true })
    expect((await call("GET", postPath(id), undefined, reader.key)).body).toMatchObject({
      upvoted: true,
      flagged: false,
      mine: false,
      blocked_author: true
    })
    expect((await call("GET", postPath(id))).body).toMatchObject({ upvoted: false, blocked_author: false })
    expect((await call("DELETE", `/api/v1/community/blocks/${author.username.toUpperCase()}`, undefined, reader.key)).body).toEqual({
      blocked: false
    })
    expect((await call("GET", postPath(id), undefined, reader.key)).body.blocked_author).toBe(false)
    const self = await call("POST", `/api/v1/community/blocks/${reader.username}`, undefined, reader.key)
    expect([self.status, self.body.error_code]).toEqual([400, ErrorCode.community_block_self])
    const nobody = await call("POST", "/api/v1/community/blocks/nobody_here", undefined, reader.key)
    expect([nobody.status, nobody.body.error_code]).toEqual([404, ErrorCode.user_not_found])
  })

  it("never tells whether a reader blocked who wrote a deleted post", async () => {
    const author = await newMember()
    const guesser = await newMember()
    const id = await posted(author.key)
    expect((await call("DELETE", postPath(id), undefined, author.key)).status).toBe(200)
    expect((await call("POST", `/api/v1/community/blocks/${author.username}`, undefined, guesser.key)).status).toBe(200)
    expect((await call("GET", postPath(id), undefined, guesser.key)).body).toMatchObject({ user: null, blocked_author: false })
  })

  it("answers 404 for a post that doesn't exist or a path id that is no id", async () => {
    expect((await call("GET", postPath(2_000_000_000))).body.error_code).toBe(ErrorCode.community_post_not_found)
    const misspelled = await call("GET", "/api/v1/community/posts/0x1A")
    expect([misspelled.status, misspelled.body.error_code]).toEqual([404, ErrorCode.community_post_not_found])
  })
})

describe("changes of a post", () => {
  it("lets the author edit within the window, its photos as sent", async () => {
    const author = await newMember()
    const photo = await attachment(author.key)
    const id = await posted(author.key, { attachments: [photo] })
    const added = await attachment(author.key)
    const edited = await call("PUT", postPath(id), { title: "Edited", text: "New words", attachments: [added] }, author.key)
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({
      title: "Edited",
      text: "New words",
      edited_at: expect.any(String),
      url: `/community/p/${id}/edited`
    })
    expect(edited.body.attachments.map((kept: { id: number }) => kept.id)).toEqual([added])
    expect(await sql((db) => db`SELECT id FROM community_attachments WHERE id = ${photo}`)).toEqual([])
  })

  it("refuses another member's edit or delete, an edit after the window, and a delete of a deleted post", async () => {
    const author = await newMember()
    const other = await newMember()
    const id = await posted(author.key)
    const edit = { title: "Mine now", text: "" }
    const notAuthor = await call("PUT", postPath(id), edit, other.key)
    expect([notAuthor.status, notAuthor.body.error_code]).toEqual([403, ErrorCode.not_community_author])
    expect((await call("DELETE", postPath(id), undefined, other.key)).body.error_code).toBe(ErrorCode.not_community_author)
    // staff delete through the admin call, not the author's
    expect((await call("DELETE", postPath(id), undefined, staffKey)).body.error_code).toBe(ErrorCode.not_community_author)
    await postedAgo(id, COMMUNITY_EDIT_WINDOW_MS + 1000)
    const late = await call("PUT", postPath(id), edit, author.key)
    expect([late.status, late.body.error_code, late.body.message]).toEqual([
      403,
      ErrorCode.community_edit_expired,
      "Sorry, the edit period for this post has expired."
    ])
    expect((await call("DELETE", postPath(id), undefined, author.key)).body.error_code).toBe(ErrorCode.community_edit_expired)
    const fresh = await newMember()
    const gone = await posted(fresh.key)
    expect((await call("DELETE", postPath(gone), undefined, fresh.key)).body.deleted_at).toEqual(expect.any(String))
    expect((await call("DELETE", postPath(gone), undefined, fresh.key)).body.error_code).toBe(ErrorCode.community_post_not_found)
  })

  it("refuses an edit in a timeout, with inappropriate words or a missing title", async () => {
    const author = await newMember()
    const id = await posted(author.key)
    const noTitle = await call("PUT", postPath(id), { title: "", text: "" }, author.key)
    expect([noTitle.status, noTitle.body.error_code, noTitle.body.message]).toEqual([
      400,
      ErrorCode.community_title_invalid,
      "Enter a title"
    ])
    const rude = await call("PUT", postPath(id), { title: "Fine", text: "What a fucking idiot" }, author.key)
    expect(rude.body.error_code).toBe(ErrorCode.community_inappropriate)
    await sql((db) => db`UPDATE users SET suspended = true WHERE id = ${author.id}`)
    const suspended = await call("PUT", postPath(id), { title: "Fine", text: "" }, author.key)
    expect([suspended.status, suspended.body.error_code]).toEqual([403, ErrorCode.community_suspended])
    expect((await call("GET", postPath(id))).body).toMatchObject({ title: "Cars and coffee?", edited_at: null })
  })

  it("counts each member's upvote and flag once, never the author's own, nor a flag of staff's post", async () => {
    const author = await newMember()
    const reader = await newMember()
    const id = await posted(author.key)
    const upvote = (vote: boolean, key: string) => call("PUT", `${postPath(id)}/upvote`, { vote }, key)
    expect((await upvote(true, reader.key)).body).toEqual({ upvote_count: 1, upvoted: true })
    expect((await upvote(true, reader.key)).body).toEqual({ upvote_count: 1, upvoted: true })
    expect((await upvote(false, reader.key)).body).toEqual({ upvote_count: 0, upvoted: false })
    expect((await upvote(false, reader.key)).body).toEqual({ upvote_count: 0, upvoted: false })
    const own = await upvote(true, author.key)
    expect([own.status, own.body.error_code, own.body.message]).toEqual([
      403,
      ErrorCode.own_content,
      "You can't upvote or flag your own post or reply."
    ])
    expect((await call("PUT", `${postPath(id)}/flag`, { flag: true }, reader.key)).body).toEqual({ flag_count: 1, flagged: true })
    expect((await call("PUT", `${postPath(id)}/flag`, { flag: true }, author.key)).body.error_code).toBe(ErrorCode.own_content)
    const staffPost = await posted(staffKey)
    expect((await call("PUT", `${postPath(staffPost)}/flag`, { flag: true }, reader.key)).body.error_code).toBe(ErrorCode.staff_content)
  })

  it("lets moderators alone system-flag and delete any post, and system-flag a photo", async () => {
    const author = await newMember()
    const moderator = await newModerator()
    const photo = await attachment(author.key)
    const id = await posted(author.key, { attachments: [photo] })
    const flagPath = `/api/v1/admin/community/posts/${id}/system_flag`
    expect((await call("PUT", flagPath, { is_system_flagged: true }, author.key)).status).toBe(403)
    expect((await call("PUT", flagPath, { is_system_flagged: true }, moderator.key)).body.is_system_flagged).toBe(true)
    expect((await call("PUT", flagPath, { is_system_flagged: false }, staffKey)).body.is_system_flagged).toBe(false)
    const photoPath = `/api/v1/admin/community/attachments/${photo}/system_flag`
    expect((await call("PUT", photoPath, { is_system_flagged: true }, author.key)).status).toBe(403)
    expect((await call("PUT", photoPath, { is_system_flagged: true }, moderator.key)).body).toMatchObject({
      id: photo,
      default_image: true,
      is_system_flagged: true
    })
    expect(
      (await call("PUT", "/api/v1/admin/community/attachments/2000000000/system_flag", { is_system_flagged: true }, moderator.key)).status
    ).toBe(404)
    expect(await feedIds(`?community_id=${general}&sort=new&hide_sketchy=true`)).not.toContain(id)
    const removePath = `/api/v1/admin/community/posts/${id}`
    expect((await call("DELETE", removePath, undefined, author.key)).body.error_code).toBe(ErrorCode.forbidden)
    await postedAgo(id, COMMUNITY_EDIT_WINDOW_MS * 10)
    const removed = await call("DELETE", removePath, undefined, moderator.key)
    expect(removed.body).toMatchObject({ id, deleted_at: expect.any(String), title: "", user: null, attachments: [] })
    expect((await call("DELETE", removePath, undefined, moderator.key)).body.deleted_at).toBe(removed.body.deleted_at)
  })

  it("deletes the member's own photos by id, and no one else's", async () => {
    const author = await newMember()
    const other = await newMember()
    const [mine, theirs] = [await attachment(author.key), await attachment(other.key)]
    expect((await call("POST", "/api/v1/community_attachments/delete", { ids: [mine, theirs] }, author.key)).body).toEqual({
      deleted: [mine]
    })
    expect((await sql((db) => db`SELECT id FROM community_attachments WHERE id = ${theirs}`)).length).toBe(1)
    const many = Array.from({ length: 70_000 }, (_, index) => index + 1)
    const tooMany = await call("POST", "/api/v1/community_attachments/delete", { ids: many }, author.key)
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toContain("ids")
  })
})

describe("photos taken off a post: POST /api/v1/community_attachments/delete", () => {
  it("takes them off the author's post within its window, tells it anew, and never a flagged one", async () => {
    const author = await newMember()
    const moderator = await newModerator()
    const [taken, flagged] = [await attachment(author.key), await attachment(author.key)]
    const id = await posted(author.key, { attachments: [taken, flagged] })
    const flagPath = `/api/v1/admin/community/attachments/${flagged}/system_flag`
    expect((await call("PUT", flagPath, { is_system_flagged: true }, moderator.key)).status).toBe(200)
    const before = (await rewind(`community_thread:${id}`)).body.events.length
    const remove = (ids: ReadonlyArray<number>) => call("POST", "/api/v1/community_attachments/delete", { ids }, author.key)
    expect((await remove([taken, flagged])).body).toEqual({ deleted: [taken] })
    expect((await call("GET", postPath(id))).body.attachments.map((photo: { id: number }) => photo.id)).toEqual([flagged])
    const events = (await rewind(`community_thread:${id}`)).body.events
    expect(events.length).toBeGreaterThan(before)
    expect(events[events.length - 1].data.attachments.map((photo: { id: number }) => photo.id)).toEqual([flagged])
    await cooledDown(author.id)
    const late = await attachment(author.key)
    const old = await posted(author.key, { attachments: [late] })
    await postedAgo(old, COMMUNITY_EDIT_WINDOW_MS * 2)
    expect((await remove([late])).body).toEqual({ deleted: [] })
  })
})

describe("mentions", () => {
  it("notify each member a new post mentions, once, but its author", async () => {
    const author = await newMember()
    const mentioned = await newMember()
    const id = await posted(author.key, {
      title: "Who has driven one?",
      text: `@${mentioned.username} and @${mentioned.username.toUpperCase()}, @${author.username}, @nobody_at_all`
    })
    await tellScheduled()
    await tellScheduled()
    const items = (await call("GET", "/api/v1/notifications", undefined, mentioned.key)).body.notifications.filter(
      (item: { notification_type: number }) => item.notification_type === NotificationType.community_mention
    )
    expect(items).toMatchObject([
      { count: 1, text: "You were mentioned in General", related_to: { post_id: id, community_name: "General" } }
    ])
    expect(items[0].target).toContain(`/community/p/${id}`)
    const own = (await call("GET", "/api/v1/notifications", undefined, author.key)).body.notifications
    expect(own.filter((item: { notification_type: number }) => item.notification_type === NotificationType.community_mention)).toEqual([])
  })

  it("tell a mention after a burst of more posts than a round reads", async () => {
    const busy = await newMember()
    const author = await newMember()
    const mentioned = await newMember()
    await sql(
      (db) => db`
        INSERT INTO community_posts (community_id, user_id, title, text, created_at, active_at)
        SELECT ${general}, ${busy.id}, 'Burst ' || n, '', now(), now() FROM generate_series(1, 501) n`
    )
    const id = await posted(author.key, { text: `@${mentioned.username} what do you think?` })
    await tellScheduled()
    await tellScheduled()
    const items = (await call("GET", "/api/v1/notifications", undefined, mentioned.key)).body.notifications
    expect(items).toMatchObject([{ notification_type: NotificationType.community_mention, related_to: { post_id: id } }])
  })
})

describe("realtime", () => {
  const listening = Effect.runSync(Scope.make())
  afterAll(() => Effect.runPromise(Scope.close(listening, Exit.void)))

  it("logs a post's events on its community's channel and its thread's, rewritten by a delete, and publishes them", async () => {
    const author = await newMember()
    const reader = await newMember()
    const community = await communityId("restorations")
    const published: Array<{ channel: string; seq: number; kind: string; data: any }> = []
    await api.run(
      Effect.flatMap(Bus, (bus) =>
        bus.subscribe(channelSubject({ type: "community", id: community }), (message) =>
          Effect.sync(() => published.push(JSON.parse(new TextDecoder().decode(message.data))))
        )
      ).pipe(Scope.extend(listening))
    )
    const id = await posted(author.key, { community_id: community, title: "Live" })
    await call("PUT", `${postPath(id)}/upvote`, { vote: true }, reader.key)
    await call("PUT", `${postPath(id)}/upvote`, { vote: true }, reader.key)
    await call("PUT", postPath(id), { title: "Live, edited", text: "" }, author.key)
    await expect.poll(() => published.length).toBe(3)
    expect(published.map((event) => [event.channel, event.seq, event.kind, event.data.title, event.data.upvote_count])).toEqual([
      [`community:${community}`, 1, "community_post", "Live", 0],
      [`community:${community}`, 2, "community_post", "Live", 1],
      [`community:${community}`, 3, "community_post", "Live, edited", 1]
    ])
    expect(published[0]!.data).not.toHaveProperty("upvoted")
    const thread = (await rewind(`community_thread:${id}`)).body.events
    expect(thread.map((event: { seq: number; data: { title: string } }) => [event.seq, event.data.title])).toEqual([
      [1, "Live, edited"],
      [2, "Live, edited"],
      [3, "Live, edited"]
    ])
    await call("DELETE", postPath(id), undefined, author.key)
    const rewound = (await rewind(`community:${community}`)).body.events
    expect(rewound).toHaveLength(4)
    expect(rewound.every((event: { data: { title: string; user: unknown } }) => event.data.title === "" && event.data.user === null)).toBe(
      true
    )
    const registered = await call("POST", "/api/v1/realtime/register", {
      connection_id: "gw1_community",
      type: "public",
      channel: "community_thread",
      community_post_id: id
    })
    expect(registered.body).toEqual({ channel: `community_thread:${id}`, seq: 4 })
  })
})
