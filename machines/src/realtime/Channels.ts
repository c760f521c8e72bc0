import { type ChannelType, type Envelope, keepsEventLog, REWIND_LIMIT, type Watch } from "@redline/domain"
import { type Access, type Registered, type Registration, type Resync, type RewindPage, type RewindRequest } from "./RealtimeCalls.ts"
import { REALTIME_TIMING, reconnectDelay } from "./RealtimeTiming.ts"
import { gapOpen, place, release, type Sequence } from "./Sequence.ts"
import { watchKey } from "./Watch.ts"

/**
 * The channels a hidden page lets go of after a while (spec 2 §4): they only
 * matter on screen, and a background tab would otherwise keep a gateway busy
 * with a hot auction's every bid.
 */
export const PARKED_WHEN_HIDDEN: ReadonlySet<ChannelType> = new Set(["auction", "auctions", "notifications"])

/**
 * Where a channel's registration stands:
 * - idle: not registered (no connection yet, parked, or just unwatched),
 * - registering / rewinding / deregistering: that call is in flight,
 * - live: registered, envelopes delivered as they come,
 * - retrying: a registration failed and is tried again after a wait.
 */
export type ChannelPhase = "idle" | "registering" | "rewinding" | "live" | "retrying" | "deregistering"

export interface Channel extends Sequence {
  readonly watch: Watch
  /** Components watching it; its registration ends when the last one leaves. */
  readonly watchers: number
  /** The server's name for it, known from its first registration. */
  readonly name: string | null
  readonly phase: ChannelPhase
  /** Failed registrations in a row: the exponent of the retry wait. */
  readonly failures: number
  /** A rewind failed: the app refetches the channel once a fresh registration gave a new baseline. */
  readonly resyncDue: boolean
}

/** What the channels follow: the socket's connection id, the session, the page's visibility. */
export interface ChannelSet {
  readonly connectionId: string | null
  readonly access: Access
  /** The page has been hidden long enough to let go of the `PARKED_WHEN_HIDDEN` channels. */
  readonly parked: boolean
  /** By `watchKey`. */
  readonly channels: Readonly<Record<string, Channel>>
}

/** The HTTP calls a channel makes; each runs as a child actor named `${call}.${key}`. */
export type ChannelCall = "register" | "deregister" | "rewind"

/** The waits a channel sets; each is an event raised to the machine after its delay. */
export type ChannelTimer = "GAP_EXPIRED" | "REGISTER_RETRY"

/** What a change of the channels asks the machine to do. */
export type ChannelWork =
  | { readonly type: "register"; readonly key: string; readonly registration: Registration }
  | { readonly type: "deregister"; readonly key: string; readonly registration: Registration }
  | { readonly type: "rewind"; readonly key: string; readonly request: RewindRequest }
  | { readonly type: "abandon"; readonly call: ChannelCall; readonly key: string }
  | { readonly type: "deliver"; readonly envelope: Envelope }
  | { readonly type: "resync"; readonly resync: Resync }
  | { readonly type: "schedule"; readonly timer: ChannelTimer; readonly key: string; readonly delay: number }
  | { readonly type: "unschedule"; readonly timer: ChannelTimer; readonly key: string }

export interface ChannelStep {
  readonly channels: Readonly<Record<string, Channel>>
  readonly work: readonly ChannelWork[]
}

export const callId = (call: ChannelCall, key: string): string => `${call}.${key}`

/** The watch key back from a call's actor id. */
export const keyOfCall = (call: ChannelCall, actorId: string): string => actorId.slice(call.length + 1)

export const timerId = (timer: ChannelTimer, key: string): string => `${timer}.${key}`

/** One channel's change: its new state (null: forgotten) and the work that comes with it. */
interface Change {
  readonly channel: Channel | null
  readonly work: readonly ChannelWork[]
}

const unchanged = (channel: Channel): Change => ({ channel, work: [] })

const withWork = (work: readonly ChannelWork[], change: Change): Change => ({
  channel: change.channel,
  work: [...work, ...change.work]
})

const waitsOnGap = (channel: Channel | null): boolean => channel?.phase === "live" && gapOpen(channel)

