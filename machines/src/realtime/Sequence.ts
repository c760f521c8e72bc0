import type { Envelope } from "@redline/domain"

/**
 * Where a channel's sequence stands: the last delivered `seq` (null until a
 * registration gives the first one) and the envelopes that came early, past a
 * gap, in ascending order.
 */
export interface Sequence {
  readonly seq: number | null
  readonly held: readonly Envelope[]
}

export interface Placed {
  readonly sequence: Sequence
  /** To deliver now, in this order. */
  readonly ready: readonly Envelope[]
}

/**
 * Takes out of the held envelopes those next in line. Those at or below `seq`
 * are duplicates of delivered ones, or stale: dropped.
 */
export const release = ({ seq, held }: Sequence): Placed => {
  if (seq === null) return { sequence: { seq, held }, ready: [] }
  const waiting = held.filter((envelope) => envelope.seq > seq)
  let last = seq
  let taken = 0
  for (const envelope of waiting) {
    if (envelope.seq !== last + 1) break
    last = envelope.seq
    taken++
  }
  return { sequence: { seq: last, held: waiting.slice(taken) }, ready: waiting.slice(0, taken) }
}

/** One envelope, from the socket or a rewind: delivered if it is next, held if a gap is before it, else dropped. */
export const place = (sequence: Sequence, envelope: Envelope): Placed => {
  // held ones stay unique: a second copy would stop `release` short of the envelope after it
  if (sequence.held.some((held) => held.seq === envelope.seq)) return { sequence, ready: [] }
  const held = [...sequence.held, envelope].sort((a, b) => a.seq - b.seq)
  return release({ seq: sequence.seq, held })
}

/** Envelopes are waiting behind a missing one. */
export const gapOpen = (sequence: Sequence): boolean => sequence.seq !== null && sequence.held.length > 0
