/** A browser-like `/ws` client that queues what it receives, for tests to await in order. */
export class SocketClient {
  readonly #socket: WebSocket
  readonly #received: Array<unknown> = []
  readonly #waiting: Array<(message: unknown) => void> = []
  readonly closed: Promise<void>

  private constructor(socket: WebSocket) {
    this.#socket = socket
    socket.addEventListener("message", (event) => {
      const message: unknown = JSON.parse(String(event.data))
      const waiter = this.#waiting.shift()
      if (waiter === undefined) this.#received.push(message)
      else waiter(message)
    })
    this.closed = new Promise((resolve) => socket.addEventListener("close", () => resolve()))
  }

  static connect(url: string): Promise<SocketClient> {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/ws`)
    return new Promise((resolve, reject) => {
      socket.addEventListener("open", () => resolve(new SocketClient(socket)))
      socket.addEventListener("error", () => reject(new Error("the socket did not open")))
    })
  }

  send(text: string): void {
    this.#socket.send(text)
  }

  next(): Promise<unknown> {
    const queued = this.#received.shift()
    if (queued !== undefined) return Promise.resolve(queued)
    return new Promise((resolve) => this.#waiting.push(resolve))
  }

  close(): Promise<void> {
    this.#socket.close()
    return this.closed
  }
}
