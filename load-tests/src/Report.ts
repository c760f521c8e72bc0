import { statusName } from "@redline/domain"
import { AUDIT_CHECKS, auditValue, passes } from "./AuditChecks.ts"
import { ackHistogram } from "./charts/AckHistogram.ts"
import { endingTimeline } from "./charts/EndingTimeline.ts"
import { fanoutCdf } from "./charts/FanoutCdf.ts"
import { escapeXml } from "./charts/Scales.ts"
import { describeBusy, saturated } from "./GeneratorLoad.ts"
import type { LatencySummary } from "./LatencyHistogram.ts"
import type { Results } from "./Results.ts"

const n = (value: number) => value.toLocaleString("en-US")
const ms = (value: number) => (value >= 100 ? n(Math.round(value)) : value.toFixed(1))

const latencyRow = (name: string, summary: LatencySummary) =>
  `<tr><th>${name}</th><td>${ms(summary.p50)}</td><td>${ms(summary.p95)}</td><td>${ms(summary.p99)}</td><td>${ms(summary.max)}</td><td>${n(summary.count)}</td></tr>`

const STYLE = `
  :root { color-scheme: light dark; --fg: #1d232a; --muted: #5b6570; --bg: #fff; --line: #d8dde3; --ok: #1a7f37; --bad: #cf222e; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6e9ed; --muted: #9aa3ad; --bg: #14181c; --line: #2c333a; } }
  body { font: 14px/1.45 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; max-width: 960px; padding: 24px; }
  h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 28px 0 8px; }
  p.lead { color: var(--muted); margin: 0 0 16px; }
  .verdict { display: inline-block; padding: 2px 10px; border-radius: 4px; color: #fff; font-weight: 600; }
  .pass { background: var(--ok); } .fail { background: var(--bad); }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); }
  td.num, table.figures td { font-variant-numeric: tabular-nums; }
  td.ok { color: var(--ok); font-weight: 600; } td.bad { color: var(--bad); font-weight: 600; }
  figure { margin: 8px 0 0; } figcaption { color: var(--muted); font-size: 12px; }
  svg { width: 100%; height: auto; color: var(--fg); }
  pre { background: #8881; padding: 12px; overflow: auto; font-size: 12px; }
`

