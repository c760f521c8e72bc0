import { SqlClient } from "@effect/sql"
import { channelName, ErrorCode, VIEW_SUBMISSIONS_PERMISSION } from "@redline/domain"
import { Bus, channelSubject } from "@redline/infra"
import { Effect, Exit, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ThreadLog } from "../src/realtime/ThreadLog.ts"
import { accessKey, caller, MEMBER_PASSWORD, staffAccessKey, staffAuction, staffUser, useApi, useGatewayStandIn } from "./harness/index.ts"

const api = useApi()
let staffKey: string
let watcher: { readonly id: number; readonly key: string }
let bidderKey: string
let auctionId: number
/** `auction:<id>`, as the domain's tests spell it out. */
let auctionChannel: string
/** What the stand-in gateway was asked to do; it holds every socket whose id starts with `gw1_`. */
const asked = useGatewayStandIn(api, "gw1")

const call = caller(api)

const login = (username: string) => accessKey(api, `${username}@example.com`, MEMBER_PASSWORD)

const createUser = async (username: string) =>
  (await staffUser(api, staffKey, username, { card_on_file: true, bidding_agreement: true })).body.user_id as number

const register = (body: Record<string, unknown>, key?: string) =>
  call("POST", "/api/v1/realtime/register", { connection_id: "gw1_socket", type: key === undefined ? "public" : "private", ...body }, key)

const rewind = (channel: string, since: number, key?: string) =>
  call("GET", `/api/v1/realtime/rewind?channel=${encodeURIComponent(channel)}&since=${since}`, undefined, key)

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  watcher = { id: await createUser("chan_watcher"), key: await login("chan_watcher") }
  await createUser("chan_seller")
  await createUser("chan_bidder")
  bidderKey = await login("chan_bidder")
  const { body } = await staffAuction(api, staffKey, {
    seller_username: "chan_seller",
    auction_end: new Date(Date.now() + 3_600_000).toISOString()
  })
  auctionId = body.id
  auctionChannel = channelName({ type: "auction", id: auctionId })
})

describe("registering a channel", () => {
  it("asks the gateway holding the socket, then answers the channel's name and latest sequence number", async () => {
    expect(await register({ channel: "auction", auction_id: auctionId })).toMatchObject({
      status: 200,
      body: { channel: auctionChannel, seq: 0 }
    })
    expect(asked.at(-1)).toEqual({ op: "register", connection_id: "gw1_socket", channel: auctionChannel })
    const [general] = await api.sql((sql) => sql<{ id: number }>`SELECT id FROM communities WHERE slug = 'general'`)
    expect((await register({ channel: "community", community_id: general!.id })).body).toEqual({
      channel: `community:${general!.id}`,
      seq: 0
    })
    expect((await register({ channel: "auctions" })).body).toEqual({ channel: "auctions", seq: 0 })
  })

  it("names the user's own channels by the session's user, and needs a session for them", async () => {
    expect((await register({ channel: "notifications" }, watcher.key)).body).toEqual({ channel: `notifications:${watcher.id}`, seq: 0 })
    expect(await register({ channel: "messages" })).toMatchObject({ status: 401, body: { error_code: ErrorCode.unauthorized } })
    expect(await register({ channel: "auctions", type: "private" })).toMatchObject({ status: 401 })
  })

  it("refuses a channel without its id, an auction, community or post that doesn't exist, and a socket no gateway holds", async () => {
    expect(await register({ channel: "auction" })).toMatchObject({ status: 400, body: { error_code: ErrorCode.bad_request } })
    expect(await register({ channel: "auction", auction_id: 987654 })).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.auction_not_found }
    })
    expect(await register({ channel: "community", community_id: 987654 })).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.community_not_found }
    })
    expect(await register({ channel: "community_thread", community_post_id: 987654 })).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.community_post_not_found }
    })
    expect(await register({ channel: "auctions", connection_id: "gone_socket" })).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.unknown_connection }
    })
  })

  it("deregisters through the same gateway", async () => {
    expect(
      await call("POST", "/api/v1/realtime/deregister", {
        connection_id: "gw1_socket",
        type: "public",
        channel: "community",
        community_id: 3
      })
    ).toMatchObject({ status: 200 })
    expect(asked.at(-1)).toEqual({ op: "deregister", connection_id: "gw1_socket", channel: "community:3" })
  })
})

describe("a submission's chat at the staff desk", () => {
  it("registers for staff and users with VIEW_SUBMISSIONS; a stranger, the bidder or the seller too, is forbidden and a visitor signs in", async () => {
    const reviewer = { id: await createUser("chan_reviewer"), key: await login("chan_reviewer") }
    await api.sql((sql) => sql`UPDATE users SET abilities = ARRAY[${VIEW_SUBMISSIONS_PERMISSION}] WHERE id = ${reviewer.id}`)
    const chat = { channel: "submission_chat", submission_id: 41 }

    expect((await register(chat, staffKey)).body).toEqual({ channel: "submission_chat:41", seq: 0 })
    expect(asked.at(-1)).toEqual({ op: "register", connection_id: "gw1_socket", channel: "submission_chat:41" })
    expect((await register(chat, reviewer.key)).body).toEqual({ channel: "submission_chat:41", seq: 0 })

    const before = asked.length
    for (const key of [watcher.key, bidderKey]) {
      expect(await register(chat, key)).toMatchObject({ status: 403, body: { error_code: ErrorCode.forbidden } })
    }
    expect(await register(chat)).toMatchObject({ status: 401, body: { error_code: ErrorCode.unauthorized } })
    expect(asked.length).toBe(before)
    expect(await register({ channel: "submission_chat" }, staffKey)).toMatchObject({ status: 400 })

    expect((await rewind("submission_chat:41", 0, reviewer.key)).body).toEqual({ channel: "submission_chat:41", events: [] })
    expect(await rewind("submission_chat:41", 0, bidderKey)).toMatchObject({ status: 403 })
    expect(await rewind("submission_chat:41", 0)).toMatchObject({ status: 401 })
  })
})

