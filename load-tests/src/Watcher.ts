import { connectionIdQuestion, readServerFrame, REWIND_LIMIT } from "@redline/domain"
import type { LatencyHistogram } from "./LatencyHistogram.ts"
import { apiCall, describeRefusal, type Envelope, ErrorCodes, rewindPage, succeeded } from "./RedlineApi.ts"
import { SequenceSet } from "./SequenceSet.ts"
import type { WatcherOutcome } from "./WatcherMessages.ts"

/** What the watchers of one thread share: where to connect and where to count. */
export interface WatcherContext {
  readonly target: string
  readonly fanout: LatencyHistogram
  readonly framesPerSecond: Map<number, number>
  frames: number
}

const CONNECT_TIMEOUT_MS = 20_000
// The client rules of the spec: reconnect backoff 250 ms doubling to 60 s.
const FIRST_BACKOFF_MS = 250
const LAST_BACKOFF_MS = 60_000
// A gap the log cannot fill yet is asked for again after this.
const REFILL_PAUSE_MS = 250

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * One browser on the auction page: a socket on `/ws`, registered on the
 * auction's channel, applying events strictly in sequence. A gap in the
 * sequence numbers (a frame the gateway skipped under backpressure, or the
 * time it was away) is filled by rewind from the last event it applied;
 * frames ahead of the gap wait. Rejoining is what a page does after losing
 * its socket: new socket, register again, rewind from its last sequence number.
 *
 * It counts what a correct gateway never does: the same frame twice on the
 * live path (duplicated), a frame older than one it already got on the same
 * socket (out of order), and, once the auction is over, events it never got
 * at all, live or by rewind (lost).
 */
export class Watcher {
  #socket: WebSocket | null = null
  #connectionId: string | null = null
  #auctionId: number | null = null
  #leaving = false
  #closedForGood = false
  #lastLiveOnSocket = 0
  #rewinding = false
  #rewindAgain = false
  #settle: { readonly seq: number; readonly done: () => void } | null = null
  readonly #live = new SequenceSet()
  readonly #held = new SequenceSet()
  readonly #waiting = new Map<number, Envelope>()

  online = false
  registered = false
  baseSeq = -1
  lastSeq = 0
  lastEvent: Envelope | null = null
  liveFrames = 0
  rewoundEvents = 0
  rewinds = 0
  rejoins = 0
  unexpectedCloses = 0
  duplicated = 0
  outOfOrder = 0
  failure: string | null = null

  constructor(readonly context: WatcherContext) {}

