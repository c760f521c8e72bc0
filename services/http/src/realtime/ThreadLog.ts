import { SqlClient } from "@effect/sql"
import type { EnvelopeOf, EventData } from "@redline/domain"
import { Effect } from "effect"
import { ChannelLogs } from "./ChannelLogs.ts"

/** The kinds of event an auction's `thread` channel carries: its people's comments and its questions. */
export type ThreadEventKind = "comment" | "question"

/** The log of an auction's `thread` channel (`ChannelLogs`), and the quotes its comments keep of the comments they reply to. */
export class ThreadLog extends Effect.Service<ThreadLog>()("@redline/http/ThreadLog", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const logs = yield* ChannelLogs

    return {
      /** Logs the event under the auction's next number; call it inside the change's transaction. */
      append: <K extends ThreadEventKind>(auctionId: number, kind: K, data: EventData<K>): Effect.Effect<EnvelopeOf<K>> =>
        logs.append("thread", auctionId, kind, data),

      /** Rewrites every event logged of the entry (`data.id`) to `data`; call it inside the change's transaction. */
      restate: <K extends ThreadEventKind>(auctionId: number, kind: K, data: EventData<K> & { readonly id: number }): Effect.Effect<void> =>
        logs.restate("thread", auctionId, kind, data),

      /** Rewrites the quote of comment `id` in every comment logged that replies to it; inside the change's transaction. */
      requote: (auctionId: number, id: number, quote: string): Effect.Effect<void> =>
        sql`
          UPDATE thread_events SET data = jsonb_set(data, '{reply_to,text}', to_jsonb(${quote}::text))
           WHERE auction_id = ${auctionId} AND kind = 'comment' AND data->'reply_to'->>'id' = ${String(id)}`.pipe(
          Effect.asVoid,
          Effect.orDie
        ),

      /** Sends a committed event to the sockets on the auction's thread; one lost here is found by their rewind. */
      publish: (_auctionId: number, envelope: EnvelopeOf<ThreadEventKind>): Effect.Effect<void> => logs.publish([envelope])
    }
  }),
  dependencies: [ChannelLogs.Default]
}) {}
