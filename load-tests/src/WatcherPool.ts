import { createRequire } from "node:module"
import type { EventLoopUtilization } from "node:perf_hooks"
import { pathToFileURL } from "node:url"
import { Worker } from "node:worker_threads"
import type { Churn } from "./Scenario.ts"
import type { ThreadCommand, ThreadMessage, ThreadProgress, ThreadReport, ThreadSetup } from "./WatcherMessages.ts"

export interface PoolProgress extends ThreadProgress {
  readonly watchers: number
}

const EMPTY: ThreadProgress = { online: 0, registered: 0, failed: 0, frames: 0, rewinds: 0, rejoins: 0 }

// The thread runs as TypeScript wherever the harness itself runs (tsx, vitest).
const threadScript = new URL("./WatcherThread.ts", import.meta.url)
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href

/** The watchers, spread evenly over worker threads; the main thread keeps the bidders. */
export class WatcherPool {
  readonly #threads: ReadonlyArray<Worker>
  readonly #progress: Array<ThreadProgress>
  readonly #failures: Array<Error> = []

  private constructor(
    readonly watchers: number,
    threads: ReadonlyArray<Worker>
  ) {
    this.#threads = threads
    this.#progress = threads.map(() => EMPTY)
    threads.forEach((thread, index) => {
      thread.on("message", (message: ThreadMessage) => {
        if (message.type === "progress") this.#progress[index] = message.progress
      })
      thread.on("error", (error) => this.#failures.push(error))
    })
  }

  static start(target: string, watchers: number, threadCount: number): WatcherPool {
    const count = Math.max(1, Math.min(threadCount, watchers))
    const threads = Array.from(
      { length: count },
      (_, index) =>
        new Worker(threadScript, {
          execArgv: ["--import", tsxLoader],
          workerData: { target, watchers: Math.floor(watchers / count) + (index < watchers % count ? 1 : 0) } satisfies ThreadSetup
        })
    )
    return new WatcherPool(watchers, threads)
  }

  progress(): PoolProgress {
    const sum = (key: keyof ThreadProgress) => this.#progress.reduce((total, progress) => total + progress[key], 0)
    return {
      watchers: this.watchers,
      online: sum("online"),
      registered: sum("registered"),
      failed: sum("failed"),
      frames: sum("frames"),
      rewinds: sum("rewinds"),
      rejoins: sum("rejoins")
    }
  }

  connect(): Promise<void> {
    return this.#everyThread({ type: "connect" }, "connected").then(() => undefined)
  }

  register(auctionId: number): Promise<void> {
    return this.#everyThread({ type: "register", auctionId }, "registered").then(() => undefined)
  }

  churn(churn: Churn | null): void {
    for (const thread of this.#threads) thread.postMessage({ type: "churn", churn } satisfies ThreadCommand)
  }

  /** Waits until every watcher applied `finalSeq` (or `timeoutMs` passed) and collects their accounts. */
  async settle(finalSeq: number, timeoutMs: number): Promise<Array<ThreadReport>> {
    const messages = await this.#everyThread({ type: "settle", finalSeq, timeoutMs }, "report")
    return messages.flatMap((message) => (message.type === "report" ? [message.report] : []))
  }

  /** Each thread's event-loop utilization so far; pass it to `busySince` later. */
  busyMarks(): Array<EventLoopUtilization> {
    return this.#threads.map((thread) => thread.performance.eventLoopUtilization())
  }

  /** The share of the time since `marks` each thread was busy (0 to 1). */
  busySince(marks: ReadonlyArray<EventLoopUtilization>): Array<number> {
    return this.#threads.map((thread, index) => thread.performance.eventLoopUtilization(marks[index]).utilization)
  }

  async stop(): Promise<void> {
    await Promise.all(this.#threads.map((thread) => thread.terminate()))
  }

  #everyThread(command: ThreadCommand, answer: ThreadMessage["type"]): Promise<Array<ThreadMessage>> {
    return Promise.all(
      this.#threads.map(
        (thread) =>
          new Promise<ThreadMessage>((resolve, reject) => {
            if (this.#failures.length > 0) return reject(this.#failures[0]!)
            const onMessage = (message: ThreadMessage) => {
              if (message.type !== answer) return
              thread.off("message", onMessage)
              thread.off("error", reject)
              resolve(message)
            }
            thread.on("message", onMessage)
            thread.once("error", reject)
            thread.postMessage(command)
          })
      )
    )
  }
}
