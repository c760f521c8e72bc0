/** What an envelope can carry (spec 2 §4); the same list as `EnvelopeKind` in @redline/api. */
export type EnvelopeKind =
  | "message"
  | "bid"
  | "comment"
  | "auction"
  | "question"
  | "notification"
  | "notifications_seen"
  | "auction_end"
  | "community_post"
  | "community_reply"

/**
 * One realtime event, from the socket or a rewind. `seq` counts per channel,
 * gap-free, from 1. `kind` is read as any string: an event of a kind this
 * build doesn't know yet still takes its place in the sequence, or every
 * later event would wait behind a gap that never fills.
 */
export interface Envelope {
  readonly channel: string
  readonly seq: number
  readonly kind: string
  readonly data: unknown
}