/**
 * A timer runs exactly while its channel is in the state that needs it: a
 * live channel with a gap, a registration waiting to be retried.
 */
const timerWork = (key: string, before: Channel, after: Channel | null): ChannelWork[] => {
  const work: ChannelWork[] = []
  if (waitsOnGap(before) && !waitsOnGap(after)) work.push({ type: "unschedule", timer: "GAP_EXPIRED", key })
  if (!waitsOnGap(before) && waitsOnGap(after)) {
    work.push({ type: "schedule", timer: "GAP_EXPIRED", key, delay: REALTIME_TIMING.gapResync })
  }
  const retrying = (channel: Channel | null) => channel?.phase === "retrying"
  if (retrying(before) && !retrying(after)) work.push({ type: "unschedule", timer: "REGISTER_RETRY", key })
  if (!retrying(before) && after !== null && retrying(after)) {
    work.push({ type: "schedule", timer: "REGISTER_RETRY", key, delay: reconnectDelay(after.failures - 1) })
  }
  return work
}

const changeOne = (set: ChannelSet, key: string, change: (channel: Channel) => Change): ChannelStep => {
  const before = set.channels[key]
  if (before === undefined) return { channels: set.channels, work: [] }
  const after = change(before)
  return {
    channels:
      after.channel === null
        ? Object.fromEntries(Object.entries(set.channels).filter(([other]) => other !== key))
        : { ...set.channels, [key]: after.channel },
    work: [...after.work, ...timerWork(key, before, after.channel)]
  }
}

const changeAll = (set: ChannelSet, change: (channel: Channel, key: string) => Change): ChannelStep =>
  Object.keys(set.channels).reduce<ChannelStep>(
    (step, key) => {
      const next = changeOne({ ...set, channels: step.channels }, key, (channel) => change(channel, key))
      return { channels: next.channels, work: [...step.work, ...next.work] }
    },
    { channels: set.channels, work: [] }
  )

const wanted = (set: ChannelSet, channel: Channel): boolean =>
  channel.watchers > 0 && !(set.parked && PARKED_WHEN_HIDDEN.has(channel.watch.channel))

const registration = (set: ChannelSet, connectionId: string, watch: Watch): Registration => ({
  ...watch,
  connection_id: connectionId,
  type: set.access
})

const CALL_IN_FLIGHT: Partial<Record<ChannelPhase, ChannelCall>> = {
  registering: "register",
  rewinding: "rewind",
  deregistering: "deregister"
}

/** Stops the call a channel has in flight: its answer no longer applies. */
const abandon = (key: string, channel: Channel): ChannelWork[] => {
  const call = CALL_IN_FLIGHT[channel.phase]
  return call === undefined ? [] : [{ type: "abandon", call, key }]
}

const register = (set: ChannelSet, connectionId: string, key: string, channel: Channel): Change => ({
  channel: { ...channel, phase: "registering" },
  work: [{ type: "register", key, registration: registration(set, connectionId, channel.watch) }]
})

const rewind = (key: string, channel: Channel, name: string, since: number): Change => ({
  channel: { ...channel, phase: "rewinding" },
  work: [{ type: "rewind", key, request: { channel: name, since } }]
})

/** Keeps `seq`: a parked channel rewinds from there when the page is back. */
const deregister = (set: ChannelSet, connectionId: string, key: string, channel: Channel): Change => ({
  channel: { ...channel, phase: "deregistering", held: [] },
  work: [...abandon(key, channel), { type: "deregister", key, registration: registration(set, connectionId, channel.watch) }]
})

const deliverAll = (ready: readonly Envelope[]): ChannelWork[] => ready.map((envelope) => ({ type: "deliver", envelope }))

interface Placement {
  readonly channel: Channel
  readonly work: readonly ChannelWork[]
}

/** A channel without a log numbers nothing: its envelopes are delivered as they come. */
const placeAll = (channel: Channel, envelopes: readonly Envelope[]): Placement =>
  !keepsEventLog(channel.watch.channel)
    ? { channel, work: deliverAll(envelopes) }
    : envelopes.reduce<Placement>(
        (placement, envelope) => {
          const { sequence, ready } = place(placement.channel, envelope)
          return { channel: { ...placement.channel, ...sequence }, work: [...placement.work, ...deliverAll(ready)] }
        },
        { channel, work: [] }
      )

