import { HttpApiBuilder } from "@effect/platform"
import { RedlineApi } from "@redline/api"
import { Effect } from "effect"

export const HealthHttpLive = HttpApiBuilder.group(RedlineApi, "health", (handlers) =>
  handlers.handle("health", () => Effect.succeed({ status: "ok" as const }))
)
