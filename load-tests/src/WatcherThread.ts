/*
 * A worker thread holding a share of the watchers: parsing their frames is
 * spread over the cores instead of queueing behind the bidders' answers on
 * the main thread, whose timings would then measure the harness.
 */
import { parentPort, workerData } from "node:worker_threads"
import { inParallel } from "./InParallel.ts"
import { LatencyHistogram } from "./LatencyHistogram.ts"
import type { Churn } from "./Scenario.ts"
import { Watcher, type WatcherContext } from "./Watcher.ts"
import type { ThreadCommand, ThreadMessage, ThreadSetup } from "./WatcherMessages.ts"

const setup = workerData as ThreadSetup
const port = parentPort!
const post = (message: ThreadMessage) => port.postMessage(message)

// Handshakes and registrations in flight per thread: enough to be quick, few enough not to look like a flood.
const CONNECTING_LANES = 64
const REGISTERING_LANES = 32
const PROGRESS_EVERY_MS = 500
const CHURN_TICK_MS = 100

const context: WatcherContext = { target: setup.target, fanout: new LatencyHistogram(), framesPerSecond: new Map(), frames: 0 }
const watchers = Array.from({ length: setup.watchers }, () => new Watcher(context))
let connectFailures = 0
let churnTimer: NodeJS.Timeout | null = null

const progress = () => {
  let online = 0
  let registered = 0
  let rewinds = 0
  let rejoins = 0
  for (const watcher of watchers) {
    if (watcher.online) online++
    if (watcher.registered) registered++
    rewinds += watcher.rewinds
    rejoins += watcher.rejoins
  }
  post({ type: "progress", progress: { online, registered, failed: connectFailures, frames: context.frames, rewinds, rejoins } })
}
const progressTimer = setInterval(progress, PROGRESS_EVERY_MS)

const startChurn = (churn: Churn) => {
  const chance = churn.share_per_second * (CHURN_TICK_MS / 1000)
  churnTimer = setInterval(() => {
    for (const watcher of watchers) {
      if (!watcher.registered || Math.random() >= chance) continue
      watcher.drop(churn.offline_ms.min + Math.random() * (churn.offline_ms.max - churn.offline_ms.min))
    }
  }, CHURN_TICK_MS)
}

const settle = async (finalSeq: number, timeoutMs: number) => {
  await Promise.all(watchers.map((watcher) => watcher.settle(finalSeq, timeoutMs)))
  clearInterval(progressTimer)
  progress()
  const outcomes = watchers.map((watcher) => watcher.outcome(finalSeq))
  for (const watcher of watchers) watcher.close()
  post({
    type: "report",
    report: {
      watchers: outcomes,
      fanout: { counts: context.fanout.counts, max: context.fanout.max, negative: context.fanout.negative },
      framesPerSecond: [...context.framesPerSecond]
    }
  })
}

port.on("message", (command: ThreadCommand) => {
  switch (command.type) {
    case "connect":
      void inParallel(watchers, CONNECTING_LANES, (watcher) =>
        watcher.connect().catch((error: Error) => {
          connectFailures++
          watcher.failure = `connecting: ${error.message}`
        })
      ).then(() => post({ type: "connected" }))
      return
    case "register":
      void inParallel(watchers, REGISTERING_LANES, async (watcher) => {
        if (!watcher.online) return
        await watcher.register(command.auctionId).catch((error: Error) => {
          watcher.failure = `registering: ${error.message}`
        })
      }).then(() => post({ type: "registered" }))
      return
    case "churn":
      if (churnTimer !== null) clearInterval(churnTimer)
      churnTimer = null
      if (command.churn !== null) startChurn(command.churn)
      return
    case "settle":
      void settle(command.finalSeq, command.timeoutMs)
      return
  }
})
