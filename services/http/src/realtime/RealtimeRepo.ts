import { SqlClient } from "@effect/sql"
import type { ChannelAddress, EnvelopeKind } from "@redline/domain"
import { Effect, Option } from "effect"

/** One logged event of a channel, without the channel's name. */
export interface LoggedEvent {
  readonly seq: number
  readonly kind: EnvelopeKind
  readonly data: unknown
}

/**
 * The event logs of the channels that keep one. An auction's channel logs its auction's
 * events (`auction_events`), and the auction's row counts them (`event_seq`); no other
 * channel keeps a log yet.
 */
export class RealtimeRepo extends Effect.Service<RealtimeRepo>()("@redline/http/RealtimeRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const auctionOf = (channel: ChannelAddress) => (channel.type === "auction" ? channel.id : null)

    return {
      /** The channel's latest sequence number; none when its log doesn't exist (no such auction). */
      latestSeq: (channel: ChannelAddress): Effect.Effect<Option.Option<number>> => {
        const auctionId = auctionOf(channel)
        if (auctionId === null) return Effect.succeed(Option.none())
        return sql<{ event_seq: number }>`SELECT event_seq FROM auctions WHERE id = ${auctionId}`.pipe(
          Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => row.event_seq)),
          Effect.orDie
        )
      },

      /** The channel's events after `since`, in order, at most `limit`. */
      events: (channel: ChannelAddress, since: number, limit: number): Effect.Effect<ReadonlyArray<LoggedEvent>> => {
        const auctionId = auctionOf(channel)
        if (auctionId === null) return Effect.succeed([])
        return sql<LoggedEvent>`
          SELECT seq, kind, data FROM auction_events
           WHERE auction_id = ${auctionId} AND seq > ${since}
           ORDER BY seq LIMIT ${limit}`.pipe(Effect.orDie)
      }
    }
  })
}) {}
