import { SqlClient } from "@effect/sql"
import { channelName, type EnvelopeOf, type EventData } from "@redline/domain"
import { EnvelopeCodec } from "@redline/engine"
import { Bus, channelSubject } from "@redline/infra"
import { Effect } from "effect"

/** The kinds of event an auction's `thread` channel carries: its people's comments and its questions. */
export type ThreadEventKind = "comment" | "question"

/**
 * The log of an auction's `thread` channel. A change appends its event inside its own
 * transaction, numbered by the auction's row of `auction_threads` (locked until the commit, so
 * the numbers are gap-free in the order of the commits), and publishes it once committed, as
 * the engine publishes an auction's events: the envelope itself on the channel's subject.
 */
export class ThreadLog extends Effect.Service<ThreadLog>()("@redline/http/ThreadLog", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const bus = yield* Bus

    return {
      /** Logs the event under the auction's next number; call it inside the change's transaction. */
      append: <K extends ThreadEventKind>(auctionId: number, kind: K, data: EventData<K>): Effect.Effect<EnvelopeOf<K>> =>
        sql<{ seq: number }>`
          WITH counted AS (
            INSERT INTO auction_threads (auction_id, seq) VALUES (${auctionId}, 1)
            ON CONFLICT (auction_id) DO UPDATE SET seq = auction_threads.seq + 1
            RETURNING seq
          )
          INSERT INTO thread_events (auction_id, seq, kind, data)
          SELECT ${auctionId}, seq, ${kind}, ${JSON.stringify(data)}::jsonb FROM counted
          RETURNING seq`.pipe(
          Effect.map(([row]) => ({ channel: channelName({ type: "thread", id: auctionId }), seq: row!.seq, kind, data }) as EnvelopeOf<K>),
          Effect.orDie
        ),

      /**
       * Rewrites every event logged of the entry (`data.id`) to `data`, the entry as it now
       * stands, so a rewind never tells what an edit or a delete took back; call it inside the
       * change's transaction.
       */
      restate: <K extends ThreadEventKind>(auctionId: number, kind: K, data: EventData<K> & { readonly id: number }): Effect.Effect<void> =>
        sql`
          UPDATE thread_events SET data = ${JSON.stringify(data)}::jsonb
           WHERE auction_id = ${auctionId} AND kind = ${kind} AND data->>'id' = ${String(data.id)}`.pipe(Effect.asVoid, Effect.orDie),

      /** Rewrites the quote of comment `id` in every comment logged that replies to it; inside the change's transaction. */
      requote: (auctionId: number, id: number, quote: string): Effect.Effect<void> =>
        sql`
          UPDATE thread_events SET data = jsonb_set(data, '{reply_to,text}', to_jsonb(${quote}::text))
           WHERE auction_id = ${auctionId} AND kind = 'comment' AND data->'reply_to'->>'id' = ${String(id)}`.pipe(
          Effect.asVoid,
          Effect.orDie
        ),

      /** Sends a committed event to the sockets on its channel; one lost here is found by their rewind. */
      publish: (auctionId: number, envelope: EnvelopeOf<ThreadEventKind>): Effect.Effect<void> =>
        bus.publish(channelSubject({ type: "thread", id: auctionId }), EnvelopeCodec.encode(envelope))
    }
  })
}) {}
