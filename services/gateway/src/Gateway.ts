import {
  AUCTION_CHANGES,
  AUCTION_EVENTS,
  auctionChangeSubject,
  type BidIntent,
  BidIntentCodec,
  bidIntentSubject,
  Bus,
  type BusMessage,
  changedAuctionOf,
  gatewaySubject,
  RegistrationReplyCodec,
  RegistrationRequestCodec,
  THREAD_EVENTS,
  trustsProxy
} from "@redline/infra"
import { Cause, Effect, Option, Runtime } from "effect"
import { randomBytes } from "node:crypto"
// before uWebSockets.js, which reads its head limit as it loads
import { withinHeadLimits } from "./HeadLimits.ts"
import * as uws from "uWebSockets.js"
import { ApiHandler } from "./ApiHandler.ts"
import { API_REQUESTS_IN_FLIGHT, apiRoute } from "./ApiRoute.ts"
import { makeChannelFeed } from "./ChannelFeed.ts"
import { OpenSockets } from "./OpenSockets.ts"
import { PortInUse } from "./PortInUse.ts"
import { ReadCache } from "./ReadCache.ts"
import { realtimeSocket } from "./RealtimeSocket.ts"
import { securityHeaders, type SiteSources } from "./SecurityHeaders.ts"
import { StaticSite, staticRoute } from "./StaticSite.ts"

export interface GatewayOptions {
  /** 0 picks a free port; `Gateway.port` tells which. */
  readonly port: number
  /** Omitted: every interface, IPv4 and IPv6. */
  readonly host?: string
  /** The Vite build output (index.html + assets/); undefined serves a "build the web app" notice. */
  readonly webRoot: string | undefined
  /** API requests let wait at once before more are answered 503 (default API_REQUESTS_IN_FLIGHT). */
  readonly maxApiRequestsInFlight?: number
  /** What the site's pages load and talk to beyond their origin, for the policy every answer carries; omitted: nothing beyond it. */
  readonly site?: SiteSources
  /** The proxies in front whose `X-Forwarded-For` names the client (`TRUSTED_PROXIES`); omitted: none, the peer is the client. */
  readonly trustedProxies?: ReadonlyArray<string>
  /**
   * Hands a bid announcement to this process's own engine when it owns the auction's partition
   * (true); the rest go over the bus to their owner. Omitted: every announcement goes over the bus.
   */
  readonly announceLocally?: (intent: BidIntent) => boolean
}

type Bound = (socket: uws.us_listen_socket | false) => void

/** The repack's typings know neither the exclusive-port flag nor the host + port + options form of listen. */
interface ListenWithOptions {
  listen(host: string, port: number, options: number, bound: Bound): uws.TemplatedApp
  listen(port: number, options: number, bound: Bound): uws.TemplatedApp
}
const exclusivePort = (uws as unknown as { readonly LIBUS_LISTEN_EXCLUSIVE_PORT: number }).LIBUS_LISTEN_EXCLUSIVE_PORT

/**
 * Exclusive, because by default uSockets sets SO_REUSEPORT on a fixed port
 * and a second gateway would silently share the port instead of failing.
 */
const listen = (app: uws.TemplatedApp, options: GatewayOptions) =>
  Effect.async<uws.us_listen_socket, PortInUse>((resume) => {
    const bound: Bound = (socket) => resume(socket ? Effect.succeed(socket) : Effect.fail(new PortInUse({ port: options.port })))
    const server = app as unknown as ListenWithOptions
    if (options.host === undefined) server.listen(options.port, exclusivePort, bound)
    else server.listen(options.host, options.port, exclusivePort, bound)
  })

const urlHost = (host: string | undefined) => {
  if (host === undefined || host === "0.0.0.0" || host === "::") return "localhost"
  return host.includes(":") ? `[${host}]` : host
}

/**
 * The one listening port: static files, `/api` and `/ws`. It answers channel
 * registrations for its own sockets on its bus subject, wherever the HTTP
 * registration arrived. Release closes the listen socket and then every open
 * connection.
 */
