/** Scales and ticks for the report's hand-drawn SVG charts. */

export type Scale = (value: number) => number

export const linearScale =
  ([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): Scale =>
  (value) =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0)

export const logScale = ([d0, d1]: readonly [number, number], range: readonly [number, number]): Scale => {
  const linear = linearScale([Math.log10(d0), Math.log10(d1)], range)
  return (value) => linear(Math.log10(Math.max(value, d0)))
}

/** About `count` round ticks covering min..max (steps of 1, 2 or 5 times a power of ten). */
export const niceTicks = (min: number, max: number, count: number): Array<number> => {
  if (!(max > min)) return [min]
  const raw = (max - min) / count
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw)!
  const ticks: Array<number> = []
  for (let tick = Math.ceil(min / step) * step; tick <= max + step * 1e-9; tick += step) ticks.push(Number(tick.toPrecision(12)))
  return ticks
}

/** Powers of ten from below min to above max, for a log axis. */
export const decadeTicks = (min: number, max: number): Array<number> => {
  const ticks: Array<number> = []
  for (let power = Math.floor(Math.log10(min)); power <= Math.ceil(Math.log10(max)); power++) ticks.push(10 ** power)
  return ticks
}

export const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

export const msLabel = (ms: number) => (ms >= 1000 ? `${ms / 1000}s` : ms >= 1 ? `${ms}ms` : `${ms * 1000}µs`)

/** Smallest and largest, without spreading a long array into arguments. */
export const extent = (values: ReadonlyArray<number>): readonly [number, number] =>
  values.reduce<readonly [number, number]>(([low, high], value) => [Math.min(low, value), Math.max(high, value)], [Infinity, -Infinity])
