import { HttpApiBuilder } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import {
  AuctionNotFound,
  BadRequest,
  channelName,
  type Envelope,
  RedlineApi,
  type Registration,
  REWIND_LIMIT,
  RewindUnavailable,
  Unauthorized,
  UnknownConnection
} from "@redline/api"
import {
  Bus,
  gatewayIdOf,
  gatewaySubject,
  RegistrationReplyJson,
  RegistrationRequestJson,
  type RegistrationRequest
} from "@redline/infra"
import { Clock, Effect, Option, Schema } from "effect"
import { bearerKey } from "../auth/AccessKeys.ts"
import { SessionsRepo } from "../auth/SessionsRepo.ts"

const encodeRequest = Schema.encodeSync(RegistrationRequestJson)
const decodeReply = Schema.decodeUnknownSync(RegistrationReplyJson)

const PRIVATE_CHANNEL = /^(notifications|messages):(\d+)$/
const AUCTION_CHANNEL = /^auction:(\d+)$/
const QUIET_CHANNEL = /^(timestamp|auctions|community:\d+|community_thread:\d+)$/

export const RealtimeHttpLive = HttpApiBuilder.group(RedlineApi, "realtime", (handlers) =>
  Effect.gen(function* () {
    const bus = yield* Bus
    const sql = yield* SqlClient.SqlClient
    const sessions = yield* SessionsRepo

    /** The signed-in user's id, when the request carries a valid key. */
    const userIdOf = (headers: Readonly<Record<string, string | undefined>>) =>
      Effect.gen(function* () {
        const key = bearerKey(headers)
        if (key === null) return null
        const user = yield* sessions.userByAccessKey(key, new Date(yield* Clock.currentTimeMillis)).pipe(Effect.orDie)
        return Option.match(user, { onNone: () => null, onSome: (signedIn) => signedIn.id })
      })

    /** Asks the gateway holding the socket; false when it no longer holds it (or is gone). */
    const askGateway = (request: RegistrationRequest) =>
      bus.request(gatewaySubject(gatewayIdOf(request.connection_id)), new TextEncoder().encode(encodeRequest(request)), "2 seconds").pipe(
        Effect.map((reply) => decodeReply(new TextDecoder().decode(reply)).ok),
        Effect.orElseSucceed(() => false)
      )

    const resolveChannel = (payload: Registration, headers: Readonly<Record<string, string | undefined>>) =>
      Effect.gen(function* () {
        const userId = yield* userIdOf(headers)
        const needsSession = payload.type === "private" || payload.channel === "notifications" || payload.channel === "messages"
        if (needsSession && userId === null) return yield* Effect.fail(Unauthorized.default())
        const channel = channelName(payload, userId)
        if (channel === null) return yield* Effect.fail(BadRequest.of(`The ${payload.channel} channel needs its id`))
        return channel
      })

    const latestSeq = (channel: string) =>
      Effect.gen(function* () {
        const auction = AUCTION_CHANNEL.exec(channel)
        if (auction === null) return 0
        const rows = yield* sql<{ event_seq: number }>`SELECT event_seq FROM auctions WHERE id = ${Number(auction[1])}`.pipe(Effect.orDie)
        if (rows[0] === undefined) return yield* Effect.fail(AuctionNotFound.default())
        return rows[0].event_seq
      })

    return handlers
      .handle("register", ({ payload, request }) =>
        Effect.gen(function* () {
          const channel = yield* resolveChannel(payload, request.headers)
          // Subscribe first, then read the sequence: every later event reaches the socket.
          if (!(yield* askGateway({ op: "register", connection_id: payload.connection_id, channel }))) {
            return yield* Effect.fail(UnknownConnection.default())
          }
          return { channel, seq: yield* latestSeq(channel) }
        }))
      .handle("deregister", ({ payload, request }) =>
        Effect.gen(function* () {
          const channel = yield* resolveChannel(payload, request.headers)
          yield* askGateway({ op: "deregister", connection_id: payload.connection_id, channel })
          return {}
        }))
      .handle("rewind", ({ urlParams, request }) =>
        Effect.gen(function* () {
          const { channel, since } = urlParams
          const owner = PRIVATE_CHANNEL.exec(channel)
          if (owner !== null && (yield* userIdOf(request.headers)) !== Number(owner[2])) {
            return yield* Effect.fail(Unauthorized.default())
          }
          const auction = AUCTION_CHANNEL.exec(channel)
          if (auction === null) {
            // These channels keep no log yet: nothing to replay, but they are known.
            if (owner !== null || QUIET_CHANNEL.test(channel)) return { channel, events: [] }
            return yield* Effect.fail(RewindUnavailable.default())
          }
          const auctionId = Number(auction[1])
          const [latest] = yield* sql<{ event_seq: number }>`SELECT event_seq FROM auctions WHERE id = ${auctionId}`.pipe(Effect.orDie)
          if (latest === undefined || since > latest.event_seq) return yield* Effect.fail(RewindUnavailable.default())
          const rows = yield* sql<{ seq: number; kind: Envelope["kind"]; data: unknown }>`
            SELECT seq, kind, data FROM auction_events
             WHERE auction_id = ${auctionId} AND seq > ${since}
             ORDER BY seq LIMIT ${REWIND_LIMIT}`.pipe(Effect.orDie)
          return { channel, events: rows.map((row) => ({ channel, seq: row.seq, kind: row.kind, data: row.data })) }
        }))
  })
)
