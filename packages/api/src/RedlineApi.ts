import { HttpApi, OpenApi } from "@effect/platform"
import { BadRequest, InternalError, NotFound } from "./ApiErrors.ts"
import { AdminApi } from "./AdminApi.ts"
import { AuctionsApi } from "./AuctionsApi.ts"
import { AuthApi } from "./AuthApi.ts"
import { BootstrapApi } from "./BootstrapApi.ts"
import { BidsApi } from "./BidsApi.ts"
import { HealthApi } from "./HealthApi.ts"
import { ImagesApi } from "./ImagesApi.ts"
import { RealtimeApi } from "./RealtimeApi.ts"

/** The whole HTTP contract, served under /api. */
export class RedlineApi extends HttpApi.make("redline")
  .add(HealthApi)
  .add(BootstrapApi)
  .add(AuctionsApi)
  .add(BidsApi)
  .add(AuthApi)
  .add(AdminApi)
  .add(RealtimeApi)
  .add(ImagesApi)
  .addError(BadRequest)
  .addError(NotFound)
  .addError(InternalError)
  .prefix("/api")
  .annotate(OpenApi.Title, "Redline API")
{}
