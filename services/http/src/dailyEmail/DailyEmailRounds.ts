import { currentDate } from "@redline/infra"
import { Effect, Layer, Schedule } from "effect"
import { SigningKey } from "../auth/SigningKey.ts"
import { DailyEmailDigest } from "./DailyEmailDigest.ts"

/** How often a process looks whether an edition is due or left to send: the mail goes out within this of its time. */
const INTERVAL = "30 seconds"

/**
 * Sends the Daily Email as long as the process runs: every thirty seconds it claims the edition
 * due, if no process has, and sends the batches left. A round that fails is logged and the next
 * one goes on where it stopped. A worker: nothing to call, its layer runs it.
 */
export class DailyEmailRounds extends Effect.Service<DailyEmailRounds>()("@redline/http/DailyEmailRounds", {
  scoped: Effect.gen(function* () {
    const digest = yield* DailyEmailDigest
    yield* Effect.forkScoped(
      Effect.flatMap(currentDate, digest.round).pipe(
        Effect.catchAllCause((cause) => Effect.logError("Daily Email failed", cause)),
        Effect.repeat(Schedule.spaced(INTERVAL))
      )
    )
    return {}
  }),
  dependencies: [DailyEmailDigest.Default.pipe(Layer.provide(SigningKey.Default))]
}) {}
