import { channelName, type EventData } from "@redline/domain"
import { EnvelopeCodec } from "@redline/engine"
import { Bus, channelSubject } from "@redline/infra"
import { Effect } from "effect"

type FeedKind = "notification" | "notifications_seen"

/**
 * The user's private `notifications` channel: every open tab of the user hears what was
 * notified and what was seen. The channel keeps no log (`seq` 0): a tab that was away reads the
 * list again. Publish after the change committed.
 */
export class NotificationFeed extends Effect.Service<NotificationFeed>()("@redline/http/NotificationFeed", {
  effect: Effect.gen(function* () {
    const bus = yield* Bus
    return {
      publish: <K extends FeedKind>(userId: number, kind: K, data: EventData<K>): Effect.Effect<void> => {
        const channel = { type: "notifications", id: userId } as const
        return bus.publish(channelSubject(channel), EnvelopeCodec.encode({ channel: channelName(channel), seq: 0, kind, data }))
      }
    }
  })
}) {}
