import { escapeXml, type Scale } from "./Scales.ts"

/** The plot area inside a chart's SVG, with room left for the axes' labels. */
export interface PlotArea {
  readonly left: number
  readonly right: number
  readonly top: number
  readonly bottom: number
}

export const svg = (width: number, height: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}" ` +
  `font-family="system-ui, sans-serif" font-size="11">${body}</svg>`

export const xAxis = (area: PlotArea, scale: Scale, ticks: ReadonlyArray<number>, label: (tick: number) => string, title: string) =>
  [
    `<line x1="${area.left}" x2="${area.right}" y1="${area.bottom}" y2="${area.bottom}" stroke="#888"/>`,
    ...ticks.map((tick) => {
      const x = scale(tick).toFixed(1)
      return (
        `<line x1="${x}" x2="${x}" y1="${area.top}" y2="${area.bottom}" stroke="#8883"/>` +
        `<text x="${x}" y="${area.bottom + 14}" text-anchor="middle" fill="currentColor">${escapeXml(label(tick))}</text>`
      )
    }),
    `<text x="${(area.left + area.right) / 2}" y="${area.bottom + 30}" text-anchor="middle" fill="currentColor">${escapeXml(title)}</text>`
  ].join("")

export const yAxis = (area: PlotArea, scale: Scale, ticks: ReadonlyArray<number>, label: (tick: number) => string, title: string) =>
  [
    `<line x1="${area.left}" x2="${area.left}" y1="${area.top}" y2="${area.bottom}" stroke="#888"/>`,
    ...ticks.map((tick) => {
      const y = scale(tick).toFixed(1)
      return (
        `<line x1="${area.left}" x2="${area.right}" y1="${y}" y2="${y}" stroke="#8883"/>` +
        `<text x="${area.left - 6}" y="${y}" dy="0.32em" text-anchor="end" fill="currentColor">${escapeXml(label(tick))}</text>`
      )
    }),
    `<text transform="translate(14 ${(area.top + area.bottom) / 2}) rotate(-90)" text-anchor="middle" fill="currentColor">${escapeXml(title)}</text>`
  ].join("")

/** A legend row at the top right: coloured swatches and their names. */
export const legend = (area: PlotArea, entries: ReadonlyArray<readonly [color: string, name: string]>) => {
  let x = area.right
  return entries
    .map(([color, name]) => {
      x -= name.length * 6.2 + 26
      return (
        `<rect x="${x}" y="${area.top - 16}" width="10" height="10" fill="${color}"/>` +
        `<text x="${x + 14}" y="${area.top - 7}" fill="currentColor">${escapeXml(name)}</text>`
      )
    })
    .join("")
}
