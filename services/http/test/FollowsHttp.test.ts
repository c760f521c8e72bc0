import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { FOLLOW_LIMIT } from "../src/users/UsersHttp.ts"
import { caller, member, staffAccessKey, staffAuction, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)
let staffKey: string
const keys: Record<string, string> = {}

const createUser = async (username: string) => {
  keys[username] = (await member(api, staffKey, username)).key
}

const createAuction = (sellerUsername: string) => staffAuction(api, staffKey, { seller_username: sellerUsername })

const profile = (username: string, key?: string) => call("GET", `/api/v1/users/${username}`, undefined, { key })
const follow = (username: string, key?: string) => call("POST", `/api/v1/users/${username}/follow`, undefined, { key })
const unfollow = (username: string, key?: string) => call("DELETE", `/api/v1/users/${username}/follow`, undefined, { key })

const disable = (username: string) => api.sql((sql) => sql`UPDATE users SET banned = true WHERE username = ${username}`)

const counts = async (username: string, key?: string) => {
  const { body } = await profile(username, key)
  return { follower_count: body.follower_count, following_count: body.following_count, is_followed: body.is_followed }
}

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  for (const username of ["Flat6Fan", "turbo_tess", "rally_ron", "busy_bea", "quiet_quinn", "banned_bo", "new_nell"])
    await createUser(username)
})

describe("GET /api/v1/users/{username}", () => {
  it("answers the public profile, found whatever the case of the name", async () => {
    await api.sql(
      (sql) => sql`UPDATE users SET bio = 'Air-cooled, always.', photo_key = 'photos/user-flat6fan.jpg' WHERE username = 'Flat6Fan'`
    )
    const { status, body } = await profile("flat6fan")
    expect(status).toBe(200)
    expect(body).toEqual({
      username: "Flat6Fan",
      photo: { base_url: "/api/v1/images/", path: "photos/user-flat6fan.jpg" },
      bio: "Air-cooled, always.",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      is_seller: false,
      follower_count: 0,
      following_count: 0,
      is_followed: false
    })
    expect((await profile("FLAT6FAN")).body.username).toBe("Flat6Fan")
    expect((await profile("new_nell")).body.photo).toBeNull()
  })

  it("says a user who has put a car up for auction is a seller", async () => {
    await createAuction("quiet_quinn")
    expect((await profile("quiet_quinn")).body.is_seller).toBe(true)
    expect((await profile("rally_ron")).body.is_seller).toBe(false)
  })

  it("is 404 for an unknown user and for a disabled account", async () => {
    expect(await profile("no_such_user")).toMatchObject({ status: 404, body: { error_code: 5001, message: "This user doesn't exist." } })
    await disable("banned_bo")
    expect(await profile("banned_bo")).toMatchObject({ status: 404, body: { error_code: 5001 } })
    expect(await follow("banned_bo", keys["turbo_tess"])).toMatchObject({ status: 404, body: { error_code: 5001 } })
  })
})