describe("rewinding a channel", () => {
  it("replays an auction's logged events after the given sequence number, under the name asked", async () => {
    for (const amount of [1_000, 1_100]) {
      expect((await call("POST", `/api/v1/auctions/${auctionId}/bids`, { amount }, bidderKey)).status).toBe(200)
    }
    const { status, body } = await rewind(auctionChannel, 0)
    expect(status).toBe(200)
    expect(body.channel).toBe(auctionChannel)
    expect(body.events.map((event: { channel: string; seq: number; kind: string }) => [event.channel, event.seq, event.kind])).toEqual([
      [auctionChannel, 1, "bid"],
      [auctionChannel, 2, "bid"]
    ])
    expect(body.events[1].data).toMatchObject({ bid: { amount: 1_100, bidder: "chan_bidder" }, auction: { current_bid: 1_100, bids: 2 } })
    expect((await rewind(auctionChannel, 1)).body.events.map((event: { seq: number }) => event.seq)).toEqual([2])
  })

  it("can't replay past the log's end, an auction that doesn't exist, or a name of no channel", async () => {
    for (const [channel, since] of [
      [auctionChannel, 3],
      ["auction:987654", 0],
      ["community:987654", 0],
      ["community_thread:987654", 0],
      ["auction", 0],
      ["bids:12", 0],
      ["timestamp:1", 0]
    ] as const) {
      expect(await rewind(channel, since)).toMatchObject({ status: 410, body: { error_code: ErrorCode.rewind_unavailable } })
    }
  })

  it("answers the channels that keep no log with nothing to replay, a user's own only to that user", async () => {
    expect((await rewind("auctions", 0)).body).toEqual({ channel: "auctions", events: [] })
    expect((await rewind(`notifications:${watcher.id}`, 0, watcher.key)).body).toEqual({
      channel: `notifications:${watcher.id}`,
      events: []
    })
    expect(await rewind(`notifications:${watcher.id}`, 0)).toMatchObject({ status: 401 })
    expect(await rewind(`messages:${watcher.id}`, 0, bidderKey)).toMatchObject({ status: 403 })
  })
})

describe("an auction's thread channel", () => {
  const listening = Effect.runSync(Scope.make())
  afterAll(() => Effect.runPromise(Scope.close(listening, Exit.void)))

  /** Logs a thread event in a transaction of its own and publishes it once committed, as a comment does. */
  const logged = (auctionOfThread: number, text: string) =>
    api.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const log = yield* ThreadLog
        const question = {
          id: 1,
          user: { username: "chan_asker", photo: null },
          text,
          timestamp: new Date().toISOString(),
          edited_at: null,
          answer: null,
          upvotes: 0,
          flags: 0,
          system_flagged: false
        }
        const envelope = yield* sql.withTransaction(log.append(auctionOfThread, "question", { id: 1, question }))
        yield* log.publish(auctionOfThread, envelope)
        return envelope
      }).pipe(Effect.provide(ThreadLog.Default), Effect.orDie)
    )

  it("starts at 0 before its first event, and doesn't exist for an auction that doesn't", async () => {
    const { body } = await staffAuction(api, staffKey, { seller_username: "chan_seller" })
    expect(await register({ channel: "thread", auction_id: body.id })).toMatchObject({
      status: 200,
      body: { channel: `thread:${body.id}`, seq: 0 }
    })
    expect(asked.at(-1)).toEqual({ op: "register", connection_id: "gw1_socket", channel: `thread:${body.id}` })
    expect((await rewind(`thread:${body.id}`, 0)).body).toEqual({ channel: `thread:${body.id}`, events: [] })
    expect(await register({ channel: "thread", auction_id: 987654 })).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.auction_not_found }
    })
    expect(await rewind("thread:987654", 0)).toMatchObject({ status: 410, body: { error_code: ErrorCode.rewind_unavailable } })
  })

  it("numbers its events gap-free apart from the auction's own, publishes them and replays them", async () => {
    const threadChannel = channelName({ type: "thread", id: auctionId })
    const auctionSeq = (await register({ channel: "auction", auction_id: auctionId })).body.seq
    const published: Array<unknown> = []
    await api.run(
      Effect.flatMap(Bus, (bus) =>
        bus.subscribe(channelSubject({ type: "thread", id: auctionId }), (message) =>
          Effect.sync(() => published.push(JSON.parse(new TextDecoder().decode(message.data))))
        )
      ).pipe(Scope.extend(listening))
    )
    const envelopes = await Promise.all(["first", "second", "third"].map((text) => logged(auctionId, text)))
    expect(envelopes.map((envelope) => envelope.seq).sort()).toEqual([1, 2, 3])
    expect((await register({ channel: "thread", auction_id: auctionId })).body).toEqual({ channel: threadChannel, seq: 3 })
    expect((await register({ channel: "auction", auction_id: auctionId })).body.seq).toBe(auctionSeq)
    const { body } = await rewind(threadChannel, 1)
    expect(body.events.map((event: { channel: string; seq: number; kind: string }) => [event.channel, event.seq, event.kind])).toEqual([
      [threadChannel, 2, "question"],
      [threadChannel, 3, "question"]
    ])
    expect(await rewind(threadChannel, 4)).toMatchObject({ status: 410 })
    await expect.poll(() => published.length).toBe(3)
    expect(published).toEqual(expect.arrayContaining(envelopes))
  })
})
