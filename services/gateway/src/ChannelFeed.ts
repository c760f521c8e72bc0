import { parseChannelName } from "@redline/domain"
import { Bus, channelSubject } from "@redline/infra"
import { Effect, Exit, Runtime, Scope } from "effect"
import type * as uws from "uWebSockets.js"
import type { OpenSockets } from "./OpenSockets.ts"

/**
 * The channels this gateway's sockets watch. A socket that registers a
 * channel joins the uWS topic of that name; the gateway subscribes on the
 * bus to a channel's events only while one of its sockets watches it, and
 * publishes each event's bytes to the topic as they came (they are the
 * envelope already). uWS skips sockets past their backpressure limit, so a
 * slow client loses messages instead of slowing the others.
 */
export const makeChannelFeed = (app: uws.TemplatedApp, sockets: OpenSockets) =>
  Effect.gen(function* () {
    const bus = yield* Bus
    const runtime = yield* Effect.runtime<never>()
    const run = Runtime.runSync(runtime)
    const feeds = new Map<string, { watchers: number; readonly scope: Scope.CloseableScope }>()
    const watching = new Map<string, Set<string>>()

    const startFeed = (channel: string) =>
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const address = parseChannelName(channel)
        if (address !== null) {
          yield* bus
            .subscribe(channelSubject(address), (message) => Effect.sync(() => app.publish(channel, message.data, false)))
            .pipe(Scope.extend(scope))
        }
        return { watchers: 0, scope }
      })

    const join = (channel: string) =>
      Effect.gen(function* () {
        const feed = feeds.get(channel) ?? (yield* startFeed(channel))
        feed.watchers++
        feeds.set(channel, feed)
      })

    const leave = (channel: string) =>
      Effect.gen(function* () {
        const feed = feeds.get(channel)
        if (feed === undefined) return
        feed.watchers--
        if (feed.watchers > 0) return
        feeds.delete(channel)
        yield* Scope.close(feed.scope, Exit.void)
      })

    return {
      /** False when the socket is gone. */
      register: (connectionId: string, channel: string) =>
        Effect.gen(function* () {
          const subscribed = sockets.use(
            connectionId,
            (socket) => socket.subscribe(channel),
            () => false
          )
          if (!subscribed) return false
          const channels = watching.get(connectionId) ?? new Set<string>()
          watching.set(connectionId, channels)
          if (!channels.has(channel)) {
            channels.add(channel)
            yield* join(channel)
          }
          return true
        }),
      deregister: (connectionId: string, channel: string) =>
        Effect.gen(function* () {
          sockets.use(
            connectionId,
            (socket) => socket.unsubscribe(channel),
            () => false
          )
          const channels = watching.get(connectionId)
          if (channels === undefined || !channels.delete(channel)) return
          yield* leave(channel)
        }),
      /** A closed socket leaves every channel it watched (uWS already dropped its topics). */
      closed: (connectionId: string) => {
        const channels = watching.get(connectionId)
        watching.delete(connectionId)
        if (channels !== undefined) run(Effect.forEach(channels, leave, { discard: true }))
      },
      watchedChannels: () => feeds.size
    }
  })

export type ChannelFeed = Effect.Effect.Success<ReturnType<typeof makeChannelFeed>>