describe("following", () => {
  it("follows and unfollows, answering the profile with both counts", async () => {
    const followed = await follow("Flat6Fan", keys["turbo_tess"])
    expect(followed).toMatchObject({
      status: 200,
      body: { username: "Flat6Fan", follower_count: 1, following_count: 0, is_followed: true }
    })
    expect((await follow("flat6fan", keys["rally_ron"])).body).toMatchObject({ follower_count: 2, is_followed: true })
    expect(await counts("turbo_tess")).toEqual({ follower_count: 0, following_count: 1, is_followed: false })

    const unfollowed = await unfollow("flat6fan", keys["turbo_tess"])
    expect(unfollowed).toMatchObject({ status: 200, body: { follower_count: 1, is_followed: false } })
    expect(await counts("turbo_tess")).toEqual({ follower_count: 0, following_count: 0, is_followed: false })
    await unfollow("flat6fan", keys["rally_ron"])
  })

  it("counts a follow once however often it is asked for, at once or in turn", async () => {
    const together = await Promise.all([follow("rally_ron", keys["busy_bea"]), follow("rally_ron", keys["busy_bea"])])
    expect(together.map((answer) => [answer.status, answer.body.follower_count, answer.body.is_followed])).toEqual([
      [200, 1, true],
      [200, 1, true]
    ])
    expect((await follow("rally_ron", keys["busy_bea"])).body).toMatchObject({ follower_count: 1, is_followed: true })
    expect((await unfollow("rally_ron", keys["busy_bea"])).body).toMatchObject({ follower_count: 0, is_followed: false })
    expect((await unfollow("rally_ron", keys["busy_bea"])).body).toMatchObject({ follower_count: 0, is_followed: false })
    expect(await counts("busy_bea")).toMatchObject({ following_count: 0 })
  })

  it("refuses following oneself, changing nothing", async () => {
    expect(await follow("FLAT6FAN", keys["Flat6Fan"])).toMatchObject({
      status: 403,
      body: { error_code: 5002, message: "You can't follow yourself." }
    })
    expect(await counts("Flat6Fan", keys["Flat6Fan"])).toEqual({ follower_count: 0, following_count: 0, is_followed: false })
  })

  it("refuses an unknown user with 404", async () => {
    expect(await follow("no_such_user", keys["turbo_tess"])).toMatchObject({ status: 404, body: { error_code: 5001 } })
    expect(await unfollow("no_such_user", keys["turbo_tess"])).toMatchObject({ status: 404, body: { error_code: 5001 } })
  })

  it("needs a session", async () => {
    expect(await follow("Flat6Fan")).toMatchObject({ status: 401, body: { error_code: 1002 } })
    expect(await unfollow("Flat6Fan")).toMatchObject({ status: 401, body: { error_code: 1002 } })
    expect(await follow("Flat6Fan", "no-such-key")).toMatchObject({ status: 401, body: { error_code: 1002 } })
    expect((await counts("Flat6Fan")).follower_count).toBe(0)
  })

  it("tells each reader whether they follow, by their bearer key", async () => {
    await follow("new_nell", keys["turbo_tess"])
    expect(await counts("new_nell", keys["turbo_tess"])).toEqual({ follower_count: 1, following_count: 0, is_followed: true })
    expect(await counts("new_nell", keys["rally_ron"])).toMatchObject({ is_followed: false })
    expect(await counts("new_nell")).toMatchObject({ is_followed: false })
    // a stale key reads as a visitor's rather than being refused
    expect(await profile("new_nell", "no-such-key")).toMatchObject({ status: 200, body: { is_followed: false, follower_count: 1 } })
  })

  it("stops counting the follows of an account once it is disabled", async () => {
    await follow("busy_bea", keys["quiet_quinn"])
    expect((await counts("busy_bea")).follower_count).toBe(1)
    await disable("quiet_quinn")
    expect((await counts("busy_bea")).follower_count).toBe(0)
  })

  it(`limits a user to ${FOLLOW_LIMIT.max} follow changes at a time`, async () => {
    // rally_ron has made two changes above
    for (let change = 2; change < FOLLOW_LIMIT.max; change++) {
      const answer = change % 2 === 0 ? await follow("busy_bea", keys["rally_ron"]) : await unfollow("busy_bea", keys["rally_ron"])
      expect(answer.status).toBe(200)
    }
    expect(await follow("busy_bea", keys["rally_ron"])).toMatchObject({ status: 429, body: { error_code: 1004 } })
    expect(await follow("busy_bea", keys["turbo_tess"])).toMatchObject({ status: 200 })
  })
})

describe("the follows table", () => {
  it("holds no follow of oneself, even written directly", async () => {
    const written = await api.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql`INSERT INTO follows (follower_id, followed_id) SELECT id, id FROM users WHERE username = 'busy_bea'`.pipe(
          Effect.as("written"),
          Effect.catchAll(() => Effect.succeed("refused"))
        )
      })
    )
    expect(written).toBe("refused")
  })
})