export class Gateway extends Effect.Service<Gateway>()("@redline/gateway/Gateway", {
  scoped: (options: GatewayOptions) =>
    Effect.gen(function* () {
      const handler = yield* ApiHandler
      const runtime = yield* Effect.runtime<never>()
      const reportFailure = (message: string) => (cause: unknown) => Runtime.runFork(runtime)(Effect.logError(message, Cause.die(cause)))

      const app = yield* Effect.acquireRelease(
        Effect.sync(() => uws.App()),
        (app) => Effect.sync(() => app.close())
      )
      const sockets = new OpenSockets()
      const id = randomBytes(6).toString("hex")
      const feed = yield* makeChannelFeed(app, sockets)
      const bus = yield* Bus
      yield* bus.serve(gatewaySubject(id), { queue: id }, (message) => {
        const request = RegistrationRequestCodec.decode(message.data)
        if (Option.isNone(request)) return Effect.succeed(RegistrationReplyCodec.encode({ ok: false }))
        const { op, connection_id, channel } = request.value
        const done = op === "register" ? feed.register(connection_id, channel) : Effect.as(feed.deregister(connection_id, channel), true)
        return Effect.map(done, (ok) => RegistrationReplyCodec.encode({ ok }))
      })
      let authority = ""
      const announceLocally = options.announceLocally ?? (() => false)
      const publishIntent = (auctionId: number, token: string, receivedAt: number, settled: boolean) => {
        const intent: BidIntent = { auction_id: auctionId, token, received_at: receivedAt, settled }
        if (announceLocally(intent)) return
        Runtime.runFork(runtime)(
          bus
            .publish(bidIntentSubject(auctionId), BidIntentCodec.encode(intent))
            .pipe(Effect.catchAllCause((cause) => Effect.logError("A bid could not be announced to its auction's owner", cause)))
        )
      }
      // Visitors' reads of auction pages, ended by the auctions' and their threads' events and by other gateways' changes.
      const visitorReads = new ReadCache()
      const forgetChanged = (message: BusMessage) =>
        Effect.sync(() => {
          const changed = changedAuctionOf(message.subject)
          if (changed !== null) visitorReads.changed(changed)
        })
      yield* bus.subscribe(AUCTION_EVENTS, forgetChanged)
      yield* bus.subscribe(THREAD_EVENTS, forgetChanged)
      yield* bus.subscribe(AUCTION_CHANGES, forgetChanged)
      const siteHeaders = securityHeaders(options.site ?? {})
      const api = apiRoute({
        handler,
        maxInFlight: options.maxApiRequestsInFlight ?? API_REQUESTS_IN_FLIGHT,
        announceBid: (auctionId, token, receivedAt) => {
          publishIntent(auctionId, token, receivedAt, false)
          return () => publishIntent(auctionId, token, receivedAt, true)
        },
        ownAuthority: () => authority,
        reportFailure: reportFailure("The API handler failed"),
        siteHeaders,
        trustsProxy: trustsProxy(options.trustedProxies ?? []),
        visitorReads,
        changed: ({ auctionId, announced }) => {
          visitorReads.changed(auctionId)
          if (!announced) Runtime.runFork(runtime)(bus.publish(auctionChangeSubject(auctionId), new Uint8Array()))
        }
      })
      const site = withinHeadLimits(
        staticRoute(new StaticSite(options.webRoot), reportFailure("A web file could not be served"), siteHeaders),
        siteHeaders
      )
      const limitedApi = withinHeadLimits(api, siteHeaders)
      app
        .ws("/ws", realtimeSocket(sockets, id, feed.closed, reportFailure("A realtime socket failed")))
        .any("/api", limitedApi)
        .any("/api/*", limitedApi)
        .any("/*", site)

      const listenSocket = yield* Effect.acquireRelease(listen(app, options), (socket) =>
        Effect.sync(() => uws.us_listen_socket_close(socket))
      )
      // uWS types the port lookup for connection sockets only; it answers for listen sockets too
      const port = uws.us_socket_local_port(listenSocket as unknown as uws.us_socket)
      authority = `${urlHost(options.host)}:${port}`
      return {
        /** The bound port, also when 0 was asked. */
        port,
        url: `http://${authority}`,
        /** Prefixes the connection ids of this gateway's sockets. */
        id
      }
    })
}) {}
