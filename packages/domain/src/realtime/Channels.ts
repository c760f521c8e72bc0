import { parseId } from "../Id.ts"

/**
 * How one family of realtime channels is named and served:
 * - `key`: the registration's field that picks one channel of the family (`auction_id`), or
 *   null when the family is a single channel, or one per user;
 * - `private`: the signed-in user's own channel: it needs a session and its name carries the user id;
 * - `log`: it keeps a log of its events, so a client can rewind what it missed; a channel without
 *   one numbers nothing, and a client that missed some of its events fetches its data again.
 * - `staff`: only those who work the staff desk (admins and VIEW_SUBMISSIONS) may hear it.
 * A channel keyed by something else than its user can't be private: its name has room for one id.
 */
type ChannelSpec =
  | { readonly key: string; readonly private: false; readonly log: boolean; readonly staff: boolean }
  | { readonly key: null; readonly private: boolean; readonly log: boolean; readonly staff: false }

/**
 * The realtime channels (spec 2 §4), one line each. The channel names and their parser, the
 * `Watch` type, the registration's id fields and the private check all follow from this table.
 */
export const CHANNELS = {
  timestamp: { key: null, private: false, log: false, staff: false },
  auction: { key: "auction_id", private: false, log: true, staff: false },
  thread: { key: "auction_id", private: false, log: true, staff: false },
  auctions: { key: null, private: false, log: false, staff: false },
  notifications: { key: null, private: true, log: false, staff: false },
  messages: { key: null, private: true, log: false, staff: false },
  community: { key: "community_id", private: false, log: true, staff: false },
  community_thread: { key: "community_post_id", private: false, log: true, staff: false },
  submission_chat: { key: "submission_id", private: false, log: false, staff: true }
} as const satisfies Readonly<Record<string, ChannelSpec>>

export type ChannelType = keyof typeof CHANNELS

/** In the table's order. */
export const CHANNEL_TYPES = Object.keys(CHANNELS) as unknown as readonly [ChannelType, ...ChannelType[]]

type KeyOf<T extends ChannelType> = (typeof CHANNELS)[T]["key"]

/** The fields a registration names its channel by: `auction_id`, `community_id`, ... */
export type ChannelIdField = Exclude<KeyOf<ChannelType>, null>

/** Each once, in the table's order. */
export const CHANNEL_ID_FIELDS: ReadonlyArray<ChannelIdField> = [
  ...new Set(Object.values(CHANNELS).flatMap((spec): ChannelIdField[] => (spec.key === null ? [] : [spec.key])))
]

type Simplify<A> = { readonly [K in keyof A]: A[K] } & {}

type WatchOf<T extends ChannelType> = Simplify<
  { readonly channel: T } & (KeyOf<T> extends ChannelIdField ? { readonly [F in KeyOf<T>]: number } : unknown)
>

/**
 * A channel the app wants to hear, as its registration names it: `{ channel: "auction",
 * auction_id: 12 }`, `{ channel: "notifications" }` (whose user is the session's).
 */
export type Watch = { readonly [T in ChannelType]: WatchOf<T> }[ChannelType]

/** A registration as it arrives, before its id is known to be there. */
export type ChannelRequest = { readonly channel: ChannelType } & { readonly [F in ChannelIdField]?: number | undefined }

/**
 * One channel, as its name tells it: its family and its id (the keyed field's value, or the
 * user's for a private channel; null for a family that is one channel).
 */
export interface ChannelAddress {
  readonly type: ChannelType
  readonly id: number | null
}

export const isChannelType = (value: string): value is ChannelType => (CHANNEL_TYPES as ReadonlyArray<string>).includes(value)

/** Needs a session; its name carries the user id. */
export const isPrivateChannel = (type: ChannelType): boolean => CHANNELS[type].private

/** Heard only by those who work the staff desk: registering, or rewinding, needs a session with the desk's ability. */
export const isStaffChannel = (type: ChannelType): boolean => CHANNELS[type].staff

/** Keeps a log of its events: a client that missed some can rewind them. */
export const keepsEventLog = (type: ChannelType): boolean => CHANNELS[type].log

const carriesId = (type: ChannelType): boolean => CHANNELS[type].key !== null || CHANNELS[type].private

/**
 * The channel a registration (or a watch) asks for; `userId` is the session's. Null when it
 * lacks the id its family needs, or, for a private channel, the session.
 */
export const requestedChannel = (request: ChannelRequest, userId: number | null): ChannelAddress | null => {
  const type = request.channel
  const spec = CHANNELS[type]
  if (spec.private) return userId === null ? null : { type, id: userId }
  if (spec.key === null) return { type, id: null }
  const id = request[spec.key]
  return id === undefined ? null : { type, id }
}

/** The channel's name on the wire: `auction:12`, `notifications:7`, `auctions`. */
export const channelName = ({ type, id }: ChannelAddress): string => (id === null ? type : `${type}:${id}`)

const NAME = /^([a-z_]+)(?::(\d+))?$/

/** A channel name read back; null for anything that names no channel. */
export const parseChannelName = (name: string): ChannelAddress | null => {
  const match = NAME.exec(name)
  const type = match?.[1]
  if (match === null || type === undefined || !isChannelType(type)) return null
  if (match[2] === undefined) return carriesId(type) ? null : { type, id: null }
  const id = parseId(match[2])
  return id !== undefined && carriesId(type) ? { type, id } : null
}

/** The id in the name of a channel of `type`: 12 for ("auction", "auction:12"); null for any other channel. */
export const channelIdOf = (type: ChannelType, name: string): number | null => {
  const channel = parseChannelName(name)
  return channel?.type === type ? channel.id : null
}
