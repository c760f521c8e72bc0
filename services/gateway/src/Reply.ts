import { STATUS_CODES } from "node:http"
import type * as uws from "uWebSockets.js"

/** A complete answer, ready to be written in one corked burst. */
export interface Reply {
  readonly status: number
  readonly headers: ReadonlyArray<readonly [name: string, value: string]>
  readonly body: Uint8Array | string
  /** Set when the request body was left unread, so the connection cannot carry another request. */
  readonly closeConnection?: boolean
}

export const plainReply = (status: number, message: string, headers: Reply["headers"] = []): Reply => ({
  status,
  headers: [["content-type", "text/plain; charset=utf-8"], ["cache-control", "no-store"], ...headers],
  body: message
})

export const jsonErrorReply = (status: number, errorCode: number, message: string): Reply => ({
  status,
  headers: [
    ["content-type", "application/json"],
    ["cache-control", "no-store"]
  ],
  body: JSON.stringify({ error_code: errorCode, message })
})

const bodiless = (status: number) => status === 204 || status === 304 || (status >= 100 && status < 200)

/**
 * A uWS response that is answered later, after a file read or the API's
 * promise. uWS forbids touching a response after the client went away and
 * after it was ended, so every write goes through `send`, at most once.
 */
export class PendingResponse {
  readonly #res: uws.HttpResponse
  readonly #head: boolean
  readonly #siteHeaders: Reply["headers"]
  readonly #reportFailure: (cause: unknown) => void
  #settled = false
  #ended = false
  #aborted = false
  #onAbort: (() => void) | undefined
  #onDone: Array<() => void> = []

  /**
   * `siteHeaders` go with every answer (`securityHeaders`), unless the answer names its own. A
   * listener that throws is reported to `reportFailure`: it runs within a uWS callback.
   */
  constructor(
    res: uws.HttpResponse,
    head: boolean,
    siteHeaders: Reply["headers"] = [],
    reportFailure: (cause: unknown) => void = () => undefined
  ) {
    this.#res = res
    this.#head = head
    this.#siteHeaders = siteHeaders
    this.#reportFailure = reportFailure
    res.onAborted(() => {
      this.#aborted = true
      this.#settled = true
      this.#run(() => this.#onAbort?.())
      this.#done()
    })
  }

  #run(listener: () => void): void {
    try {
      listener()
    } catch (cause) {
      this.#reportFailure(cause)
    }
  }

  /** Runs once the request is over: answered or abandoned by the client. */
  onDone(listener: () => void): void {
    this.#onDone.push(listener)
  }

  #done(): void {
    const listeners = this.#onDone
    this.#onDone = []
    for (const listener of listeners) this.#run(listener)
  }

  get aborted(): boolean {
    return this.#aborted
  }

  /** Runs when the client disconnects before the answer was written. */
  onAbort(listener: () => void): void {
    this.#onAbort = listener
  }

  send(reply: Reply): void {
    if (this.#settled) return
    this.#settled = true
    const res = this.#res
    res.cork(() => {
      res.writeStatus(`${reply.status} ${STATUS_CODES[reply.status] ?? ""}`)
      for (const [name, value] of reply.headers) res.writeHeader(name, value)
      for (const [name, value] of this.#siteHeaders) {
        if (!reply.headers.some(([own]) => own === name)) res.writeHeader(name, value)
      }
      if (bodiless(reply.status)) {
        res.endWithoutBody()
      } else if (this.#head) {
        // uWS only writes a length for bodies it sends; HEAD must still announce the GET's length.
        const length = typeof reply.body === "string" ? Buffer.byteLength(reply.body) : reply.body.byteLength
        res.writeHeader("content-length", String(length)).endWithoutBody()
      } else {
        res.end(reply.body, reply.closeConnection ?? false)
      }
    })
    this.#ended = true
    this.#done()
  }

  /**
   * After a defect while this request was served: `reply` if nothing was written yet; a
   * connection left with half an answer is closed, as no answer can follow it.
   */
  abandon(reply: Reply): void {
    if (this.#aborted || this.#ended) return
    if (!this.#settled) return this.send(reply)
    this.#ended = true
    this.#res.close()
    this.#done()
  }
}
