import type {
  AuctionEndEvent,
  AuctionUpdate,
  BidEvent,
  CommunityPostEntry,
  CommunityReplyEntry,
  NotificationEvent,
  NotificationsSeen,
  QuestionChange,
  SubmissionMessageEvent,
  SubmissionMessagesSeen,
  ThreadEntry
} from "./Events.ts"

/** What a kind's envelopes carry in `data`, as a type only: the value is an empty object. */
interface Carries<Data> {
  readonly _data?: Data
}
const carries = <Data = unknown>(): Carries<Data> => ({})

/**
 * The kinds of realtime event (spec 2 §4), one line each, with the type of their data
 * (`unknown` until a feature gives it one).
 */
const ENVELOPE_DATA = {
  message: carries<SubmissionMessageEvent>(),
  messages_seen: carries<SubmissionMessagesSeen>(),
  bid: carries<BidEvent>(),
  comment: carries<ThreadEntry>(),
  auction: carries<AuctionUpdate>(),
  question: carries<QuestionChange>(),
  notification: carries<NotificationEvent>(),
  notifications_seen: carries<NotificationsSeen>(),
  auction_end: carries<AuctionEndEvent>(),
  community_post: carries<CommunityPostEntry>(),
  community_reply: carries<CommunityReplyEntry>()
}

export type EnvelopeKind = keyof typeof ENVELOPE_DATA

/** In the table's order. */
export const ENVELOPE_KINDS = Object.keys(ENVELOPE_DATA) as unknown as readonly [EnvelopeKind, ...EnvelopeKind[]]

export type EventData<K extends EnvelopeKind> = (typeof ENVELOPE_DATA)[K] extends Carries<infer Data> ? Data : never

/**
 * One realtime event, live on the socket or from a rewind. On a channel that keeps a log, `seq`
 * counts per channel, gap-free, from 1; a channel without one numbers nothing (`seq` 0), and its
 * envelopes are delivered as they come. A client reads `kind` as any string: an event of a kind it doesn't know yet still
 * takes its place in the sequence, or every later event would wait behind a gap that never fills.
 */
export interface Envelope {
  readonly channel: string
  readonly seq: number
  readonly kind: string
  readonly data: unknown
}

/** An envelope of a kind this build knows, its data typed as the contract says. */
export type EnvelopeOf<K extends EnvelopeKind> = {
  readonly [Kind in K]: {
    readonly channel: string
    readonly seq: number
    readonly kind: Kind
    readonly data: EventData<Kind>
  }
}[K]

/** Tells an envelope's kind; its data is then taken to be what the contract says that kind carries. */
export const isEnvelopeOf = <K extends EnvelopeKind>(envelope: Envelope, kind: K): envelope is EnvelopeOf<K> => envelope.kind === kind

/** The most envelopes one rewind answers: a full answer means ask again from its last. */
export const REWIND_LIMIT = 500