/** `report.html`: one file, no scripts or fetches, readable offline and attachable to a ticket. */
export const reportHtml = (results: Results): string => {
  const { auction, bids, events, watchers, latency, throughput, audit } = results
  const auditRows = AUDIT_CHECKS.map(([check, meaning]) => {
    const value = auditValue(results, check)
    return `<tr><th>${check}</th><td class="${passes(value) ? "ok" : "bad"}">${String(value)}</td><td>${escapeXml(meaning)}</td></tr>`
  }).join("")
  const problems = results.final.problems.map((problem) => `<li>${escapeXml(problem)}</li>`).join("")
  const failures = watchers.failures.map((failure) => `<li>${escapeXml(failure)}</li>`).join("")
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Redline load test: ${escapeXml(results.scenario.name)} ${audit.passed ? "passed" : "failed"}</title>
<style>${STYLE}</style></head>
<body>
<h1>${escapeXml(results.scenario.name)} <span class="verdict ${audit.passed ? "pass" : "fail"}">${audit.passed ? "PASSED" : "FAILED"}</span></h1>
<p class="lead">${escapeXml(results.scenario.description)}<br>
Target ${escapeXml(results.target)} · run ${escapeXml(results.run_id)} · ${escapeXml(results.started_at)} to ${escapeXml(results.finished_at)}</p>

<h2>Audit</h2>
<table><tbody>${auditRows}</tbody></table>
${problems === "" ? "" : `<ul>${problems}</ul>`}

<h2>The auction</h2>
<table class="figures"><tbody>
<tr><th>Auction</th><td><a href="${escapeXml(auction.url)}">${escapeXml(auction.url)}</a></td></tr>
<tr><th>Outcome</th><td>${auction.status === null ? "unknown" : `${statusName(auction.status)} (${auction.status})`} at $${n(auction.final_bid)}${auction.winner === null ? "" : ` to ${escapeXml(auction.winner)}`}</td></tr>
<tr><th>End</th><td>scheduled ${escapeXml(auction.scheduled_end)}, final ${escapeXml(auction.final_end)}; moved ${n(auction.extensions)} times by the soft close (${results.scenario.auction.soft_close_seconds} s)</td></tr>
<tr><th>Bids</th><td>${n(bids.sent)} sent: ${n(bids.accepted)} accepted, ${n(bids.too_low)} too low, ${n(bids.ended)} refused as ended, ${n(bids.not_taken)} not taken, ${n(bids.refused)} other refusals, ${n(bids.failed)} failed; ${n(bids.retried_not_taken)} 'not taken' retries${bids.ended_sent_before_end > 0 ? `; ${n(bids.ended_sent_before_end)} refused as ended were sent before the final end but reached the gateway after it` : ""}${Object.entries(
    bids.other_answers
  )
    .map(([kind, count]) => `; ${n(count)} × ${escapeXml(kind)}`)
    .join(
      ""
    )}${bids.not_taken_but_placed > 0 ? `; ${n(bids.not_taken_but_placed)} answered 'not taken' had been placed (their retry got the first try's acceptance back)` : ""}</td></tr>
<tr><th>Watchers</th><td>${n(watchers.registered)} of ${n(watchers.requested)} registered on ${watchers.threads} threads; ${n(watchers.failed)} failed, ${n(watchers.rejoins)} rejoins, ${n(watchers.unexpected_closes)} unexpected closes</td></tr>
<tr><th>Events</th><td>${n(auction.events)} in the log; ${n(events.live_frames)} live frames delivered, ${n(events.rewound)} events rewound in ${n(events.rewinds)} rewinds</td></tr>
<tr><th>Throughput</th><td>bids ${throughput.bids_per_second.mean}/s (peak ${n(throughput.bids_per_second.peak)}), accepted ${throughput.accepted_per_second.mean}/s (peak ${n(throughput.accepted_per_second.peak)}), frames to watchers ${n(throughput.frames_per_second.mean)}/s (peak ${n(throughput.frames_per_second.peak)})</td></tr>
<tr><th>Harness</th><td>busy while the ending played: bidder thread ${describeBusy(results.generator.bidder_thread)}, watcher threads ${results.generator.watcher_threads.map(describeBusy).join(", ")}${saturated(results.generator) ? " — saturated, so the latency figures include the harness's own queueing" : ""}</td></tr>
</tbody></table>
${failures === "" ? "" : `<h2>Watcher failures</h2><ul>${failures}</ul>`}

<h2>Latency (ms)</h2>
<table class="figures"><thead><tr><th></th><th>p50</th><th>p95</th><th>p99</th><th>max</th><th>samples</th></tr></thead><tbody>
${latencyRow("ack (accepted bids)", latency.ack_ms)}
${latencyRow("refusals", latency.refusal_ms)}
${latencyRow("stamp (bid sent → gateway received_at)", latency.stamp_ms)}
${latencyRow("fanout (bid received → watcher)", latency.fanout_ms)}
</tbody></table>

<h2>Bid answer latency</h2>
<figure>${ackHistogram(results)}<figcaption>Time from sending a bid to its answer, as the bidder measured it; 'not taken' retries included.</figcaption></figure>

<h2>Commit-to-watcher latency</h2>
<figure>${fanoutCdf(results)}<figcaption>For every live bid frame: the watcher's receive time minus the bid's received_at (same machine clock). ${latency.fanout_ms.negative > 0 ? `${n(latency.fanout_ms.negative)} samples were negative: the clocks differ.` : ""}</figcaption></figure>

<h2>Timeline of bids and end extensions</h2>
<figure>${endingTimeline(results)}<figcaption>Shaded: the scenario's phases. Lower panel: the end in force after each accepted bid; the dotted diagonal is 'now'.</figcaption></figure>

<h2>Scenario</h2>
<pre>${escapeXml(JSON.stringify(results.scenario, null, 2))}</pre>
</body></html>
`
}
