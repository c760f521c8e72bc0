import { Bus } from "@redline/infra"
import { Effect, Layer, ManagedRuntime } from "effect"
import { ApiHandler, Gateway, type GatewayOptions, type PortInUse } from "../src/index.ts"

export interface RunningGateway {
  readonly port: number
  readonly url: string
  readonly id: string
  readonly bus: Bus
  readonly stop: () => Promise<void>
}

/** A gateway on a real socket with the test's bus, the API replaced by `handle`. */
export const startGateway = async (
  options: GatewayOptions,
  handle: (request: Request) => Promise<Response> = async () => new Response(null, { status: 404 })
): Promise<RunningGateway> => {
  const runtime = ManagedRuntime.make(
    Gateway.Default(options).pipe(Layer.provideMerge(Bus.Test()), Layer.provide(Layer.succeed(ApiHandler, { handle })))
  )
  const { gateway, bus } = await runtime.runPromise(Effect.all({ gateway: Gateway, bus: Bus }))
  return { port: gateway.port, url: gateway.url, id: gateway.id, bus, stop: () => runtime.dispose() }
}

/** The exit of trying to start a gateway, typed as the composition root holds it. */
export const tryStartGateway = (options: GatewayOptions) => {
  const layer: Layer.Layer<Gateway, PortInUse, ApiHandler | Bus> = Gateway.Default(options)
  const services = Layer.merge(Layer.succeed(ApiHandler, { handle: async () => new Response() }), Bus.Test())
  return Effect.runPromiseExit(Effect.scoped(Layer.build(layer.pipe(Layer.provide(services)))))
}
