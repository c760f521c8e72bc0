import { SqlClient } from "@effect/sql"
import { channelName, parseChannelName, type CommunityPostEntry, type CommunityReplyEntry, type EnvelopeOf } from "@redline/domain"
import { EnvelopeCodec } from "@redline/engine"
import { Bus, channelSubject } from "@redline/infra"
import { Effect } from "effect"

/** The kinds of event the community's channels carry. */
export type CommunityEventKind = "community_post" | "community_reply"

/** Where each logged channel of the community numbers and keeps its events. */
const LOGS = {
  community: { counter: "communities", events: "community_events", key: "community_id" },
  community_thread: { counter: "community_posts", events: "community_thread_events", key: "community_post_id" }
} as const

type LoggedChannel = keyof typeof LOGS

/**
 * The logs of the community's channels, as `ThreadLog` is the auction thread's: a community's
 * `community` channel (its posts) numbered by its row of `communities`, and a post's
 * `community_thread` (the post and its replies) numbered by the post's row. A change appends
 * inside its transaction (the counter's row locked until the commit, so the numbers are gap-free
 * in the order of the commits), and publishes once committed.
 */
export class CommunityLog extends Effect.Service<CommunityLog>()("@redline/http/CommunityLog", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const bus = yield* Bus

    const append = <K extends CommunityEventKind>(
      type: LoggedChannel,
      id: number,
      kind: K,
      data: K extends "community_post" ? CommunityPostEntry : CommunityReplyEntry
    ): Effect.Effect<EnvelopeOf<K>> => {
      const log = LOGS[type]
      return sql<{ seq: number }>`
        WITH counted AS (
          UPDATE ${sql(log.counter)} SET seq = seq + 1 WHERE id = ${id} RETURNING seq
        )
        INSERT INTO ${sql(log.events)} (${sql(log.key)}, seq, kind, data)
        SELECT ${id}, seq, ${kind}, ${JSON.stringify(data)}::jsonb FROM counted
        RETURNING seq`.pipe(
        Effect.map(([row]) => ({ channel: channelName({ type, id }), seq: row!.seq, kind, data }) as unknown as EnvelopeOf<K>),
        Effect.orDie
      )
    }

    /** Rewrites every event logged of the post or reply (`data.id`) on the channel to `data`, so a rewind never tells what was taken back. */
    const restate = <K extends CommunityEventKind>(
      type: LoggedChannel,
      id: number,
      kind: K,
      data: K extends "community_post" ? CommunityPostEntry : CommunityReplyEntry
    ): Effect.Effect<void> => {
      const log = LOGS[type]
      return sql`
        UPDATE ${sql(log.events)} SET data = ${JSON.stringify(data)}::jsonb
         WHERE ${sql(log.key)} = ${id} AND kind = ${kind} AND data->>'id' = ${String(data.id)}`.pipe(Effect.asVoid, Effect.orDie)
    }

    return {
      append,
      restate,

      /**
       * Logs the post as it now stands on its community's channel and its own thread's; call it
       * inside the change's transaction. `taken` says the change took words back (an edit, a
       * delete): the earlier events of the post are rewritten first.
       */
      post: (entry: CommunityPostEntry, taken: boolean) =>
        Effect.gen(function* () {
          if (taken) {
            yield* restate("community", entry.community_id, "community_post", entry)
            yield* restate("community_thread", entry.id, "community_post", entry)
          }
          return [
            yield* append("community", entry.community_id, "community_post", entry),
            yield* append("community_thread", entry.id, "community_post", entry)
          ] as const
        }),

      /** Sends committed events to the sockets on their channels; one lost here is found by their rewind. */
      publish: (envelopes: ReadonlyArray<EnvelopeOf<CommunityEventKind>>): Effect.Effect<void> =>
        Effect.forEach(
          envelopes,
          (envelope) => bus.publish(channelSubject(parseChannelName(envelope.channel)!), EnvelopeCodec.encode(envelope)),
          { discard: true }
        )
    }
  })
}) {}
