import { describe, expect, it } from "vitest"
import { LatencyHistogram } from "../src/LatencyHistogram.ts"
import { summarize } from "../src/Percentiles.ts"

// A fixed pseudo-random sample spanning sub-millisecond to seconds.
const sample = Array.from({ length: 20_000 }, (_, index) => Math.exp(((index * 7919) % 20_000) / 2000) / 10)

describe("the latency histogram", () => {
  it("reads percentiles no more than one bucket (2 %) above the exact ones, never below", () => {
    const histogram = new LatencyHistogram()
    sample.forEach((ms) => histogram.record(ms))
    const exact = summarize(sample)
    const read = histogram.summary()
    for (const key of ["p50", "p95", "p99"] as const) {
      expect(read[key]).toBeGreaterThanOrEqual(exact[key])
      expect(read[key]).toBeLessThanOrEqual(exact[key] * 1.02)
    }
    expect(read.max).toBe(exact.max)
    expect(read.count).toBe(sample.length)
  })

  it("merges threads' histograms into the one they would have made together", () => {
    const whole = new LatencyHistogram()
    const [a, b] = [new LatencyHistogram(), new LatencyHistogram()]
    sample.forEach((ms, index) => {
      whole.record(ms)
      ;(index % 2 === 0 ? a : b).record(ms)
    })
    const merged = new LatencyHistogram()
    merged.merge(a)
    merged.merge(b)
    expect(merged.summary()).toEqual(whole.summary())
    expect(merged.cdf()).toEqual(whole.cdf())
  })

  it("keeps negative samples apart: on one machine they mean a clock went backwards", () => {
    const histogram = new LatencyHistogram()
    histogram.record(-3)
    expect(histogram.negative).toBe(1)
  })
})
