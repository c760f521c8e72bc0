import type { CommunityPostEntry, EnvelopeOf, EventData } from "@redline/domain"
import { Effect } from "effect"
import { ChannelLogs } from "./ChannelLogs.ts"

/** The kinds of event the community's channels carry. */
export type CommunityEventKind = "community_post" | "community_reply"

type LoggedChannel = "community" | "community_thread"

/**
 * The logs of the community's channels (`ChannelLogs`): a community's `community` channel (its
 * posts), and a post's `community_thread` (the post and its replies).
 */
export class CommunityLog extends Effect.Service<CommunityLog>()("@redline/http/CommunityLog", {
  effect: Effect.gen(function* () {
    const logs = yield* ChannelLogs

    const append = <K extends CommunityEventKind>(
      type: LoggedChannel,
      id: number,
      kind: K,
      data: EventData<K>
    ): Effect.Effect<EnvelopeOf<K>> => logs.append(type, id, kind, data)

    /** Rewrites every event logged of the post or reply (`data.id`) on the channel to `data`, so a rewind never tells what was taken back. */
    const restate = <K extends CommunityEventKind>(
      type: LoggedChannel,
      id: number,
      kind: K,
      data: EventData<K> & { readonly id: number }
    ): Effect.Effect<void> => logs.restate(type, id, kind, data)

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
      publish: (envelopes: ReadonlyArray<EnvelopeOf<CommunityEventKind>>): Effect.Effect<void> => logs.publish(envelopes)
    }
  }),
  dependencies: [ChannelLogs.Default]
}) {}
