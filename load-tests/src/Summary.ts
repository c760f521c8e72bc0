import { statusName } from "@redline/domain"
import type { LatencySummary } from "./LatencyHistogram.ts"
import { AUDIT_CHECKS, auditValue, passes } from "./AuditChecks.ts"
import { describeBusy, saturated } from "./GeneratorLoad.ts"
import type { Results } from "./Results.ts"

const n = (value: number) => value.toLocaleString("en-US")
const ms = (value: number) => (value >= 100 ? `${Math.round(value)}` : value.toFixed(1))
const latency = (summary: LatencySummary) =>
  `p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}  p99 ${ms(summary.p99)}  max ${ms(summary.max)} ms  (${n(summary.count)} samples)`

/** The terminal summary printed at the end of a run. */
export const summaryText = (results: Results, outDir: string): string => {
  const { auction, bids, events, watchers, latency: times, throughput } = results
  const lines = [
    "",
    `  ${results.scenario.name} against ${results.target}: ${results.audit.passed ? "PASSED" : `FAILED (${results.audit.failed.join(", ")})`}`,
    "",
    `  Auction   ${auction.url}`,
    `            ${auction.status === null ? "unknown" : `${statusName(auction.status)} (${auction.status})`} at $${n(auction.final_bid)}${auction.winner === null ? "" : ` to ${auction.winner}`}; ` +
      `end moved ${auction.extensions} times, ${auction.scheduled_end} → ${auction.final_end}`,
    `  Bids      ${n(bids.sent)} sent: ${n(bids.accepted)} accepted, ${n(bids.too_low)} too low, ${n(bids.ended)} ended, ` +
      `${n(bids.not_taken)} not taken, ${n(bids.refused)} other refusals, ${n(bids.failed)} failed; ${n(bids.retried_not_taken)} retries`,
    ...(bids.ended_sent_before_end > 0
      ? [`            ${n(bids.ended_sent_before_end)} refused as ended were sent before the final end but reached the gateway after it`]
      : []),
    ...Object.entries(bids.other_answers).map(([kind, count]) => `            ${n(count)} × ${kind}`),
    ...(bids.not_taken_but_placed > 0
      ? [
          `            ${n(bids.not_taken_but_placed)} answered 'not taken' had been placed: their retry got the first try's acceptance back`
        ]
      : []),
    `  Watchers  ${n(watchers.registered)}/${n(watchers.requested)} registered on ${watchers.threads} threads, ` +
      `${n(watchers.failed)} failed, ${n(watchers.rejoins)} rejoins, ${n(watchers.unexpected_closes)} unexpected closes`,
    `  Events    ${n(auction.events)} in the log; ${n(events.live_frames)} live frames, ${n(events.rewound)} rewound in ${n(events.rewinds)} rewinds`,
    "",
    `  ack       ${latency(times.ack_ms)}`,
    `  refusal   ${latency(times.refusal_ms)}`,
    `  stamp     ${latency(times.stamp_ms)}`,
    `  fanout    ${latency(times.fanout_ms)}`,
    `  rate      bids ${throughput.bids_per_second.mean}/s (peak ${n(throughput.bids_per_second.peak)}), ` +
      `accepted ${throughput.accepted_per_second.mean}/s (peak ${n(throughput.accepted_per_second.peak)}), ` +
      `frames ${n(throughput.frames_per_second.mean)}/s (peak ${n(throughput.frames_per_second.peak)})`,
    `  harness   busy: bidder thread ${describeBusy(results.generator.bidder_thread)}, watcher threads ${results.generator.watcher_threads.map(describeBusy).join(", ")}` +
      (saturated(results.generator) ? " (saturated: latency figures include the harness's own queueing)" : ""),
    "",
    "  Audit",
    ...AUDIT_CHECKS.map(([check, meaning]) => {
      const value = auditValue(results, check)
      return `    ${passes(value) ? "ok  " : "FAIL"} ${check.padEnd(22)} ${String(value).padStart(6)}  ${meaning}`
    }),
    ...results.final.problems.map((problem) => `         ${problem}`),
    ...(watchers.failures.length > 0 ? ["", "  Watcher failures", ...watchers.failures.map((failure) => `    ${failure}`)] : []),
    "",
    `  ${outDir}/results.json`,
    `  ${outDir}/report.html`,
    ""
  ]
  return lines.join("\n")
}
