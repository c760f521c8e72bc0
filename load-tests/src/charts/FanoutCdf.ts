import type { Results } from "../Results.ts"
import { type PlotArea, svg, xAxis, yAxis } from "./ChartFrame.ts"
import { decadeTicks, linearScale, logScale, msLabel } from "./Scales.ts"

const WIDTH = 900
const HEIGHT = 300
const AREA: PlotArea = { left: 60, right: WIDTH - 20, top: 20, bottom: HEIGHT - 45 }

/**
 * The share of (watcher, bid) deliveries that arrived within a given time of
 * the gateway receiving the bid: the commit-to-watcher path, on a log axis
 * since a hot ending spans milliseconds to seconds.
 */
export const fanoutCdf = (results: Results): string => {
  const points = results.timeline.fanout_cdf
  if (points.length === 0) return svg(WIDTH, 60, "No live bid frames", `<text x="10" y="30">No watcher received a live bid frame.</text>`)
  const ticks = decadeTicks(Math.max(0.1, points[0]![0]), Math.max(1, points.at(-1)![0]))
  const x = logScale([ticks[0]!, ticks.at(-1)!], [AREA.left, AREA.right])
  const y = linearScale([0, 1], [AREA.bottom, AREA.top])
  let path = `M${x(points[0]![0]).toFixed(1)},${y(0).toFixed(1)}`
  let previous = 0
  for (const [ms, share] of points) {
    path += `V${y(previous).toFixed(1)}H${x(ms).toFixed(1)}V${y(share).toFixed(1)}`
    previous = share
  }
  const fanout = results.latency.fanout_ms
  const markers = (
    [
      ["p50", fanout.p50],
      ["p95", fanout.p95],
      ["p99", fanout.p99]
    ] as const
  ).map(
    ([name, ms], row) =>
      `<line x1="${x(ms).toFixed(1)}" x2="${x(ms).toFixed(1)}" y1="${AREA.top}" y2="${AREA.bottom}" stroke="#d2691e" stroke-dasharray="4 3"/>` +
      // p95 reads leftwards from its line, so it stays clear of p99, which is usually close by on a log axis.
      `<text x="${(x(ms) + (row === 1 ? -4 : 4)).toFixed(1)}" y="${AREA.top + 12 + row * 14}" text-anchor="${row === 1 ? "end" : "start"}" ` +
      `fill="#d2691e">${name} ${ms.toFixed(1)} ms</text>`
  )
  return svg(
    WIDTH,
    HEIGHT,
    "Commit-to-watcher latency CDF",
    [
      yAxis(AREA, y, [0, 0.25, 0.5, 0.75, 1], (tick) => `${Math.round(tick * 100)}%`, "deliveries"),
      xAxis(AREA, x, ticks, msLabel, "watcher receive time − bid received_at (log scale)"),
      `<path d="${path}" fill="none" stroke="#2f6fde" stroke-width="2"/>`,
      ...markers
    ].join("")
  )
}
