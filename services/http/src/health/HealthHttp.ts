import { RedlineApi } from "@redline/api"
import { Effect } from "effect"
import { apiGroup } from "../ReadLanes.ts"

export const HealthHttpLive = apiGroup(RedlineApi, "health", (handlers) =>
  handlers.handle("health", () => Effect.succeed({ status: "ok" as const }))
)
