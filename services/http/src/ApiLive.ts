import { HttpApiBuilder, HttpServer } from "@effect/platform"
import { RedlineApi } from "@redline/api"
import { Layer } from "effect"
import { AuctionsHttpLive } from "./auctions/AuctionsHttp.ts"
import { HealthHttpLive } from "./health/HealthHttp.ts"
import { ImagesHttpLive } from "./images/ImagesHttp.ts"
import { RefusalsLive } from "./Refusals.ts"

const HandlersLive = HttpApiBuilder.api(RedlineApi).pipe(
  Layer.provide([HealthHttpLive, AuctionsHttpLive, ImagesHttpLive])
)

/** The HTTP API with its handlers, the refusal mapping and /api/openapi.json generated from the contract. */
export const ApiLive = Layer.mergeAll(
  RefusalsLive,
  HttpApiBuilder.middlewareOpenApi({ path: "/api/openapi.json" })
).pipe(Layer.provideMerge(HandlersLive), Layer.merge(HttpServer.layerContext))
