import { backoffDelay } from "@redline/domain"

/**
 * The realtime client's clock (spec 2 §4 and §9), in milliseconds. Every
 * wait the connection machine makes comes from here.
 */
export const REALTIME_TIMING = {
  /** How long a get_connection_id question waits for its answer before it is asked again. */
  connectionIdWait: 250,
  /**
   * Questions a socket may leave unanswered before it counts as broken and
   * is replaced. One wait alone would be shorter than a round trip on a slow
   * phone, which would then never connect; a socket silent for two seconds is
   * stuck (a proxy holding frames, a half-open connection).
   */
  connectionIdAsks: 8,
  /** The first reconnect waits this long; each further failure doubles it. */
  reconnect: { first: 250, max: 60_000 },
  /**
   * A connection that held this long was a good one: the back-off starts over.
   * Resetting as soon as the id arrives would let a gateway that accepts and
   * then drops every socket draw a reconnect every 250 ms from each watcher.
   */
  stableConnection: 10_000,
  /** A gap in a channel's sequence still open after this long is filled by a rewind. */
  gapResync: 5_000,
  /** A page hidden this long lets go of the channels that only matter on screen. */
  hiddenDeregister: 120_000
} as const

/** The wait before reconnect attempt `failures + 1`: 250 ms, 500 ms, 1 s, ... never more than 60 s. */
export const reconnectDelay = (failures: number): number => backoffDelay(REALTIME_TIMING.reconnect, failures)
