import { CurrentUser, RedlineApi } from "@redline/api"
import { GENERAL_COMMUNITY_SLUG, SIGN_IN_PROVIDERS } from "@redline/domain"
import { SqlClient } from "@effect/sql"
import { AppConfig } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
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
    const sql = yield* SqlClient.SqlClient
    // The migration makes the general community, which no one removes: read once, on the first bootstrap.
    const generalCommunity = yield* Effect.cached(
      sql<{ id: number }>`SELECT id FROM communities WHERE slug = ${GENERAL_COMMUNITY_SLUG}`.pipe(
        Effect.map((rows) => rows[0]!.id),
        Effect.orDie
      )
    )
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
        return { ...values, active_submission: active, general_community: yield* generalCommunity }
      })
    )
  })
).pipe(Layer.provide(SubmissionsRepo.Default))
