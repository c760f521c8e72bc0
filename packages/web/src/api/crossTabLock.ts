/**
 * Runs `work` while no other tab of this browser runs work under the same name (Web Locks), so
 * two tabs never spend the one refresh key twice or make two handshakes at once. A browser
 * without Web Locks runs the work at once; the work re-reads storage first either way.
 */
export async function withCrossTabLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? null : (navigator as Partial<Navigator>).locks
  return locks == null ? work() : await locks.request(name, work)
}
