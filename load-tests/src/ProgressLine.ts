import type { ProgressSnapshot } from "./LoadTest.ts"

const BAR_WIDTH = 24
// Without a terminal (CI logs, pipes) a line every few seconds reads better than a redrawn bar.
const PLAIN_EVERY_MS = 5_000

const count = (n: number) =>
  n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1)}M` : n >= 10_000 ? `${(n / 1000).toFixed(1)}k` : n.toLocaleString("en-US")
const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, "0")}`

/** How far along the run is, by whatever the current stage is waiting on. */
const fractionDone = (snapshot: ProgressSnapshot, now: number): number => {
  const { watchers, bidders } = snapshot
  if (snapshot.ended) return 1
  if (snapshot.stage === "provisioning bidders") return bidders.ready / Math.max(1, bidders.wanted)
  if (snapshot.stage === "connecting watchers" && watchers !== null)
    return (watchers.online + watchers.failed) / Math.max(1, watchers.watchers)
  if (snapshot.stage === "registering watchers" && watchers !== null) return watchers.registered / Math.max(1, watchers.watchers)
  if (snapshot.end === null) return 0
  return Math.min(1, (now - snapshot.startedAt) / Math.max(1, snapshot.end - snapshot.startedAt))
}

export const describeProgress = (snapshot: ProgressSnapshot, now: number): string => {
  const parts = [`${clock(now - snapshot.startedAt)} ${snapshot.stage}`]
  if (snapshot.end !== null && !snapshot.ended) {
    const left = snapshot.end - now
    parts.push(left > 0 ? `end in ${(left / 1000).toFixed(1)}s` : `end passed ${(-left / 1000).toFixed(1)}s ago`)
  }
  if (snapshot.stage === "provisioning bidders") parts.push(`bidders ${snapshot.bidders.ready}/${snapshot.bidders.wanted}`)
  const watchers = snapshot.watchers
  if (watchers !== null) {
    parts.push(
      `watchers ${count(watchers.online)} online, ${count(watchers.registered)}/${count(watchers.watchers)} registered${watchers.failed > 0 ? `, ${watchers.failed} failed` : ""}`
    )
  }
  const { sent, answered, accepted } = snapshot.bids
  if (sent > 0)
    parts.push(
      `bids ${count(sent)} sent, ${count(accepted)} accepted${sent > answered ? `, ${count(sent - answered)} awaiting answers` : ""}`
    )
  if (watchers !== null && watchers.frames > 0)
    parts.push(`frames ${count(watchers.frames)}, rewinds ${count(watchers.rewinds)}, rejoins ${count(watchers.rejoins)}`)
  return parts.join(" · ")
}

/** The live line on stderr: a redrawn bar on a terminal, periodic plain lines elsewhere. */
export class ProgressLine {
  #lastPlain = 0
  #drawn = false

  constructor(readonly stream: NodeJS.WriteStream) {}

  update(snapshot: ProgressSnapshot): void {
    const now = Date.now()
    if (!this.stream.isTTY) {
      if (now - this.#lastPlain < PLAIN_EVERY_MS) return
      this.#lastPlain = now
      this.stream.write(`${describeProgress(snapshot, now)}\n`)
      return
    }
    const filled = Math.round(fractionDone(snapshot, now) * BAR_WIDTH)
    const bar = `${"█".repeat(filled)}${"░".repeat(BAR_WIDTH - filled)}`
    const line = `${bar} ${describeProgress(snapshot, now)}`
    const width = this.stream.columns ?? 120
    this.stream.write(`\r\x1b[K${line.length > width - 1 ? `${line.slice(0, width - 2)}…` : line}`)
    this.#drawn = true
  }

  finish(): void {
    if (this.#drawn) this.stream.write("\r\x1b[K")
    this.#drawn = false
  }
}
