import type { Results } from "../Results.ts"
import { legend, type PlotArea, svg, xAxis, yAxis } from "./ChartFrame.ts"
import { linearScale, niceTicks } from "./Scales.ts"

const WIDTH = 900
const HEIGHT = 300
const AREA: PlotArea = { left: 60, right: WIDTH - 20, top: 30, bottom: HEIGHT - 45 }
const BINS = 40
const ACCEPTED = "#2f6fde"
const REFUSED = "#9aa3ad"

/**
 * How long bidders waited for their answer: acceptances (the durable ack)
 * stacked on refusals. The axis stops at the 99.5th percentile so one slow
 * outlier does not squash the rest; the last bar holds everything beyond.
 */
export const ackHistogram = (results: Results): string => {
  const answered = results.timeline.attempts.filter(([, , , outcome]) => outcome !== "failed")
  if (answered.length === 0) return svg(WIDTH, 60, "No bids were answered", `<text x="10" y="30">No bids were answered.</text>`)
  const waits = answered.map(([sent, answeredAt]) => answeredAt - sent).sort((a, b) => a - b)
  const top = Math.max(1, waits[Math.min(waits.length - 1, Math.floor(waits.length * 0.995))]!)
  const width = top / BINS
  const accepted = new Array<number>(BINS).fill(0)
  const refused = new Array<number>(BINS).fill(0)
  for (const [sent, answeredAt, , outcome] of answered) {
    const bin = Math.min(BINS - 1, Math.floor((answeredAt - sent) / width))
    if (outcome === "accepted") accepted[bin]!++
    else refused[bin]!++
  }
  const highest = Math.max(1, ...accepted.map((count, bin) => count + refused[bin]!))
  const x = linearScale([0, top], [AREA.left, AREA.right])
  const y = linearScale([0, highest], [AREA.bottom, AREA.top])
  const bars = accepted.map((count, bin) => {
    const x0 = x(bin * width) + 0.5
    const w = Math.max(1, x((bin + 1) * width) - x(bin * width) - 1)
    const refusedTop = y(refused[bin]!)
    return (
      `<rect x="${x0.toFixed(1)}" y="${refusedTop.toFixed(1)}" width="${w.toFixed(1)}" height="${(AREA.bottom - refusedTop).toFixed(1)}" fill="${REFUSED}"/>` +
      `<rect x="${x0.toFixed(1)}" y="${y(refused[bin]! + count).toFixed(1)}" width="${w.toFixed(1)}" height="${(refusedTop - y(refused[bin]! + count)).toFixed(1)}" fill="${ACCEPTED}"/>`
    )
  })
  return svg(
    WIDTH,
    HEIGHT,
    "Bid answer latency histogram",
    [
      yAxis(AREA, y, niceTicks(0, highest, 5).filter(Number.isInteger), String, "bids"),
      xAxis(AREA, x, niceTicks(0, top, 10), (tick) => `${tick}`, `time to answer, ms (last bar: ${Math.round(top)} ms and slower)`),
      ...bars,
      legend(AREA, [
        [ACCEPTED, "accepted (ack)"],
        [REFUSED, "refused"]
      ])
    ].join("")
  )
}
