import { HttpApiSchema } from "@effect/platform"
import { Authentication, OptionalAuthentication, RedlineApi } from "@redline/api"
import { beforeAll, describe, expect, it } from "vitest"
import { caller, member, MIATA, staffAccessKey, staffAuction, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)

/** Every GET of the contract whose only middleware is the bearer key, whose answer is one JSON body and that never answers 429. */
const signedInReads = (() => {
  const names: Array<string> = []
  for (const group of Object.values(RedlineApi.groups) as Array<any>) {
    for (const endpoint of Object.values(group.endpoints) as Array<any>) {
      const middlewares = [...group.middlewares, ...endpoint.middlewares]
      if (endpoint.method !== "GET" || middlewares.length !== 1) continue
      if (middlewares[0] !== Authentication && middlewares[0] !== OptionalAuthentication) continue
      const errors = new Set<any>()
      HttpApiSchema.deunionize(errors, endpoint.errorSchema)
      if ([...errors].some((error) => HttpApiSchema.getStatusError(error) === 429)) continue
      const encoding = HttpApiSchema.getEncoding(endpoint.successSchema.ast)
      if (encoding.kind === "Json" && endpoint.successSchema.ast._tag !== "Union") names.push(`${group.identifier}.${endpoint.name}`)
    }
  }
  return names.sort()
})()

let staff: string
beforeAll(async () => {
  staff = await staffAccessKey(api)
})

const bearer = (key: string) => ({ headers: { authorization: `Bearer ${key}`, "x-client-address": "203.0.113.10" } })

/** The lane's answer and the pipeline's, side by side. */
const both = async (path: string, key: string) => {
  const lane = await api.lane(path, bearer(key))
  const piped = await api.pipeline(path, bearer(key))
  return {
    lane: lane && { status: lane.status, body: JSON.parse(lane.body) },
    pipeline: { status: piped.status, body: await piped.json() }
  }
}

describe("signed-in reads answered without the pipeline", () => {
  it("takes every read of the bearer key, required or optional", () => {
    expect(api.laneNames()).toEqual(signedInReads)
    expect(signedInReads).toEqual(
      expect.arrayContaining(["sessions.validSession", "auctions.get", "profile.settings", "savedSearches.list"])
    )
  })

  it("answers each as the pipeline does, for the reader and for a visitor", async () => {
    const bidder = await member(api, staff, "lane_reader")
    await member(api, staff, "miata_seller")
    const auction = (await staffAuction(api, staff)).body.id as number
    await call("POST", `/api/v1/auctions/${auction}/watch`, { watch: true }, bidder.key)
    const comment = (await call("POST", `/api/v1/auctions/${auction}/comments`, { text: "Lovely color." }, staff)).body.id as number
    await call("PUT", `/api/v1/auctions/${auction}/comments/${comment}/upvote`, { upvote: true }, bidder.key)
    // the reader was outbid, as the notifier writes it
    await api.sql(
      (sql) => sql`
        INSERT INTO notifications (user_id, type, subject, related_to)
        VALUES (${bidder.id}, 17, ${`auction:${auction}`}, ${JSON.stringify({ auction_id: auction, title: MIATA.title })}::jsonb)`
    )
    for (const path of [
      "/api/v1/auth/valid_session",
      "/api/v1/settings",
      "/api/v1/saved_searches",
      `/api/v2/auctions/${auction}`,
      `/api/v1/auctions/${auction}/questions`,
      `/api/v1/auctions/${auction}/comments`,
      `/api/v1/auctions/${auction}/comments?filter=2&limit=5`,
      "/api/v1/auctions?sort=1",
      "/api/v1/auctions/closed?sort=9",
      "/api/v1/users/lane_reader",
      "/api/v1/notifications",
      "/api/v1/notifications?page=2"
    ]) {
      const answers = await both(path, bidder.key)
      expect(answers.lane, path).toEqual(answers.pipeline)
    }
    const watched = await both(`/api/v2/auctions/${auction}`, bidder.key)
    expect(watched.lane?.body.watching).toBe(true)
    // an optional key that is no session reads as a visitor, a required one is refused alike
    expect((await both(`/api/v2/auctions/${auction}`, "not-a-key")).lane?.body.watching).toBe(false)
    const refused = await both("/api/v1/settings", "not-a-key")
    expect(refused.lane).toEqual(refused.pipeline)
    expect(refused.lane?.status).toBe(401)
  })

  it("refuses a key at once after it signs out", async () => {
    const leaving = await member(api, staff, "lane_leaver")
    expect((await call("GET", "/api/v1/auth/valid_session", undefined, leaving.key)).status).toBe(200)
    await call("POST", "/api/v1/auth/logout", undefined, leaving.key)
    expect(await api.lane("/api/v1/auth/valid_session", bearer(leaving.key))).toMatchObject({ status: 401 })
  })

  it("leaves to the pipeline what it would not read alike, which says what is wrong", async () => {
    const reader = await member(api, staff, "lane_odd")
    for (const path of [
      "/api/v2/auctions/0x1A",
      "/api/v2/auctions/1%00",
      "/api/v1/auctions?sort=1&sort=6",
      "/api/v1/auctions?start_year=%00"
    ]) {
      expect(await api.lane(path, bearer(reader.key)), path).toBeUndefined()
      const answer = await call("GET", path, undefined, reader.key)
      expect(answer.status, path).toBeLessThan(500)
    }
    // a change is never a lane's
    expect(await api.lane("/api/v1/auth/logout", { ...bearer(reader.key), method: "POST" })).toBeUndefined()
  })
})