  /** Opens a socket and learns its connection id. */
  async connect(): Promise<void> {
    const url = new URL("/ws", this.context.target)
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:"
    const socket = new WebSocket(url)
    this.#socket = socket
    this.#lastLiveOnSocket = 0
    this.#connectionId = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error("no connection id within 20 s"))
        socket.close()
      }, CONNECT_TIMEOUT_MS)
      socket.addEventListener("open", () => socket.send(connectionIdQuestion()))
      socket.addEventListener("error", () => {
        clearTimeout(timer)
        reject(new Error("the socket failed to open"))
      })
      socket.addEventListener("message", (event) => {
        const at = Date.now()
        if (socket !== this.#socket) return
        const frame = readServerFrame(String(event.data))
        if (frame?.frame === "connection_id") {
          clearTimeout(timer)
          resolve(frame.connectionId)
        } else if (frame?.frame === "envelope") {
          // the auction's channel, the only one registered, carries its bids and its end
          this.#onFrame(frame.envelope as Envelope, at)
        }
      })
      socket.addEventListener("close", () => {
        clearTimeout(timer)
        reject(new Error("the socket closed before it had an id"))
        if (socket === this.#socket) this.#onClose()
      })
    })
    this.online = true
  }

  /** Registers the socket on the auction's channel; the first registration sets what the watcher owes. */
  async register(auctionId: number): Promise<void> {
    this.#auctionId = auctionId
    const answer = await apiCall<{ seq: number }>(this.context.target, "POST", "/api/v1/realtime/register", {
      body: { connection_id: this.#connectionId, type: "public", channel: "auction", auction_id: auctionId }
    })
    if (!succeeded(answer)) {
      const refusal = answer.body as { error_code?: number }
      throw new Error(
        refusal.error_code === ErrorCodes.unknownConnection
          ? "the socket was gone when it registered"
          : describeRefusal("Registering", answer)
      )
    }
    if (this.baseSeq < 0) {
      this.baseSeq = answer.body.seq
      this.lastSeq = answer.body.seq
    }
    this.registered = true
    this.#deliverWaiting()
    // Events between our last and the registration's are not coming live: fetch them.
    if (answer.body.seq > this.lastSeq || this.#waiting.size > 0) void this.#resync()
  }

  /** Leaves as a page does when its socket drops; comes back after `offlineMs`. */
  drop(offlineMs: number): void {
    if (!this.online || this.#closedForGood) return
    this.#leaving = true
    this.online = false
    this.registered = false
    this.#socket?.close()
    setTimeout(() => void this.#rejoin(), offlineMs)
  }

  /** Resolves once the watcher applied `finalSeq`, or after `timeoutMs`. */
  settle(finalSeq: number, timeoutMs: number): Promise<void> {
    if (this.baseSeq < 0 || this.lastSeq >= finalSeq) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(), timeoutMs)
      this.#settle = { seq: finalSeq, done: () => (clearTimeout(timer), resolve()) }
    })
  }

  close(): void {
    this.#closedForGood = true
    this.#socket?.close()
  }

  outcome(finalSeq: number): WatcherOutcome {
    const owed = this.baseSeq < 0 ? 0 : this.#held.missingBetween(this.baseSeq + 1, finalSeq)
    return {
      registered: this.baseSeq >= 0,
      baseSeq: this.baseSeq,
      lastSeq: this.lastSeq,
      liveFrames: this.liveFrames,
      rewoundEvents: this.rewoundEvents,
      rewinds: this.rewinds,
      rejoins: this.rejoins,
      unexpectedCloses: this.unexpectedCloses,
      duplicated: this.duplicated,
      outOfOrder: this.outOfOrder,
      lost: owed,
      lastEvent: this.lastEvent,
      failure: this.failure
    }
  }

  #onFrame(envelope: Envelope, at: number): void {
    const seq = envelope.seq
    if (this.#live.has(seq)) {
      this.duplicated++
      return
    }
    this.#live.add(seq)
    this.liveFrames++
    this.context.frames++
    const second = Math.floor(at / 1000)
    this.context.framesPerSecond.set(second, (this.context.framesPerSecond.get(second) ?? 0) + 1)
    if (seq < this.#lastLiveOnSocket) this.outOfOrder++
    this.#lastLiveOnSocket = Math.max(this.#lastLiveOnSocket, seq)
    if (envelope.kind === "bid") this.context.fanout.record(at - Date.parse(envelope.data.bid.received_at))
    this.#held.add(seq)
    // Before the first registration answers, nothing is owed yet: keep it until we know our base.
    if (seq <= this.lastSeq && this.baseSeq >= 0) return
    this.#waiting.set(seq, envelope)
    if (this.baseSeq < 0) return
    this.#deliverWaiting()
    if (this.#waiting.size > 0) void this.#resync()
  }

  #deliverWaiting(): void {
    if (this.baseSeq < 0) return
    for (let next = this.#waiting.get(this.lastSeq + 1); next !== undefined; next = this.#waiting.get(this.lastSeq + 1)) {
      this.#waiting.delete(next.seq)
      this.#apply(next)
    }
    for (const seq of this.#waiting.keys()) if (seq <= this.lastSeq) this.#waiting.delete(seq)
  }

  #apply(envelope: Envelope): void {
    this.lastSeq = envelope.seq
    this.lastEvent = envelope
    if (this.#settle !== null && this.lastSeq >= this.#settle.seq) {
      this.#settle.done()
      this.#settle = null
    }
  }

  /** Rewinds from the last applied event until the gap is filled; one rewind at a time. */
  async #resync(): Promise<void> {
    if (this.#rewinding) {
      this.#rewindAgain = true
      return
    }
    this.#rewinding = true
    let backoff = FIRST_BACKOFF_MS
    try {
      do {
        this.#rewindAgain = false
        this.rewinds++
        let page: ReadonlyArray<Envelope>
        const since = this.lastSeq
        try {
          page = await rewindPage(this.context.target, this.#auctionId!, since)
        } catch {
          await sleep(backoff)
          backoff = Math.min(backoff * 2, LAST_BACKOFF_MS)
          this.#rewindAgain = true
          continue
        }
        // Live frames may have moved lastSeq on while the rewind was out; the page's order is judged from its own start.
        let previous = since
        for (const envelope of page) {
          if (envelope.seq < previous) this.outOfOrder++
          previous = Math.max(previous, envelope.seq)
          if (envelope.seq !== this.lastSeq + 1) continue
          this.#held.add(envelope.seq)
          this.rewoundEvents++
          this.#apply(envelope)
          this.#deliverWaiting()
        }
        if (page.length >= REWIND_LIMIT) this.#rewindAgain = true
        else if (this.#waiting.size > 0 && !this.#closedForGood) {
          // Frames wait beyond a gap the log did not fill: ask again shortly rather than spin.
          await sleep(REFILL_PAUSE_MS)
          this.#rewindAgain = true
        }
      } while (this.#rewindAgain && !this.#closedForGood)
    } finally {
      this.#rewinding = false
    }
  }

  async #rejoin(): Promise<void> {
    let backoff = FIRST_BACKOFF_MS
    while (!this.#closedForGood) {
      try {
        this.#leaving = false
        await this.connect()
        if (this.#auctionId !== null) await this.register(this.#auctionId)
        this.rejoins++
        this.failure = null
        return
      } catch (error) {
        this.failure = `rejoining: ${(error as Error).message}`
        this.#leaving = true
        this.#socket?.close()
        await sleep(backoff)
        backoff = Math.min(backoff * 2, LAST_BACKOFF_MS)
      }
    }
  }

  #onClose(): void {
    const wasOnline = this.online
    this.online = false
    this.registered = false
    if (this.#leaving || this.#closedForGood) return
    // The gateway or the network closed it: a page reconnects on its own.
    if (wasOnline) {
      this.unexpectedCloses++
      void this.#rejoin()
    }
  }
}
