import { Schema } from "effect"

/** What an envelope carries (spec 2 §4). */
export const EnvelopeKind = Schema.Literal(
  "message", "bid", "comment", "auction", "question", "notification", "notifications_seen",
  "auction_end", "community_post", "community_reply"
)
export type EnvelopeKind = typeof EnvelopeKind.Type

/** Every realtime event: per-channel `seq` is gap-free, so a client sees what it missed. */
export const Envelope = Schema.Struct({
  channel: Schema.String,
  seq: Schema.Int,
  kind: EnvelopeKind,
  data: Schema.Unknown
})
export type Envelope = typeof Envelope.Type

export const ChannelType = Schema.Literal(
  "timestamp", "auction", "auctions", "notifications", "messages", "community", "community_thread"
)
export type ChannelType = typeof ChannelType.Type

export const Registration = Schema.Struct({
  connection_id: Schema.String.pipe(Schema.maxLength(100)),
  type: Schema.Literal("public", "private"),
  channel: ChannelType,
  auction_id: Schema.optional(Schema.Int),
  community_id: Schema.optional(Schema.Int),
  community_post_id: Schema.optional(Schema.Int)
})
export type Registration = typeof Registration.Type

export const Registered = Schema.Struct({
  channel: Schema.String,
  /** The channel's latest sequence number now: the client delivers from the next one. */
  seq: Schema.Int
})

export const RewindQuery = Schema.Struct({
  channel: Schema.String,
  since: Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative())
})

export const Rewind = Schema.Struct({
  channel: Schema.String,
  events: Schema.Array(Envelope)
})
export type Rewind = typeof Rewind.Type

/** Envelopes a single rewind answers; a full answer means: ask again from the last. */
export const REWIND_LIMIT = 500

/** Channel names on the wire: `auction:12`, `notifications:7`, `auctions`. */
export const channelName = (registration: Registration, userId: number | null): string | null => {
  switch (registration.channel) {
    case "timestamp":
    case "auctions":
      return registration.channel
    case "auction":
      return registration.auction_id === undefined ? null : `auction:${registration.auction_id}`
    case "community":
      return registration.community_id === undefined ? null : `community:${registration.community_id}`
    case "community_thread":
      return registration.community_post_id === undefined ? null : `community_thread:${registration.community_post_id}`
    case "notifications":
    case "messages":
      return userId === null ? null : `${registration.channel}:${userId}`
  }
}
