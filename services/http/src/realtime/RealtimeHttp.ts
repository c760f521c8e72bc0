import {
  AuctionNotFound,
  CommunityNotFound,
  CommunityPostNotFound,
  BadRequest,
  Forbidden,
  RedlineApi,
  type Registration,
  RewindUnavailable,
  type SignedInUser,
  Unauthorized,
  UnknownConnection
} from "@redline/api"
import {
  type ChannelAddress,
  channelName,
  isPrivateChannel,
  isStaffChannel,
  keepsEventLog,
  mayViewSubmissions,
  parseChannelName,
  requestedChannel,
  REWIND_LIMIT
} from "@redline/domain"
import {
  Bus,
  gatewayIdOf,
  gatewaySubject,
  RegistrationReplyCodec,
  type RegistrationRequest,
  RegistrationRequestCodec
} from "@redline/infra"
import { Clock, Effect, Layer, Option } from "effect"
import { bearerKey } from "../auth/AccessKeys.ts"
import { SessionsRepo } from "../auth/SessionsRepo.ts"
import { ChannelLogs } from "./ChannelLogs.ts"
import { apiGroup } from "../ReadLanes.ts"

export const RealtimeHttpLive = apiGroup(RedlineApi, "realtime", (handlers) =>
  Effect.gen(function* () {
    const bus = yield* Bus
    const logs = yield* ChannelLogs
    const sessions = yield* SessionsRepo

    /** The signed-in user, when the request carries a valid key. */
    const userOf = (headers: Readonly<Record<string, string | undefined>>) =>
      Effect.gen(function* () {
        const key = bearerKey(headers)
        if (key === null) return null
        return Option.getOrNull(yield* sessions.userByAccessKey(key, new Date(yield* Clock.currentTimeMillis)))
      })

    /** A staff channel (a submission's chat) is heard only at the staff desk: a visitor signs in, anyone else is forbidden. */
    const mayHear = (channel: ChannelAddress, user: SignedInUser | null) => {
      if (!isStaffChannel(channel.type)) return Effect.void
      if (user === null) return Effect.fail(Unauthorized.default())
      return mayViewSubmissions(user.isAdmin, user.permissions) ? Effect.void : Effect.fail(Forbidden.default())
    }

    /** Asks the gateway holding the socket; false when it no longer holds it (or is gone). */
    const askGateway = (request: RegistrationRequest) =>
      bus.request(gatewaySubject(gatewayIdOf(request.connection_id)), RegistrationRequestCodec.encode(request), "2 seconds").pipe(
        Effect.map((reply) => Option.exists(RegistrationReplyCodec.decode(reply), (answer) => answer.ok)),
        Effect.orElseSucceed(() => false)
      )

    const resolveChannel = (payload: Registration, headers: Readonly<Record<string, string | undefined>>) =>
      Effect.gen(function* () {
        const user = yield* userOf(headers)
        const needsSession = payload.type === "private" || isPrivateChannel(payload.channel)
        if (needsSession && user === null) return yield* Effect.fail(Unauthorized.default())
        const channel = requestedChannel(payload, user?.id ?? null)
        if (channel === null) return yield* Effect.fail(BadRequest.of(`The ${payload.channel} channel needs its id`))
        yield* mayHear(channel, user)
        return channel
      })

    /** What a logged channel of nothing (no such auction, community or post) is refused as. */
    const missing = (channel: ChannelAddress) =>
      channel.type === "community"
        ? CommunityNotFound.default()
        : channel.type === "community_thread"
          ? CommunityPostNotFound.default()
          : AuctionNotFound.default()

    /** Channels without a log start from 0 and stay there. */
    const latestSeq = (channel: ChannelAddress) =>
      keepsEventLog(channel.type)
        ? Effect.flatMap(
            logs.latestSeq(channel),
            Option.match({
              onNone: () => Effect.fail(missing(channel)),
              onSome: Effect.succeed
            })
          )
        : Effect.succeed(0)

    return handlers
      .handle("register", ({ payload, request }) =>
        Effect.gen(function* () {
          const channel = yield* resolveChannel(payload, request.headers)
          const name = channelName(channel)
          // Subscribe first, then read the sequence: every later event reaches the socket.
          if (!(yield* askGateway({ op: "register", connection_id: payload.connection_id, channel: name }))) {
            return yield* Effect.fail(UnknownConnection.default())
          }
          return { channel: name, seq: yield* latestSeq(channel) }
        })
      )
      .handle("deregister", ({ payload, request }) =>
        Effect.gen(function* () {
          const channel = yield* resolveChannel(payload, request.headers)
          yield* askGateway({ op: "deregister", connection_id: payload.connection_id, channel: channelName(channel) })
          return {}
        })
      )
      .handle("rewind", ({ urlParams, request }) =>
        Effect.gen(function* () {
          const { channel: name, since } = urlParams
          const channel = parseChannelName(name)
          if (channel === null) return yield* Effect.fail(RewindUnavailable.default())
          if (isPrivateChannel(channel.type)) {
            const reader = yield* userOf(request.headers)
            // a visitor signs in; someone else's channel is not theirs to read, whoever they are
            if (reader === null) return yield* Effect.fail(Unauthorized.default())
            if (reader.id !== channel.id) return yield* Effect.fail(Forbidden.default())
          }
          if (isStaffChannel(channel.type)) yield* mayHear(channel, yield* userOf(request.headers))
          // Known, but nothing to replay.
          if (!keepsEventLog(channel.type)) return { channel: name, events: [] }
          const latest = yield* logs.latestSeq(channel)
          if (Option.isNone(latest) || since > latest.value) return yield* Effect.fail(RewindUnavailable.default())
          const events = yield* logs.events(channel, since, REWIND_LIMIT)
          return { channel: name, events: events.map((event) => ({ channel: name, ...event })) }
        })
      )
  })
).pipe(Layer.provide(ChannelLogs.Default))
