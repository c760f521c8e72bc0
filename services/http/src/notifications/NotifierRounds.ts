import { AUCTION_EVENTS, Bus, changedAuctionOf, THREAD_EVENTS } from "@redline/infra"
import { Cause, Effect, Queue, Schedule } from "effect"
import { type NotifierLog, Notifier } from "./Notifier.ts"

/** How often the notifier looks for what no wake-up told it of, and for what has no log (auctions gone live, last hours, follows). */
const SWEEP = "5 seconds"

type Wake = `${NotifierLog}:${number}`

const wakeOf = (log: NotifierLog, auctionId: number): Wake => `${log}:${auctionId}`

/**
 * The notifier role's worker: an auction's events on the bus wake it to read that auction's log
 * (several wake-ups for one auction read it once), and every five seconds it reads the logs
 * behind their cursors and tells what has no log. A read that fails is logged; its events stay
 * past the cursor, and the next round tells them. Nothing to call: its layer runs it.
 */
export class NotifierRounds extends Effect.Service<NotifierRounds>()("@redline/http/NotifierRounds", {
  scoped: Effect.gen(function* () {
    const notifier = yield* Notifier
    const bus = yield* Bus
    const wakes = yield* Queue.unbounded<Wake>()

    const heard = (log: NotifierLog) => (message: { readonly subject: string }) => {
      const auctionId = changedAuctionOf(message.subject)
      return typeof auctionId === "number" ? Queue.offer(wakes, wakeOf(log, auctionId)) : Effect.void
    }
    yield* bus.subscribe(AUCTION_EVENTS, heard("auction"))
    yield* bus.subscribe(THREAD_EVENTS, heard("thread"))

    const tell = (wake: Wake) => {
      const [log, id] = wake.split(":") as [NotifierLog, string]
      return notifier
        .tellLog(log, Number(id))
        .pipe(Effect.catchAllCause((cause) => Effect.logError(`Notifications of ${wake} failed`, Cause.squash(cause))))
    }

    yield* Effect.forkScoped(
      Effect.forever(
        Effect.gen(function* () {
          const first = yield* Queue.take(wakes)
          const rest = yield* Queue.takeAll(wakes)
          yield* Effect.forEach(new Set([first, ...rest]), tell, { discard: true })
        })
      )
    )

    yield* Effect.forkScoped(
      Effect.gen(function* () {
        const behind = yield* notifier.logsBehind
        yield* Queue.offerAll(
          wakes,
          behind.map((row) => wakeOf(row.log, row.auction_id))
        )
        yield* notifier.tellScheduled
      }).pipe(
        Effect.catchAllCause((cause) => Effect.logError("Notifier round failed", cause)),
        Effect.repeat(Schedule.spaced(SWEEP))
      )
    )
    return {}
  }),
  dependencies: [Notifier.Default]
}) {}
