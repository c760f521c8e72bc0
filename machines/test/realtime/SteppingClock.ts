import { SimulatedClock } from "xstate"

/**
 * XState's simulated clock, advanced one due timer at a time. A plain
 * `increment` fires what was due by the new time, but a timer set while
 * firing starts from that new time, so a chain of waits (ask again every
 * 250 ms, back off, retry) would stretch.
 */
export class SteppingClock extends SimulatedClock {
  readonly #due = new Map<number, number>()

  override setTimeout(fn: () => void, timeout: number): number {
    const id = super.setTimeout(() => {
      this.#due.delete(id)
      fn()
    }, timeout)
    this.#due.set(id, this.now() + timeout)
    return id
  }

  override clearTimeout(id: number): void {
    this.#due.delete(id)
    super.clearTimeout(id)
  }

  /** Moves to `time`, stopping at every timer due before, with `between` awaited after each. */
  async advanceTo(time: number, between: () => Promise<void>): Promise<void> {
    for (;;) {
      const next = Math.min(...this.#due.values())
      if (next > time) break
      this.set(Math.max(next, this.now()))
      await between()
    }
    this.set(time)
    await between()
  }
}
