import { CurrentUser, RedlineApi } from "@redline/api"
import { SIGN_IN_PROVIDERS } from "@redline/domain"
import { AppConfig } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { CommunitiesRepo } from "../community/CommunitiesRepo.ts"
import { SubmissionsRepo } from "../submissions/SubmissionsRepo.ts"
import { IdentityProviders } from "../sso/IdentityProviders.ts"
import { apiGroup } from "../ReadLanes.ts"

// The spec's flags: the leaderboard is always on; the others stay off until their features exist.
const FEATURE_FLAGS = { leaderboard: true, native_gallery: false, no_reserve_amount: false, highlights_email: false }

export const BootstrapHttpLive = apiGroup(RedlineApi, "bootstrap", (handlers) =>
  Effect.gen(function* () {
    const config = yield* AppConfig
    const providers = yield* IdentityProviders
    const submissions = yield* SubmissionsRepo
    const communities = yield* CommunitiesRepo
    const values = {
      buyer_commission_rate: config.buyerCommission.rate,
      buyer_commission_min: config.buyerCommission.min,
      buyer_commission_max: config.buyerCommission.max,
      soft_close_seconds: config.softCloseSeconds,
      feature_flags: FEATURE_FLAGS,
      sign_in_providers: SIGN_IN_PROVIDERS.filter((provider) => providers.offered.has(provider))
    }
    return handlers.handle("bootstrap", () =>
      Effect.gen(function* () {
        const user = yield* Effect.serviceOption(CurrentUser)
        const active = Option.isNone(user) ? null : yield* submissions.active(user.value.id)
        return { ...values, active_submission: active, general_community: yield* communities.generalId }
      })
    )
  })
).pipe(Layer.provide([SubmissionsRepo.Default, CommunitiesRepo.Default]))
