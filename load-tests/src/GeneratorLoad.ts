import { type EventLoopUtilization, performance } from "node:perf_hooks"
import type { WatcherPool } from "./WatcherPool.ts"

/** The share of time a thread was busy (0 to 1): over the whole ending, and in its busiest second. */
export interface Busy {
  readonly mean: number
  readonly peak: number
}

/** How busy the harness's own threads were while the ending played. */
export interface GeneratorLoad {
  readonly bidder_thread: Busy
  readonly watcher_threads: ReadonlyArray<Busy>
}

const SAMPLE_EVERY_MS = 1000
// Past this a thread is queueing work of its own, and latency measured on it grows with it.
const SATURATED = 0.9

const round2 = (share: number) => Math.round(share * 100) / 100

/**
 * Starts measuring; the function it returns stops and reads the result. A
 * thread near 1 in its busiest second was saturated then: the frames and
 * answers it timed waited on the harness itself, so the latency figures say
 * as much about the generator as about the target.
 */
export const measureGeneratorLoad = (pool: WatcherPool): (() => GeneratorLoad) => {
  const marks = () => [performance.eventLoopUtilization(), ...pool.busyMarks()]
  const busySince = (since: ReadonlyArray<EventLoopUtilization>) => [
    performance.eventLoopUtilization(since[0]).utilization,
    ...pool.busySince(since.slice(1))
  ]
  const start = marks()
  let last = start
  const peaks = start.map(() => 0)
  const sampler = setInterval(() => {
    busySince(last).forEach((share, index) => (peaks[index] = Math.max(peaks[index]!, share)))
    last = marks()
  }, SAMPLE_EVERY_MS)
  return () => {
    clearInterval(sampler)
    const [bidder, ...watchers] = busySince(start).map((mean, index): Busy => ({
      mean: round2(mean),
      peak: round2(Math.max(peaks[index]!, mean))
    }))
    return { bidder_thread: bidder!, watcher_threads: watchers }
  }
}

export const saturated = (load: GeneratorLoad): boolean =>
  [load.bidder_thread, ...load.watcher_threads].some((busy) => busy.peak > SATURATED)

export const describeBusy = ({ mean, peak }: Busy) => `${Math.round(mean * 100)}% (peak ${Math.round(peak * 100)}%)`
