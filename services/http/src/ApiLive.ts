import { HttpApiBuilder, HttpServer } from "@effect/platform"
import { RedlineApi } from "@redline/api"
import { EngineClient } from "@redline/engine"
import { Layer } from "effect"
import { AdminHttpLive } from "./admin/AdminHttp.ts"
import { AuctionsHttpLive } from "./auctions/AuctionsHttp.ts"
import { AuctionsRepo } from "./auctions/AuctionsRepo.ts"
import { AuthenticationLive } from "./auth/AuthenticationLive.ts"
import { AuthHttpLive } from "./auth/AuthHttp.ts"
import { SessionsRepo } from "./auth/SessionsRepo.ts"
import { testPaymentProviderLayer } from "./auth/PaymentProvider.ts"
import { BidsHttpLive } from "./bids/BidsHttp.ts"
import { BootstrapHttpLive } from "./bootstrap/BootstrapHttp.ts"
import { HealthHttpLive } from "./health/HealthHttp.ts"
import { ImagesHttpLive } from "./images/ImagesHttp.ts"
import { RateLimiter } from "./RateLimiter.ts"
import { RealtimeHttpLive } from "./realtime/RealtimeHttp.ts"
import { RefusalsLive } from "./Refusals.ts"

const HandlersLive = HttpApiBuilder.api(RedlineApi).pipe(
  Layer.provide([HealthHttpLive, BootstrapHttpLive, AuctionsHttpLive, BidsHttpLive, AuthHttpLive, AdminHttpLive, RealtimeHttpLive, ImagesHttpLive]),
  Layer.provide([AuthenticationLive, AuctionsRepo.layer, RateLimiter.layer, testPaymentProviderLayer, EngineClient.layer]),
  Layer.provide(SessionsRepo.layer)
)

/** The HTTP API with its handlers, the refusal mapping and /api/openapi.json generated from the contract. */
export const ApiLive = Layer.mergeAll(
  RefusalsLive,
  HttpApiBuilder.middlewareOpenApi({ path: "/api/openapi.json" })
).pipe(Layer.provideMerge(HandlersLive), Layer.merge(HttpServer.layerContext))
