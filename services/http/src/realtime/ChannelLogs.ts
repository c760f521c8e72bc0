import { SqlClient } from "@effect/sql"
import {
  type ChannelAddress,
  type ChannelType,
  type CHANNELS,
  channelName,
  type EnvelopeKind,
  type EnvelopeOf,
  type EventData,
  parseChannelName
} from "@redline/domain"
import { EnvelopeCodec } from "@redline/engine"
import { Bus, channelSubject } from "@redline/infra"
import { Effect, Option } from "effect"

/** The channels that keep a log of their events (`log` in the domain's channel table). */
type LoggedChannel = { readonly [T in ChannelType]: (typeof CHANNELS)[T]["log"] extends true ? T : never }[ChannelType]

/**
 * Where a logged channel numbers and keeps its events. The channel's id is the `id` of a row of
 * `of`; the row of `counter` whose `key` is that id numbers its events (`seq`): the thing's own
 * row when `counter.table` is `of`, else a row of a table of its own, made by the channel's first
 * event (none before it) so that its writers never wait on the thing's; `events` logs them under
 * the channel's id (`key`).
 */
interface ChannelLogTables {
  readonly of: string
  readonly counter: { readonly table: string; readonly key: string; readonly seq: string }
  readonly events: { readonly table: string; readonly key: string }
}

/** The logged channels, one line each. */
export const CHANNEL_LOGS = {
  auction: {
    of: "auctions",
    counter: { table: "auctions", key: "id", seq: "event_seq" },
    events: { table: "auction_events", key: "auction_id" }
  },
  thread: {
    of: "auctions",
    counter: { table: "auction_threads", key: "auction_id", seq: "seq" },
    events: { table: "thread_events", key: "auction_id" }
  },
  community: {
    of: "communities",
    counter: { table: "communities", key: "id", seq: "seq" },
    events: { table: "community_events", key: "community_id" }
  },
  community_thread: {
    of: "community_posts",
    counter: { table: "community_posts", key: "id", seq: "seq" },
    events: { table: "community_thread_events", key: "community_post_id" }
  }
} as const satisfies { readonly [T in LoggedChannel]: ChannelLogTables }

/** The channels whose events changes made through the API log; the engine logs an auction's own (`AuctionLedger`). */
export type ApiLoggedChannel = Exclude<LoggedChannel, "auction">

/** One logged event of a channel, without the channel's name. */
export interface LoggedEvent {
  readonly seq: number
  readonly kind: EnvelopeKind
  readonly data: unknown
}

const tablesOf = (type: ChannelType): ChannelLogTables | undefined => (CHANNEL_LOGS as Partial<Record<ChannelType, ChannelLogTables>>)[type]

/**
 * The logs of the channels of `CHANNEL_LOGS`. A change made through the API appends its events
 * inside its own transaction (the counter's row locked until the commit, so the numbers are
 * gap-free in the order of the commits), and publishes them once committed, as the engine
 * publishes an auction's: the envelope itself on the channel's subject. A rewind reads them back.
 */
export class ChannelLogs extends Effect.Service<ChannelLogs>()("@redline/http/ChannelLogs", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const bus = yield* Bus

    /** Takes the channel's next number, locking its counter's row. */
    const nextSeq = ({ of, counter }: ChannelLogTables, id: number) =>
      counter.table === of
        ? sql`UPDATE ${sql(counter.table)} SET ${sql(counter.seq)} = ${sql(counter.seq)} + 1 WHERE ${sql(counter.key)} = ${id} RETURNING ${sql(counter.seq)} AS seq`
        : sql`
            INSERT INTO ${sql(counter.table)} (${sql(counter.key)}, ${sql(counter.seq)}) VALUES (${id}, 1)
            ON CONFLICT (${sql(counter.key)}) DO UPDATE SET ${sql(counter.seq)} = ${sql(`${counter.table}.${counter.seq}`)} + 1
            RETURNING ${sql(counter.seq)} AS seq`

    return {
      /** Logs the event under the channel's next number; call it inside the change's transaction. */
      append: <K extends EnvelopeKind>(type: ApiLoggedChannel, id: number, kind: K, data: EventData<K>): Effect.Effect<EnvelopeOf<K>> => {
        const log = CHANNEL_LOGS[type]
        return sql<{ seq: number }>`
          WITH counted AS (${nextSeq(log, id)})
          INSERT INTO ${sql(log.events.table)} (${sql(log.events.key)}, seq, kind, data)
          SELECT ${id}, seq, ${kind}, ${JSON.stringify(data)}::jsonb FROM counted
          RETURNING seq`.pipe(
          Effect.map(([row]) => ({ channel: channelName({ type, id }), seq: row!.seq, kind, data }) as unknown as EnvelopeOf<K>),
          Effect.orDie
        )
      },

      /**
       * Rewrites every event of the kind logged on the channel of the entry (`data.id`) to `data`,
       * the entry as it now stands, so a rewind never tells what an edit or a delete took back;
       * call it inside the change's transaction.
       */
      restate: <K extends EnvelopeKind>(
        type: ApiLoggedChannel,
        id: number,
        kind: K,
        data: EventData<K> & { readonly id: number }
      ): Effect.Effect<void> => {
        const log = CHANNEL_LOGS[type]
        return sql`
          UPDATE ${sql(log.events.table)} SET data = ${JSON.stringify(data)}::jsonb
           WHERE ${sql(log.events.key)} = ${id} AND kind = ${kind} AND data->>'id' = ${String(data.id)}`.pipe(Effect.asVoid, Effect.orDie)
      },

      /** Sends committed events to the sockets on their channels; one lost here is found by their rewind. */
      publish: (envelopes: ReadonlyArray<EnvelopeOf<EnvelopeKind>>): Effect.Effect<void> =>
        Effect.forEach(
          envelopes,
          (envelope) => bus.publish(channelSubject(parseChannelName(envelope.channel)!), EnvelopeCodec.encode(envelope)),
          { discard: true }
        ),

      /** The channel's latest number (0 before its first event); none when it keeps no log or is of nothing (no such auction, community or post). */
      latestSeq: (channel: ChannelAddress): Effect.Effect<Option.Option<number>> => {
        const log = tablesOf(channel.type)
        if (log === undefined || channel.id === null) return Effect.succeed(Option.none())
        const { counter } = log
        return sql<{ seq: number }>`
          SELECT COALESCE((SELECT ${sql(counter.seq)} FROM ${sql(counter.table)} WHERE ${sql(counter.key)} = ${channel.id}), 0) AS seq
            FROM ${sql(log.of)} WHERE id = ${channel.id}`.pipe(
          Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => row.seq)),
          Effect.orDie
        )
      },

      /** The channel's events after `since`, in order, at most `limit`. */
      events: (channel: ChannelAddress, since: number, limit: number): Effect.Effect<ReadonlyArray<LoggedEvent>> => {
        const log = tablesOf(channel.type)
        if (log === undefined || channel.id === null) return Effect.succeed([])
        return sql<LoggedEvent>`
          SELECT seq, kind, data FROM ${sql(log.events.table)}
           WHERE ${sql(log.events.key)} = ${channel.id} AND seq > ${since}
           ORDER BY seq LIMIT ${limit}`.pipe(Effect.orDie)
      }
    }
  })
}) {}
