type Listener<Args extends unknown[]> = (...args: Args) => void

/** Functions registered under a key, each until it removes itself. */
export class Listeners<Key, Args extends unknown[]> {
  readonly #byKey = new Map<Key, Set<Listener<Args>>>()

  /** Returns the removal, ready to be an effect's cleanup. */
  add(key: Key, listener: Listener<Args>): () => void {
    const listeners = this.#byKey.get(key) ?? new Set()
    listeners.add(listener)
    this.#byKey.set(key, listeners)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) this.#byKey.delete(key)
    }
  }

  /**
   * Calls every listener of `key`. One that throws is rethrown apart, so it
   * neither keeps the others from hearing nor stops the realtime connection
   * that called, and still reaches the page's error reporting.
   */
  notify(key: Key, ...args: Args): void {
    for (const listener of this.#byKey.get(key) ?? []) {
      try {
        listener(...args)
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }
}
