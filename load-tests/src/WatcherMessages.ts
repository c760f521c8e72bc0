import type { Envelope } from "./RedlineApi.ts"
import type { Churn } from "./Scenario.ts"

/** What a watcher thread is started with. */
export interface ThreadSetup {
  readonly target: string
  readonly watchers: number
}

export type ThreadCommand =
  | { readonly type: "connect" }
  | { readonly type: "register"; readonly auctionId: number }
  | { readonly type: "churn"; readonly churn: Churn | null }
  | { readonly type: "settle"; readonly finalSeq: number; readonly timeoutMs: number }

export type ThreadMessage =
  | { readonly type: "progress"; readonly progress: ThreadProgress }
  | { readonly type: "connected" }
  | { readonly type: "registered" }
  | { readonly type: "report"; readonly report: ThreadReport }

export interface ThreadProgress {
  readonly online: number
  readonly registered: number
  readonly failed: number
  readonly frames: number
  readonly rewinds: number
  readonly rejoins: number
}

/** One watcher's account of the channel, after its own rewinds. */
export interface WatcherOutcome {
  readonly registered: boolean
  /** The sequence number its first registration answered: it owes everything after it. */
  readonly baseSeq: number
  readonly lastSeq: number
  readonly liveFrames: number
  readonly rewoundEvents: number
  readonly rewinds: number
  readonly rejoins: number
  /** Closes the watcher did not ask for. */
  readonly unexpectedCloses: number
  readonly duplicated: number
  readonly outOfOrder: number
  readonly lost: number
  readonly lastEvent: Envelope | null
  readonly failure: string | null
}

export interface ThreadReport {
  readonly watchers: ReadonlyArray<WatcherOutcome>
  readonly fanout: { readonly counts: Uint32Array; readonly max: number; readonly negative: number }
  /** Live frames received per wall-clock second (epoch seconds). */
  readonly framesPerSecond: ReadonlyArray<readonly [second: number, frames: number]>
}
