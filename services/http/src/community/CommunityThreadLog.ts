import { SqlClient } from "@effect/sql"
import { channelName, type EnvelopeOf, type EventData } from "@redline/domain"
import { EnvelopeCodec } from "@redline/engine"
import { Bus, channelSubject } from "@redline/infra"
import { Effect } from "effect"

/** The kinds of event a post's `community_thread` channel carries: the post, and its replies. */
export type CommunityThreadEventKind = "community_post" | "community_reply"

/**
 * The log of a community post's `community_thread` channel, as `ThreadLog` is an auction
 * thread's. A change appends its events inside its own transaction, numbered by the post's row
 * (`seq`, locked until the commit, so the numbers are gap-free in the order of the commits), and
 * publishes them once committed: the envelope itself on the channel's subject.
 */
export class CommunityThreadLog extends Effect.Service<CommunityThreadLog>()("@redline/http/CommunityThreadLog", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const bus = yield* Bus

    return {
      /** Logs the event under the post's next number; call it inside the change's transaction. */
      append: <K extends CommunityThreadEventKind>(postId: number, kind: K, data: EventData<K>): Effect.Effect<EnvelopeOf<K>> =>
        sql<{ seq: number }>`
          WITH counted AS (UPDATE community_posts SET seq = seq + 1 WHERE id = ${postId} RETURNING seq)
          INSERT INTO community_thread_events (community_post_id, seq, kind, data)
          SELECT ${postId}, seq, ${kind}, ${JSON.stringify(data)}::jsonb FROM counted
          RETURNING seq`.pipe(
          Effect.map(
            ([row]) => ({ channel: channelName({ type: "community_thread", id: postId }), seq: row!.seq, kind, data }) as EnvelopeOf<K>
          ),
          Effect.orDie
        ),

      /**
       * Rewrites every event logged of the post or reply (`data.id`) to `data`, as it now stands, so
       * a rewind never tells what an edit or a delete took back; inside the change's transaction.
       */
      restate: <K extends CommunityThreadEventKind>(
        postId: number,
        kind: K,
        data: EventData<K> & { readonly id: number }
      ): Effect.Effect<void> =>
        sql`
          UPDATE community_thread_events SET data = ${JSON.stringify(data)}::jsonb
           WHERE community_post_id = ${postId} AND kind = ${kind} AND data->>'id' = ${String(data.id)}`.pipe(Effect.asVoid, Effect.orDie),

      /** Sends committed events to the sockets on their channel; one lost here is found by their rewind. */
      publish: (postId: number, envelopes: ReadonlyArray<EnvelopeOf<CommunityThreadEventKind>>): Effect.Effect<void> =>
        Effect.forEach(
          envelopes,
          (envelope) => bus.publish(channelSubject({ type: "community_thread", id: postId }), EnvelopeCodec.encode(envelope)),
          {
            discard: true
          }
        )
    }
  })
}) {}
