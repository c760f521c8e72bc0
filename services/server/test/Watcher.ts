/** A browser-like watcher: one socket, its connection id, and the sequence numbers it received per channel. */
export class Watcher {
  readonly received: Array<number> = []
  readonly arrivals: Array<number> = []
  #connectionId: Promise<string>
  #socket: WebSocket

  private constructor(socket: WebSocket) {
    this.#socket = socket
    this.#connectionId = new Promise((resolve) => {
      socket.addEventListener("message", (event) => {
        const message = JSON.parse(String(event.data)) as { type?: string; connection_id?: string; seq?: number }
        if (message.type === "connection_id") resolve(message.connection_id!)
        else if (message.seq !== undefined) {
          this.received.push(message.seq)
          this.arrivals.push(Date.now())
        }
      })
    })
    socket.send(JSON.stringify({ type: "get_connection_id", echo: "init" }))
  }

  static connect(base: string): Promise<Watcher> {
    const socket = new WebSocket(`${base.replace(/^http/, "ws")}/ws`)
    return new Promise((resolve, reject) => {
      socket.addEventListener("open", () => resolve(new Watcher(socket)))
      socket.addEventListener("error", () => reject(new Error("the socket did not open")))
    })
  }

  get connectionId(): Promise<string> {
    return this.#connectionId
  }

  get last(): number {
    return this.received.at(-1) ?? 0
  }

  close(): void {
    this.#socket.close()
  }
}

/** The channel as the watcher ends up seeing it: what arrived plus what a rewind filled in, in order, once each. */
export const mergeInOrder = (...parts: ReadonlyArray<ReadonlyArray<number>>) => [...new Set(parts.flat())].sort((a, b) => a - b)

export const oneTo = (n: number) => Array.from({ length: n }, (_, index) => index + 1)