/**
 * Brings one channel in line with what is wanted of it: registered while
 * watched, connected and not parked; deregistered otherwise; forgotten once
 * nobody watches it and nothing is in flight.
 */
const settle = (set: ChannelSet, key: string, channel: Channel): Change => {
  const { connectionId } = set
  switch (channel.phase) {
    case "idle":
    case "retrying":
      if (!wanted(set, channel)) return { channel: channel.watchers > 0 ? { ...channel, phase: "idle" } : null, work: [] }
      return channel.phase === "idle" && connectionId !== null ? register(set, connectionId, key, channel) : unchanged(channel)
    case "live":
    case "rewinding":
      return wanted(set, channel) || connectionId === null ? unchanged(channel) : deregister(set, connectionId, key, channel)
    case "registering":
    case "deregistering":
      // Its answer settles it again. Cutting a register short could let it
      // reach the server after the deregister that follows it.
      return unchanged(channel)
  }
}

const newChannel = (watch: Watch): Channel => ({
  watch,
  watchers: 1,
  name: null,
  seq: null,
  held: [],
  phase: "idle",
  failures: 0,
  resyncDue: false
})

/** One more component watches `watch`. */
export const watchChannel = (set: ChannelSet, watch: Watch): ChannelStep => {
  const key = watchKey(watch)
  const known = set.channels[key]
  // A first watcher brings fresh data from the API, so the channel counts
  // from its registration on rather than replaying what that data has.
  const channel: Channel =
    known === undefined
      ? newChannel(watch)
      : known.watchers === 0
        ? { ...known, watchers: 1, seq: null, held: [] }
        : { ...known, watchers: known.watchers + 1 }
  return changeOne({ ...set, channels: { ...set.channels, [key]: channel } }, key, (current) => settle(set, key, current))
}

/** One component fewer watches `watch`. */
export const unwatchChannel = (set: ChannelSet, watch: Watch): ChannelStep => {
  const key = watchKey(watch)
  return changeOne(set, key, (channel) =>
    channel.watchers === 0 ? unchanged(channel) : settle(set, key, { ...channel, watchers: channel.watchers - 1 })
  )
}

/** After a connection id arrived or the page's visibility changed what is wanted. */
export const settleChannels = (set: ChannelSet): ChannelStep => changeAll(set, (channel, key) => settle(set, key, channel))

/**
 * The socket is gone, and with it every registration on the server. Each
 * channel keeps its `seq` and held envelopes to rewind from on the next connection.
 */
export const disconnectChannels = (set: ChannelSet): ChannelStep =>
  changeAll(set, (channel, key) => withWork(abandon(key, channel), settle(set, key, { ...channel, phase: "idle", failures: 0 })))

/** Signed in or out: every registration is made again with the other type. */
export const reregisterChannels = (set: ChannelSet): ChannelStep =>
  changeAll(set, (channel, key) => {
    const registered = channel.phase === "registering" || channel.phase === "rewinding" || channel.phase === "live"
    if (!registered || set.connectionId === null) return unchanged(channel)
    return withWork(abandon(key, channel), register(set, set.connectionId, key, channel))
  })

/** An envelope from the socket, for whichever channel has its name. */
export const receiveEnvelope = (set: ChannelSet, envelope: Envelope): ChannelStep => {
  const key = Object.keys(set.channels).find((candidate) => {
    const channel = set.channels[candidate]
    return (
      channel?.name === envelope.channel && (channel.phase === "registering" || channel.phase === "rewinding" || channel.phase === "live")
    )
  })
  return key === undefined ? { channels: set.channels, work: [] } : changeOne(set, key, (channel) => placeAll(channel, [envelope]))
}

/**
 * The server registered the channel and told its latest `seq`. A channel
 * without a baseline takes it; one that has a baseline rewinds what it missed.
 * A latest `seq` below the channel's own means the server's history started
 * over (a reseeded database): nothing of the old baseline applies. A channel
 * without a log has nothing to rewind: coming back (from a hidden page, a lost
 * connection) it refetches its data instead.
 */
