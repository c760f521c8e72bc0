import { Effect, Layer, ManagedRuntime } from "effect"
import { ApiHandler, Connections, Gateway, type GatewayOptions, gatewayLayer, type PortInUse } from "../src/index.ts"

export interface RunningGateway {
  readonly port: number
  readonly url: string
  readonly connections: Connections["Type"]
  readonly stop: () => Promise<void>
}

/** A gateway on a real socket, with the API replaced by `handle`. */
export const startGateway = async (
  options: GatewayOptions,
  handle: (request: Request) => Promise<Response> = async () => new Response(null, { status: 404 })
): Promise<RunningGateway> => {
  const runtime = ManagedRuntime.make(gatewayLayer(options).pipe(Layer.provide(Layer.succeed(ApiHandler, { handle }))))
  const { gateway, connections } = await runtime.runPromise(
    Effect.all({ gateway: Gateway, connections: Connections })
  )
  return { port: gateway.port, url: gateway.url, connections, stop: () => runtime.dispose() }
}

/** The exit of trying to start a gateway, typed as the composition root holds it. */
export const tryStartGateway = (options: GatewayOptions) => {
  const layer: Layer.Layer<Gateway, PortInUse, ApiHandler> = gatewayLayer(options)
  const api = Layer.succeed(ApiHandler, { handle: async () => new Response() })
  return Effect.runPromiseExit(Effect.scoped(Layer.build(layer.pipe(Layer.provide(api)))))
}
