import { HttpApi, OpenApi } from "@effect/platform"
import { BadRequest, InternalError, NotFound } from "./ApiErrors.ts"
import { AuctionsApi } from "./AuctionsApi.ts"
import { HealthApi } from "./HealthApi.ts"
import { ImagesApi } from "./ImagesApi.ts"

/** The whole HTTP contract, served under /api. */
export class RedlineApi extends HttpApi.make("redline")
  .add(HealthApi)
  .add(AuctionsApi)
  .add(ImagesApi)
  .addError(BadRequest)
  .addError(NotFound)
  .addError(InternalError)
  .prefix("/api")
  .annotate(OpenApi.Title, "Redline API")
{}
