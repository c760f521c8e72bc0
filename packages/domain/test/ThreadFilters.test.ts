import { describe, expect, it } from "vitest"
import { listsEntry, parseThreadFilter, THREAD_FILTERS, threadOrder } from "../src/ThreadFilters.ts"

describe("the thread's filters", () => {
  it("are the spec's four, by their keys, Newest first", () => {
    expect(THREAD_FILTERS.map(({ key, label }) => `${key} ${label}`)).toEqual([
      "1 Newest",
      "2 Most Upvoted",
      "3 Seller Comments",
      "4 Bid History"
    ])
  })

  it("read a URL's key exactly, anything else as Newest", () => {
    expect(parseThreadFilter("3")).toBe("3")
    for (const raw of [null, undefined, "", "03", "5", "popular"]) expect(parseThreadFilter(raw)).toBe("1")
  })

  it("list the seller's comments, the bids, or everything", () => {
    const sellerComment = { type: 1, is_seller: true } as const
    const sellerBid = { type: 2, is_seller: true } as const
    const system = { type: 5, is_seller: false } as const
    expect([sellerComment, sellerBid, system].map((entry) => listsEntry("3", entry))).toEqual([true, false, false])
    expect([sellerComment, sellerBid, system].map((entry) => listsEntry("4", entry))).toEqual([false, true, false])
    expect([sellerComment, sellerBid, system].map((entry) => listsEntry("2", entry))).toEqual([true, true, true])
  })

  it("order newest first, Most Upvoted by upvotes and then newest", () => {
    const entries = [
      { id: 1, upvotes: 5 },
      { id: 3, upvotes: 0 },
      { id: 2, upvotes: 5 },
      { id: 4, upvotes: 1 }
    ]
    expect(entries.toSorted(threadOrder("1")).map(({ id }) => id)).toEqual([4, 3, 2, 1])
    expect(entries.toSorted(threadOrder("2")).map(({ id }) => id)).toEqual([2, 1, 4, 3])
  })
})
