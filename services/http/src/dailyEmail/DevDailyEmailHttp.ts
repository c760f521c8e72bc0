import { RedlineApi } from "@redline/api"
import { normalizeEmail } from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Effect, Layer } from "effect"
import { apiGroup } from "../ReadLanes.ts"
import { DailyEmailDigest } from "./DailyEmailDigest.ts"

export const DevDailyEmailHttpLive = apiGroup(RedlineApi, "devDailyEmail", (handlers) =>
  Effect.gen(function* () {
    const digest = yield* DailyEmailDigest
    return handlers.handle("send", ({ urlParams }) =>
      Effect.flatMap(currentDate, (now) => digest.sendNow(now, urlParams.email === undefined ? undefined : normalizeEmail(urlParams.email)))
    )
  })
).pipe(Layer.provide(DailyEmailDigest.Default))