export const channelRegistered = (set: ChannelSet, key: string, registered: Registered): ChannelStep =>
  changeOne(set, key, (channel) => {
    const { connectionId } = set
    if (channel.phase !== "registering" || connectionId === null) return unchanged(channel)
    const named: Channel = { ...channel, name: registered.channel, failures: 0 }
    if (!wanted(set, named)) return deregister(set, connectionId, key, { ...named, phase: "live" })
    if (named.seq !== null && registered.seq > named.seq) return rewind(key, named, registered.channel, named.seq)
    const restarted = named.seq !== null && registered.seq < named.seq
    // it had a baseline, so it was registered before: what it missed meanwhile can't be replayed
    const missedUnlogged = named.seq !== null && !keepsEventLog(named.watch.channel)
    const baseline = named.seq === null || restarted ? registered.seq : named.seq
    const { sequence, ready } = release({ seq: baseline, held: named.held })
    // The refetch starts after the new baseline was taken, so the data it
    // brings is at least as new: an event may reach data that has it already,
    // none falls between the two.
    const resync: ChannelWork[] =
      named.resyncDue || restarted || missedUnlogged
        ? [{ type: "resync", resync: { channel: registered.channel, watch: named.watch } }]
        : []
    return {
      channel: { ...named, ...sequence, phase: "live", resyncDue: false },
      work: [...deliverAll(ready), ...resync]
    }
  })

/** Any failure but an unknown connection: the channel tries again after the back-off wait. */
export const registrationFailed = (set: ChannelSet, key: string): ChannelStep =>
  changeOne(set, key, (channel) =>
    channel.phase === "registering"
      ? settle(set, key, { ...channel, phase: "retrying", failures: channel.failures + 1 })
      : unchanged(channel)
  )

export const retryRegistration = (set: ChannelSet, key: string): ChannelStep =>
  changeOne(set, key, (channel) => (channel.phase === "retrying" ? settle(set, key, { ...channel, phase: "idle" }) : unchanged(channel)))

/** A gap stayed open for `gapResync`: the missed envelopes are asked for. */
export const gapExpired = (set: ChannelSet, key: string): ChannelStep =>
  changeOne(set, key, (channel) =>
    waitsOnGap(channel) && channel.name !== null && channel.seq !== null
      ? rewind(key, channel, channel.name, channel.seq)
      : unchanged(channel)
  )

/** A rewind answered: its envelopes fill the gap, duplicates dropped; a full page asks for the next. */
export const rewound = (set: ChannelSet, key: string, page: RewindPage): ChannelStep =>
  changeOne(set, key, (channel) => {
    if (channel.phase !== "rewinding" || channel.name === null) return unchanged(channel)
    const placed = placeAll(channel, page.events)
    const filled = placed.channel
    // a full page that didn't move the sequence would ask for the same page forever
    if (page.events.length >= REWIND_LIMIT && filled.seq !== null && filled.seq !== channel.seq) {
      return withWork(placed.work, rewind(key, filled, channel.name, filled.seq))
    }
    return { channel: { ...filled, phase: "live" }, work: placed.work }
  })

/**
 * The missed envelopes can't be replayed (the range is gone, or the call
 * failed): the channel takes a fresh baseline from a new registration and the
 * app refetches its data.
 */
export const rewindFailed = (set: ChannelSet, key: string): ChannelStep =>
  changeOne(set, key, (channel) =>
    channel.phase === "rewinding" && set.connectionId !== null
      ? register(set, set.connectionId, key, { ...channel, seq: null, resyncDue: true })
      : unchanged(channel)
  )

/** Deregistered (or the call failed, which leaves nothing to undo): the channel is free to follow what is wanted now. */
export const deregistered = (set: ChannelSet, key: string): ChannelStep =>
  changeOne(set, key, (channel) =>
    channel.phase === "deregistering" ? settle(set, key, { ...channel, phase: "idle" }) : unchanged(channel)
  )
