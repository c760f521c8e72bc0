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
 * events (`auction_events`), and the auction's row counts them (`event_seq`); its thread's
 * channel logs the thread's (`thread_events`), counted by its row of `auction_threads`, none
 * before the first. A community's channel logs its posts' events (`community_events`), counted
 * by its row, and a post's thread channel the post's and its replies' (`community_thread_events`),
 * counted by the post's row.
 */
export class RealtimeRepo extends Effect.Service<RealtimeRepo>()("@redline/http/RealtimeRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    return {
      /** The channel's latest sequence number; none when its log doesn't exist (no such auction). */
      latestSeq: (channel: ChannelAddress): Effect.Effect<Option.Option<number>> => {
        if (channel.id === null) return Effect.succeed(Option.none())
        const latest =
          channel.type === "auction"
            ? sql<{ seq: number }>`SELECT event_seq AS seq FROM auctions WHERE id = ${channel.id}`
            : channel.type === "thread"
              ? sql<{ seq: number }>`
                  SELECT COALESCE(auction_threads.seq, 0) AS seq
                    FROM auctions LEFT JOIN auction_threads ON auction_threads.auction_id = auctions.id
                   WHERE auctions.id = ${channel.id}`
              : channel.type === "community"
                ? sql<{ seq: number }>`SELECT seq FROM communities WHERE id = ${channel.id}`
                : channel.type === "community_thread"
                  ? sql<{ seq: number }>`SELECT seq FROM community_posts WHERE id = ${channel.id}`
                  : null
        if (latest === null) return Effect.succeed(Option.none())
        return latest.pipe(
          Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => row.seq)),
          Effect.orDie
        )
      },

      /** The channel's events after `since`, in order, at most `limit`. */
      events: (channel: ChannelAddress, since: number, limit: number): Effect.Effect<ReadonlyArray<LoggedEvent>> => {
        if (channel.id === null) return Effect.succeed([])
        const events =
          channel.type === "auction"
            ? sql<LoggedEvent>`
                SELECT seq, kind, data FROM auction_events
                 WHERE auction_id = ${channel.id} AND seq > ${since}
                 ORDER BY seq LIMIT ${limit}`
            : channel.type === "thread"
              ? sql<LoggedEvent>`
                  SELECT seq, kind, data FROM thread_events
                   WHERE auction_id = ${channel.id} AND seq > ${since}
                   ORDER BY seq LIMIT ${limit}`
              : channel.type === "community"
                ? sql<LoggedEvent>`
                    SELECT seq, kind, data FROM community_events
                     WHERE community_id = ${channel.id} AND seq > ${since}
                     ORDER BY seq LIMIT ${limit}`
                : channel.type === "community_thread"
                  ? sql<LoggedEvent>`
                      SELECT seq, kind, data FROM community_thread_events
                       WHERE community_post_id = ${channel.id} AND seq > ${since}
                       ORDER BY seq LIMIT ${limit}`
                  : null
        if (events === null) return Effect.succeed([])
        return events.pipe(Effect.orDie)
      }
    }
  })
}) {}
