import { Bus } from "@redline/infra"
import { Effect, Layer, ManagedRuntime } from "effect"
import { type ApiCall, ApiHandler, Gateway, type GatewayOptions, type PortInUse, type Reply } from "../src/index.ts"

export interface RunningGateway {
  readonly port: number
  readonly url: string
  readonly id: string
  readonly bus: Bus
  readonly stop: () => Promise<void>
}

/**
 * A web-standard API as the gateway's handler, so a test can stand in for the API with a
 * `Request` → `Response` function and see exactly what the gateway passes on.
 */
const webApi =
  (handle: (request: Request) => Promise<Response>) =>
  async (call: ApiCall): Promise<Reply> => {
    const request = new Request(`http://${call.authority}${call.url}`, {
      method: call.method,
      headers: Object.entries(call.headers),
      body: call.body ?? null
    })
    const response = await handle(request)
    const headers: Array<readonly [string, string]> = []
    response.headers.forEach((value, name) => (name === "set-cookie" ? undefined : headers.push([name, value])))
    for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie])
    return { status: response.status, headers, body: new Uint8Array(await response.arrayBuffer()) }
  }

/** A gateway on a real socket with the test's bus, the API replaced by `handle`. */
export const startGateway = async (
  options: GatewayOptions,
  handle: (request: Request) => Promise<Response> = async () => new Response(null, { status: 404 })
): Promise<RunningGateway> => {
  const runtime = ManagedRuntime.make(
    Gateway.Default(options).pipe(Layer.provideMerge(Bus.Test()), Layer.provide(Layer.succeed(ApiHandler, { handle: webApi(handle) })))
  )
  const { gateway, bus } = await runtime.runPromise(Effect.all({ gateway: Gateway, bus: Bus }))
  return { port: gateway.port, url: gateway.url, id: gateway.id, bus, stop: () => runtime.dispose() }
}

/** The exit of trying to start a gateway, typed as the composition root holds it. */
export const tryStartGateway = (options: GatewayOptions) => {
  const layer: Layer.Layer<Gateway, PortInUse, ApiHandler | Bus> = Gateway.Default(options)
  const services = Layer.merge(Layer.succeed(ApiHandler, { handle: async () => ({ status: 200, headers: [], body: "" }) }), Bus.Test())
  return Effect.runPromiseExit(Effect.scoped(Layer.build(layer.pipe(Layer.provide(services)))))
}
