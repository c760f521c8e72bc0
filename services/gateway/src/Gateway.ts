import { Cause, Context, Effect, Layer, Runtime } from "effect"
import * as uws from "uWebSockets.js"
import { ApiHandler } from "./ApiHandler.ts"
import { apiRoute } from "./ApiRoute.ts"
import { Connections, makeConnections, OpenSockets } from "./Connections.ts"
import { PortInUse } from "./PortInUse.ts"
import { realtimeSocket } from "./RealtimeSocket.ts"
import { StaticSite, staticRoute } from "./StaticSite.ts"

export interface GatewayOptions {
  /** 0 picks a free port; `Gateway.port` tells which. */
  readonly port: number
  /** Omitted: every interface, IPv4 and IPv6. */
  readonly host?: string
  /** The Vite build output (index.html + assets/); undefined serves a "build the web app" notice. */
  readonly webRoot: string | undefined
}

/** The one listening port: static files, `/api` and `/ws`. */
export class Gateway extends Context.Tag("@redline/gateway/Gateway")<
  Gateway,
  {
    /** The bound port, also when 0 was asked. */
    readonly port: number
    readonly url: string
  }
>() {}

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
    const bound: Bound = (socket) =>
      resume(socket ? Effect.succeed(socket) : Effect.fail(new PortInUse({ port: options.port })))
    const server = app as unknown as ListenWithOptions
    if (options.host === undefined) server.listen(options.port, exclusivePort, bound)
    else server.listen(options.host, options.port, exclusivePort, bound)
  })

const urlHost = (host: string | undefined) => {
  if (host === undefined || host === "0.0.0.0" || host === "::") return "localhost"
  return host.includes(":") ? `[${host}]` : host
}

/**
 * The gateway on its port. Also provides `Connections`, through which the
 * realtime channels reach the `/ws` sockets. Release closes the listen socket
 * and then every open connection.
 */
export const gatewayLayer = (options: GatewayOptions): Layer.Layer<Gateway | Connections, PortInUse, ApiHandler> =>
  Layer.scopedContext(
    Effect.gen(function* () {
      const handler = yield* ApiHandler
      const runtime = yield* Effect.runtime<never>()
      const reportFailure = (message: string) => (cause: unknown) =>
        Runtime.runFork(runtime)(Effect.logError(message, Cause.die(cause)))

      const app = yield* Effect.acquireRelease(
        Effect.sync(() => uws.App()),
        (app) => Effect.sync(() => app.close())
      )
      const sockets = new OpenSockets()
      let authority = ""
      const api = apiRoute({
        handler,
        ownAuthority: () => authority,
        reportFailure: reportFailure("The API handler failed")
      })
      app
        .ws("/ws", realtimeSocket(sockets))
        .any("/api", api)
        .any("/api/*", api)
        .any("/*", staticRoute(new StaticSite(options.webRoot), reportFailure("A web file could not be served")))

      const listenSocket = yield* Effect.acquireRelease(listen(app, options), (socket) =>
        Effect.sync(() => uws.us_listen_socket_close(socket))
      )
      // uWS types the port lookup for connection sockets only; it answers for listen sockets too
      const port = uws.us_socket_local_port(listenSocket as unknown as uws.us_socket)
      authority = `${urlHost(options.host)}:${port}`
      return Context.make(Gateway, { port, url: `http://${authority}` }).pipe(
        Context.add(Connections, makeConnections(sockets, app))
      )
    })
  )
