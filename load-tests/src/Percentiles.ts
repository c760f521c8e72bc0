import type { LatencySummary } from "./LatencyHistogram.ts"

/** Exact percentiles (nearest rank) of a sample small enough to keep: the bidders' answers. */
export const summarize = (values: ReadonlyArray<number>): LatencySummary => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (fraction: number) => sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? 0
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 }
}
