import { HttpApiBuilder } from "@effect/platform"
import type { SqlClient } from "@effect/sql"
import { ErrorCode } from "@redline/domain"
import type { LocalPartitions } from "@redline/engine"
import { ApiHandler, jsonErrorReply } from "@redline/gateway"
import {
  type AccountsConfig,
  apiRunnable,
  BidLaneServices,
  IdentityProviders,
  makeBidLane,
  ReadLanes,
  SigningKey,
  SmsProvider,
  StandInWebhook,
  type StripeClient,
  VideoHost
} from "@redline/http"
import { type AppConfig, type Bus, type ObjectStore, type Outbox, StartupError } from "@redline/infra"
import { Context, Effect, Layer } from "effect"
import { httpApiHandler } from "./HttpApiHandler.ts"
import { invalidConfiguration } from "./Infrastructure.ts"

/**
 * The api role: the HTTP API as the handler its process's gateway hands `/api` requests to,
 * with the sign-in providers, the video host and the SMS provider the environment configures, and
 * Stripe as the process built it (`StripeClient`: the security policy names where card forms post).
 */
export const ApiRole: Layer.Layer<
  ApiHandler,
  StartupError,
  SqlClient.SqlClient | ObjectStore | Bus | AppConfig | AccountsConfig | Outbox | LocalPartitions | StripeClient
> = Layer.scoped(
  ApiHandler,
  Effect.gen(function* () {
    const signOn = yield* Layer.build(IdentityProviders.Default).pipe(
      Effect.mapError((error) =>
        error._tag === "LocalOidcPortInUse"
          ? new StartupError({
              reason: `Port ${error.port} of the local sign-in provider is in use: set LOCAL_SSO_PORT to another port.`
            })
          : invalidConfiguration(error)
      )
    )
    const videos = yield* Layer.build(VideoHost.Default).pipe(Effect.mapError(invalidConfiguration))
    const sms = yield* Layer.build(SmsProvider.Default.pipe(Layer.provide(SigningKey.Default))).pipe(Effect.mapError(invalidConfiguration))
    const services = yield* Effect.context<
      SqlClient.SqlClient | ObjectStore | Bus | AppConfig | AccountsConfig | Outbox | LocalPartitions | StripeClient
    >()
    const context = Context.mergeAll(services, signOn, videos, sms, Context.make(StandInWebhook, StandInWebhook.overHttp))
    // One memo map: the bid lane and the HttpApi share the session cache and the engine client.
    const memoMap = yield* Layer.makeMemoMap
    const runtime = yield* Layer.toRuntimeWithMemoMap(apiRunnable(context), memoMap)
    const app = yield* Effect.provide(HttpApiBuilder.httpApp, runtime)
    const lane = yield* Layer.buildWithMemoMap(
      Layer.provide(BidLaneServices, Layer.succeedContext(context)),
      memoMap,
      yield* Effect.scope
    ).pipe(Effect.flatMap((built) => Effect.provide(makeBidLane, built)))
    return { handle: httpApiHandler(runtime, app, Context.get(runtime.context, ReadLanes)), lane }
  })
)

/** A gateway of a process without the api role: `/api` is answered elsewhere in the cluster. */
export const ApiNotServed = Layer.succeed(ApiHandler, {
  handle: async () => jsonErrorReply(404, ErrorCode.not_found, "This server does not answer the API.")
})
