import type { Results } from "../Results.ts"
import { legend, type PlotArea, svg, xAxis, yAxis } from "./ChartFrame.ts"
import { escapeXml, extent, linearScale, niceTicks } from "./Scales.ts"

const WIDTH = 900
const BIDS: PlotArea = { left: 70, right: WIDTH - 20, top: 30, bottom: 290 }
const ENDS: PlotArea = { left: 70, right: WIDTH - 20, top: 330, bottom: 470 }
const HEIGHT = 515
const COLORS = { accepted: "#2f6fde", too_low: "#9aa3ad", ended: "#d62728", other: "#e08a00", phase: "#2f6fde14", end: "#d62728" }

const seconds = (value: number) => `${value > 0 ? "+" : ""}${value}s`
const dollars = (value: number) => (value >= 1000 ? `$${value / 1000}k` : `$${value}`)

/**
 * The ending as it happened, in seconds from the scheduled end. Above: every
 * bid by amount (accepted and refused as ended at their receive time, the rest
 * at their send time) over the phases that sent them.
 * Below: the end in force after each accepted bid against the diagonal of
 * 'now'; where the two meet, the auction closed.
 */
export const endingTimeline = (results: Results): string => {
  const zero = Date.parse(results.auction.scheduled_end)
  const finalEnd = Date.parse(results.auction.final_end)
  const { attempts, accepted } = results.timeline
  if (attempts.length === 0) return svg(WIDTH, 60, "No bids", `<text x="10" y="30">No bids were sent.</text>`)
  const [firstSent] = extent(attempts.map(([sent]) => sent))
  const [, lastAnswer] = extent(attempts.map(([, answered]) => answered))
  const t0 = (firstSent - zero) / 1000 - 1
  const t1 = (Math.max(finalEnd, lastAnswer) - zero) / 1000 + 1
  const x = linearScale([t0, t1], [BIDS.left, BIDS.right])
  const at = (time: number) => x((time - zero) / 1000).toFixed(1)
  const [lowest, highest] = extent(attempts.map(([, , amount]) => amount))
  const y = linearScale([lowest * 0.98, highest * 1.02], [BIDS.bottom, BIDS.top])

  const phases = results.scenario.phases.flatMap((phase, index) => {
    const own = attempts.filter(([, , , , , of]) => of === index)
    if (own.length === 0) return []
    const [from] = extent(own.map(([sent]) => sent))
    const [, to] = extent(own.map(([, answered]) => answered))
    return [
      `<rect x="${at(from)}" y="${BIDS.top}" width="${(Number(at(to)) - Number(at(from))).toFixed(1)}" height="${ENDS.bottom - BIDS.top}" fill="${COLORS.phase}"/>` +
        // Near the right edge the label runs leftwards from the band's end, so it stays inside the chart.
        (Number(at(from)) > BIDS.right - 120
          ? `<text x="${at(to)}" dx="-3" y="${BIDS.top + 12}" text-anchor="end" fill="currentColor" opacity="0.7">`
          : `<text x="${at(from)}" dx="3" y="${BIDS.top + 12}" fill="currentColor" opacity="0.7">`) +
        `${escapeXml(phase.kind.replace("_", " "))}</text>`
    ]
  })
  const dots = attempts.flatMap(([sent, , amount, outcome, receivedAt]) => {
    if (outcome === "too_low")
      return [`<circle cx="${at(sent)}" cy="${y(amount).toFixed(1)}" r="3" fill="none" stroke="${COLORS.too_low}"/>`]
    if (outcome === "ended") {
      const cx = Number(at(receivedAt ?? sent))
      const cy = y(amount)
      return [`<path d="M${cx - 3},${cy - 3}l6,6m0,-6l-6,6" stroke="${COLORS.ended}" stroke-width="1.5"/>`]
    }
    // Not taken, refused for another reason, or no answer at all: at its send time.
    if (outcome !== "accepted")
      return [`<rect x="${Number(at(sent)) - 2.5}" y="${(y(amount) - 2.5).toFixed(1)}" width="5" height="5" fill="${COLORS.other}"/>`]
    return []
  })
  const acceptedDots = accepted.map(
    ([receivedAt, amount]) => `<circle cx="${at(receivedAt)}" cy="${y(amount).toFixed(1)}" r="2.5" fill="${COLORS.accepted}"/>`
  )
  const endLines =
    finalEnd === zero
      ? [[zero, "scheduled and final end", ""] as const]
      : ([
          [zero, "scheduled end", "6 4"],
          [finalEnd, "final end", ""]
        ] as const)
  const marks = endLines.map(
    ([time, label, dash]) =>
      `<line x1="${at(time)}" x2="${at(time)}" y1="${BIDS.top}" y2="${ENDS.bottom}" stroke="${COLORS.end}" stroke-dasharray="${dash}"/>` +
      `<text x="${at(time)}" dx="-3" y="${BIDS.bottom - 4}" text-anchor="end" fill="${COLORS.end}">${label}</text>`
  )

  // The end in force: a step after each accepted bid, drawn against 'now'.
  const endY = linearScale([t0, t1], [ENDS.bottom, ENDS.top])
  let endPath = `M${x(t0).toFixed(1)},${endY(0).toFixed(1)}`
  let inForce = 0
  for (const [receivedAt, , after] of accepted) {
    const t = (receivedAt - zero) / 1000
    const next = (after - zero) / 1000
    endPath += `H${x(t).toFixed(1)}V${endY(next).toFixed(1)}`
    inForce = next
  }
  endPath += `H${x(Math.min(t1, Math.max(inForce, (finalEnd - zero) / 1000))).toFixed(1)}`
  const endTicks = niceTicks(t0, t1, 5)
  return svg(
    WIDTH,
    HEIGHT,
    "Timeline of bids and end extensions",
    [
      ...phases,
      yAxis(BIDS, y, niceTicks(lowest, highest, 6), dollars, "bid"),
      xAxis(BIDS, x, niceTicks(t0, t1, 12), seconds, ""),
      ...acceptedDots,
      // Refusals on top: a war's losing bids sit right where the winning ones are.
      ...dots,
      ...marks,
      legend(BIDS, [
        [COLORS.accepted, "accepted"],
        [COLORS.too_low, "too low"],
        [COLORS.ended, "refused: ended"],
        [COLORS.other, "other answer"]
      ]),
      yAxis(ENDS, endY, endTicks, seconds, "end in force"),
      xAxis(ENDS, x, niceTicks(t0, t1, 12), seconds, "seconds from the scheduled end"),
      `<line x1="${x(t0).toFixed(1)}" y1="${endY(t0).toFixed(1)}" x2="${x(t1).toFixed(1)}" y2="${endY(t1).toFixed(1)}" stroke="#888" stroke-dasharray="2 3"/>`,
      `<text x="${(x(t1) - 4).toFixed(1)}" y="${(endY(t1) + 14).toFixed(1)}" text-anchor="end" fill="#888">now</text>`,
      `<path d="${endPath}" fill="none" stroke="${COLORS.end}" stroke-width="2"/>`
    ].join("")
  )
}
