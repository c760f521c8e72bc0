import type { ChannelType, Envelope } from "@redline/domain"
import type { Resync } from "@redline/machines"
import type { QueryClient } from "@tanstack/react-query"
import { Listeners } from "./Listeners.ts"

/** Refetches what a channel feeds when its missed envelopes can't be replayed, e.g. invalidates an auction's query. */
export type ResyncHandler = (resync: Resync, queryClient: QueryClient) => void

/** Where the realtime machine's deliveries and resyncs go. */
export class RealtimeRoutes {
  /** Cache writers by envelope kind. */
  readonly kinds = new Listeners<string, [Envelope, QueryClient]>()
  /** Refetchers by channel family. */
  readonly resyncs = new Listeners<ChannelType, [Resync, QueryClient]>()
  /** The listeners of one channel, by the server's channel name. */
  readonly channels = new Listeners<string, [Envelope]>()

  deliver(envelope: Envelope, queryClient: QueryClient): void {
    this.kinds.notify(envelope.kind, envelope, queryClient)
    this.channels.notify(envelope.channel, envelope)
  }

  resync(resync: Resync, queryClient: QueryClient): void {
    this.resyncs.notify(resync.watch.channel, resync, queryClient)
  }
}
