/** Which sequence numbers a watcher holds: one bit each, since ten thousand watchers each track every event. */
export class SequenceSet {
  #bits = new Uint8Array(128)

  has(seq: number): boolean {
    const byte = seq >> 3
    return byte < this.#bits.length && (this.#bits[byte]! & (1 << (seq & 7))) !== 0
  }

  add(seq: number): void {
    const byte = seq >> 3
    if (byte >= this.#bits.length) {
      const grown = new Uint8Array(Math.max(byte + 1, this.#bits.length * 2))
      grown.set(this.#bits)
      this.#bits = grown
    }
    this.#bits[byte]! |= 1 << (seq & 7)
  }

  /** How many of `from`..`to` (both included) are missing. */
  missingBetween(from: number, to: number): number {
    let missing = 0
    for (let seq = from; seq <= to; seq++) if (!this.has(seq)) missing++
    return missing
  }
}
