import type { Reply } from "./Reply.ts"
import type { VisitorRead } from "./VisitorReads.ts"

/**
 * The longest a cached answer is served without a change ending it. Some answers also follow the
 * clock (an auction past its end before its close is decided, the lists' 'ending soon'), and a
 * change made by a process that is not a gateway (the engine starting an auction) is not heard.
 */
const MOST_AGE_MILLIS = 5_000

/** Answers kept at most, and the largest kept: the lists of a full marketplace stay under it. */
const MOST_KEPT = 5_000
const LARGEST_KEPT_BYTES = 1024 * 1024

interface Kept {
  readonly reply: Reply
  readonly at: number
  readonly auctionId: number | null
}

const sizeOf = (reply: Reply) => (typeof reply.body === "string" ? reply.body.length * 2 : reply.body.byteLength)

/**
 * Visitors' answers by URL, ended by changes (`changed`) and by age. Visitors asking for the same
 * URL while it is read wait for that one read. An answer whose read began before a change that
 * ends it is handed to its callers but not kept.
 */
export class ReadCache {
  readonly #kept = new Map<string, Kept>()
  /** The kept URLs by the auction they show, lists under null. */
  readonly #urlsOf = new Map<number | null, Set<string>>()
  readonly #reading = new Map<string, Promise<Reply>>()
  /** Counts of changes: of each auction (by id), of any (what the lists follow), of all at once. */
  readonly #auctionChanges = new Map<number, number>()
  #anyChanges = 0
  #allChanges = 0
  readonly #now: () => number

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  /** The kept answer to `url`, or `read`'s (200 answers alone are kept). */
  answer(url: string, read: VisitorRead, fetch: () => Promise<Reply>): Promise<Reply> {
    const kept = this.#kept.get(url)
    if (kept !== undefined && this.#now() - kept.at < MOST_AGE_MILLIS) return Promise.resolve(kept.reply)
    const reading = this.#reading.get(url)
    if (reading !== undefined) return reading
    const changesBefore = this.#changesOf(read.auctionId)
    const at = this.#now()
    const answer = fetch().then(
      (reply) => {
        this.#reading.delete(url)
        if (reply.status === 200 && this.#changesOf(read.auctionId) === changesBefore && sizeOf(reply) <= LARGEST_KEPT_BYTES) {
          this.#keep(url, { reply, at, auctionId: read.auctionId })
        }
        return reply
      },
      (cause: unknown) => {
        this.#reading.delete(url)
        throw cause
      }
    )
    this.#reading.set(url, answer)
    return answer
  }

  /** An auction changed (its id), or any might have ("all"): the answers showing it and every list end. */
  changed(auctionId: number | "all"): void {
    this.#anyChanges++
    if (auctionId !== "all") this.#auctionChanges.set(auctionId, (this.#auctionChanges.get(auctionId) ?? 0) + 1)
    if (auctionId === "all") {
      this.#kept.clear()
      this.#urlsOf.clear()
    } else {
      this.#forget(auctionId)
      this.#forget(null)
    }
    // Forgetting the counts of single auctions counts as a change of all, so no read begun before is kept.
    if (auctionId === "all" || this.#auctionChanges.size > MOST_KEPT) {
      this.#auctionChanges.clear()
      this.#allChanges++
    }
  }

  #changesOf(auctionId: number | null): string {
    return auctionId === null ? `${this.#anyChanges}` : `${this.#allChanges}:${this.#auctionChanges.get(auctionId) ?? 0}`
  }

  #forget(auctionId: number | null): void {
    for (const url of this.#urlsOf.get(auctionId) ?? []) this.#kept.delete(url)
    this.#urlsOf.delete(auctionId)
  }

  #keep(url: string, kept: Kept): void {
    this.#kept.delete(url)
    if (this.#kept.size >= MOST_KEPT) {
      const oldest = this.#kept.entries().next().value
      if (oldest !== undefined) {
        this.#kept.delete(oldest[0])
        this.#urlsOf.get(oldest[1].auctionId)?.delete(oldest[0])
      }
    }
    this.#kept.set(url, kept)
    const urls = this.#urlsOf.get(kept.auctionId) ?? new Set<string>()
    urls.add(url)
    this.#urlsOf.set(kept.auctionId, urls)
  }
}
