import { describe, expect, it } from "vitest"
import { communityReply } from "../../testing/communityThread.ts"
import { replyTree, withNew, withRead, withSettled } from "./replyTree.ts"
import { withEvent } from "./threadCache.ts"
import type { RepliesPages, ShownReply } from "./threadQueries.ts"

const pages = (...replies: ReadonlyArray<ReadonlyArray<ShownReply>>): RepliesPages => ({
  pages: replies.map((page, index) => ({ replies: page, more: index < replies.length - 1 })),
  pageParams: replies.map((_, index) => (index === 0 ? null : index))
})
const ids = (replies: ReadonlyArray<ShownReply>) => replies.map((reply) => reply.id)
const shared = (reply: ShownReply) => {
  const { upvoted: _u, flagged: _f, mine: _m, blocked_author: _b, ...rest } = reply
  return rest
}

describe("replyTree", () => {
  it("lists level-1 replies in the order read, each reply's children in its order, and what isn't read yet", () => {
    const tree = replyTree(
      pages([
        communityReply(1, { replies: [3, 2] }),
        communityReply(2, { level: 2, reply_to_community_reply_id: 1 }),
        communityReply(3, { level: 2, reply_to_community_reply_id: 1, replies: [9] })
      ])
    )
    expect(ids(tree.top)).toEqual([1])
    expect(ids(tree.childrenOf(tree.find(1)!))).toEqual([3, 2])
    expect(tree.missingOf(tree.find(3)!)).toEqual([9])
  })

  it("leaves out a deleted reply with nothing under it, and keeps one that has replies", () => {
    const deleted = { deleted_at: "2026-11-20T11:00:00.000Z" }
    const tree = replyTree(
      pages([communityReply(1, deleted), communityReply(2, { ...deleted, replies: [3] }), communityReply(4, { ...deleted, replies: [5] })])
    )
    expect(ids(tree.top)).toEqual([2, 4])
  })
})

describe("a reply new to the thread", () => {
  it("goes after the last level-1 reply only once every page is read", () => {
    const reading: RepliesPages = { pages: [{ replies: [communityReply(1)], more: true }], pageParams: [null] }
    expect(withNew(reading, communityReply(3))).toBe(reading)
    const read = pages([communityReply(1)])
    expect(ids(replyTree(withNew(read, communityReply(3))).top)).toEqual([1, 3])
  })

  it("is named among its parent's children, counted once", () => {
    const thread = withNew(pages([communityReply(1)]), communityReply(2, { level: 2, reply_to_community_reply_id: 1 }))
    const again = withRead(thread, [communityReply(2, { level: 2, reply_to_community_reply_id: 1, text: "Edited" })])
    const parent = replyTree(again).find(1)!
    expect(parent.replies).toEqual([2])
    expect(parent.reply_count).toBe(1)
    expect(replyTree(again).find(2)?.text).toBe("Edited")
  })

  it("takes the place of the reader's own on its way, whether its event or the answer comes first", () => {
    const sent: ShownReply = { ...communityReply(-1, { level: 2, reply_to_community_reply_id: 1, text: "Mine" }), sending: true }
    const sending = withNew(pages([communityReply(1)]), sent)
    const posted = communityReply(7, { level: 2, reply_to_community_reply_id: 1, text: "Mine", mine: true })
    for (const thread of [
      withSettled(sending, -1, posted),
      withSettled(withEvent(sending, shared(posted), { mine: true, blocked_author: false }), -1, posted)
    ]) {
      const tree = replyTree(thread)
      expect(ids(tree.childrenOf(tree.find(1)!))).toEqual([7])
      expect(tree.find(1)?.reply_count).toBe(1)
      expect(tree.find(7)?.mine).toBe(true)
    }
  })

  it("keeps what only the reader's copy knows when its event changes it", () => {
    const thread = pages([communityReply(1, { upvoted: true, upvote_count: 1, mine: false })])
    const changed = withEvent(thread, shared(communityReply(1, { upvote_count: 4, text: "Edited" })), {
      mine: false,
      blocked_author: false
    })
    expect(replyTree(changed).find(1)).toMatchObject({ upvoted: true, upvote_count: 4, text: "Edited" })
  })
})
