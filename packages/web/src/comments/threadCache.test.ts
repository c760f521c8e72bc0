import type { Comment } from "@redline/api"
import { describe, expect, it } from "vitest"
import { threadComment } from "../testing/threadComment.ts"
import type { ShownComment, ThreadPages } from "./commentQueries.ts"
import { bidEntryOf, shownEntries, withBid, withEntry, withPlaced } from "./threadCache.ts"

const AT = "2026-11-20T10:00:00.000Z"
const LATER = "2026-11-20T10:05:00.000Z"

const entry = threadComment

const thread = (...pages: Array<{ comments: ReadonlyArray<ShownComment>; more: boolean }>): ThreadPages => ({
  pages: pages.map((page) => ({ ...page, moderator: false, suspended: false })),
  pageParams: pages.map((_, index) => (index === 0 ? null : { after_id: 1 }))
})

const ids = (shown: ThreadPages) => shownEntries(shown).map((comment) => comment.id)
const { upvoted: _upvoted, flagged: _flagged, ...asEvent } = entry(0)
const event = (id: number, overrides: Partial<Comment> = {}) => ({ ...asEvent, id, ...overrides })

describe("the thread's cache", () => {
  it("puts new entries on top, in order, whatever order their events come in", () => {
    let shown = thread({ comments: [entry(5), entry(3)], more: true })
    shown = withEntry(shown, "1", event(7))
    shown = withEntry(shown, "1", event(6))
    shown = withEntry(shown, "1", event(4))
    expect(ids(shown)).toEqual([7, 6, 5, 4, 3])
  })

  it("keeps a just-posted entry, on its way, above the entries that arrive meanwhile", () => {
    const shown = withEntry(thread({ comments: [entry(-1, { sending: true } as Partial<Comment>), entry(5)], more: false }), "1", event(9))
    expect(ids(shown)).toEqual([-1, 9, 5])
  })

  it("takes the event of the reader's own comment, come before the answer to posting it, in place of the one on its way", () => {
    const posting = entry(-2, { text: "Mine", user: { ...entry(0).user!, username: "demo_bidder" }, sending: true } as Partial<Comment>)
    const shown = thread({ comments: [posting, entry(5)], more: false })
    const merged = withEntry(shown, "1", event(9, { text: "Mine", user: posting.user }))
    expect(ids(merged)).toEqual([9, 5])
    expect(ids(withEntry(shown, "1", event(9, { text: "Another" })))).toEqual([-2, 9, 5])
  })

  it("leaves an entry older than every one read for 'Load more', unless the thread is read to its end", () => {
    const paged = thread({ comments: [entry(9)], more: false }, { comments: [entry(8)], more: true })
    expect(ids(withEntry(paged, "1", event(2)))).toEqual([9, 8])
    const whole = thread({ comments: [entry(9)], more: false }, { comments: [entry(8)], more: false })
    expect(ids(withEntry(whole, "1", event(2)))).toEqual([9, 8, 2])
  })

  it("takes into each filter only what it lists", () => {
    const seller = event(8, { is_seller: true })
    const bid = event(9, { type: 2, amount: 45_000, text: "" })
    const system = event(10, { type: 5, user: null, text: "The auction was extended." })
    const add = (filter: "1" | "2" | "3" | "4") =>
      ids([seller, bid, system].reduce((shown, next) => withEntry(shown, filter, next), thread({ comments: [entry(1)], more: false })))
    expect(add("1")).toEqual([10, 9, 8, 1])
    expect(add("2")).toEqual([10, 9, 8, 1])
    expect(add("3")).toEqual([8, 1])
    expect(add("4")).toEqual([9, 1])
  })

  it("puts a new entry in Most Upvoted among those with as many upvotes, newest first, and leaves a changed count in place", () => {
    const shown = thread({ comments: [entry(3, { upvotes: 4 }), entry(6, { upvotes: 1 }), entry(5)], more: true })
    expect(ids(withEntry(shown, "2", event(9)))).toEqual([3, 6, 9, 5])
    expect(ids(withEntry(shown, "2", event(4, { upvotes: 1 })))).toEqual([3, 6, 4, 5])
    expect(ids(withEntry(shown, "2", event(2)))).toEqual([3, 6, 5])
    expect(ids(withEntry(shown, "2", event(5, { upvotes: 7, updated_at: LATER })))).toEqual([3, 6, 5])
  })

  it("replaces an edited entry and its counts in place, keeping the reader's own upvote and flag", () => {
    const shown = thread({ comments: [entry(5, { upvotes: 2, upvoted: true, flagged: true, flags: 1 }), entry(3)], more: false })
    const edited = withEntry(shown, "1", event(5, { text: "Fixed a typo", edited_at: LATER, updated_at: LATER, upvotes: 4, flags: 2 }))
    expect(shownEntries(edited)[0]).toMatchObject({ id: 5, text: "Fixed a typo", upvotes: 4, flags: 2, upvoted: true, flagged: true })
    expect(ids(edited)).toEqual([5, 3])
  })

  it("ignores an event older than the entry shown", () => {
    const shown = thread({ comments: [entry(5, { text: "New", updated_at: LATER })], more: false })
    expect(shownEntries(withEntry(shown, "1", event(5, { text: "Old", updated_at: AT })))[0]?.text).toBe("New")
  })

  it("takes a deleted comment away, and keeps a deleted bid to show it canceled", () => {
    const shown = thread({ comments: [entry(5), entry(4, { type: 2, amount: 45_000 }), entry(3)], more: false })
    const afterComment = withEntry(shown, "1", event(5, { deleted_at: LATER, updated_at: LATER }))
    expect(ids(afterComment)).toEqual([4, 3])
    const afterBid = withEntry(afterComment, "1", event(4, { type: 2, amount: 45_000, deleted_at: LATER, updated_at: LATER }))
    expect(shownEntries(afterBid)[0]).toMatchObject({ id: 4, deleted_at: LATER })
  })

  it("adds a bid once, and leaves a bid shown as it is", () => {
    const shown = thread({ comments: [entry(4, { type: 2, amount: 40_000, upvotes: 3 })], more: false })
    const bid = event(6, { type: 2, amount: 45_000 })
    const twice = withBid(withBid(shown, "1", bid), "1", bid)
    expect(ids(twice)).toEqual([6, 4])
    expect(shownEntries(withBid(shown, "1", event(4, { type: 2, amount: 40_000 })))[0]?.upvotes).toBe(3)
  })

  it("puts a hidden entry back in its place, once", () => {
    const hidden = thread({ comments: [entry(5), entry(3)], more: false })
    const place = { entry: entry(4), page: 0, at: 1 }
    const back = withPlaced(hidden, place)
    expect(ids(back)).toEqual([5, 4, 3])
    expect(ids(withPlaced(back, place))).toEqual([5, 4, 3])
  })
})

describe("a bid's event", () => {
  it("makes the bid's entry, by its comment id", () => {
    const bid = bidEntryOf({
      bid: { id: 31, amount: 45_000, bidder: "turbo_tess", received_at: AT, comment_id: 88 },
      auction: { current_bid: 45_000, current_bidder: "turbo_tess", auction_end: LATER, status: 1, bids: 4, reserve_met: true }
    })
    expect(bid).toMatchObject({ id: 88, type: 2, amount: 45_000, timestamp: AT, is_bidder: true, user: { username: "turbo_tess" } })
    expect(ids(withBid(thread({ comments: [entry(9, { type: 2 })], more: false }), "4", bid))).toEqual([88, 9])
  })
})
