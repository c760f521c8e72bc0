/**
 * Latencies in log-spaced buckets (2 % wide, from 0.01 ms): ten thousand
 * watchers each seeing every bid is tens of millions of samples, too many to
 * keep or to send between threads, but their percentiles only need a bucket.
 * Percentiles read the bucket's upper edge, so they never flatter.
 */
const BASE_MS = 0.01
const RATIO = 1.02
const BUCKETS = 1100 // up to about 30 minutes

export interface LatencySummary {
  readonly count: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly max: number
}

export class LatencyHistogram {
  readonly counts = new Uint32Array(BUCKETS)
  count = 0
  max = 0
  /** Samples below zero: the receive clock ran behind the stamp, which on one machine means a bug. */
  negative = 0

  static bucketOf(ms: number): number {
    if (ms <= BASE_MS) return 0
    return Math.min(BUCKETS - 1, Math.ceil(Math.log(ms / BASE_MS) / Math.log(RATIO)))
  }

  static upperEdge(bucket: number): number {
    return BASE_MS * RATIO ** bucket
  }

  record(ms: number): void {
    if (ms < 0) this.negative++
    this.counts[LatencyHistogram.bucketOf(Math.max(0, ms))]!++
    this.count++
    if (ms > this.max) this.max = ms
  }

  merge(other: { readonly counts: ArrayLike<number>; readonly max: number; readonly negative: number }): void {
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      const n = other.counts[bucket] ?? 0
      this.counts[bucket]! += n
      this.count += n
    }
    this.max = Math.max(this.max, other.max)
    this.negative += other.negative
  }

  /** The latency at or below which `fraction` of the samples lie. */
  quantile(fraction: number): number {
    if (this.count === 0) return 0
    const rank = Math.ceil(fraction * this.count)
    let seen = 0
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      seen += this.counts[bucket]!
      if (seen >= rank) return Math.min(LatencyHistogram.upperEdge(bucket), this.max)
    }
    return this.max
  }

  summary(): LatencySummary {
    return { count: this.count, p50: this.quantile(0.5), p95: this.quantile(0.95), p99: this.quantile(0.99), max: this.max }
  }

  /** The cumulative share at each non-empty bucket's upper edge, for the CDF chart. */
  cdf(): Array<{ readonly ms: number; readonly share: number }> {
    const points: Array<{ ms: number; share: number }> = []
    let seen = 0
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      const n = this.counts[bucket]!
      if (n === 0) continue
      seen += n
      points.push({ ms: Math.min(LatencyHistogram.upperEdge(bucket), this.max), share: seen / this.count })
    }
    return points
  }
}
