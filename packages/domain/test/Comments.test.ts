import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { AuctionStatus } from "../src/AuctionStatus.ts"
import {
  COMMENT_EDIT_WINDOW_MS,
  COMMENT_MAX_LENGTH,
  commentDeleteRefusal,
  commentEditRefusal,
  commentingOpen,
  commentParts,
  commentTextError,
  flagRefusal,
  hasCommentCooldown,
  isCollapsed,
  upvoteRefusal,
  reactionUndo,
  withinCommentEditWindow,
  withReaction
} from "../src/Comments.ts"
import { isInappropriate } from "../src/InappropriateContent.ts"

const NOW = new Date("2025-06-01T12:00:00Z")
const ago = (millis: number) => new Date(NOW.getTime() - millis)

describe("commentTextError", () => {
  it("needs text once trimmed", () => {
    expect(commentTextError("")).toBe("Please write a comment")
    expect(commentTextError(" \n\t ")).toBe("Please write a comment")
  })

  it("needs something to read: invisible format characters alone are no comment", () => {
    for (const invisible of ["\u200B", "\u200C\u200D", "\u2060", "\uFEFF", "\u200E\u200F", "\u00AD", " \u200B\n\u2060 ", "\u{E0020}"]) {
      expect(commentTextError(invisible)).toBe("Please write a comment")
    }
    expect(commentTextError("\u200Bok\u200B")).toBeNull()
    expect(commentTextError("👨\u200D👩")).toBeNull()
  })

  it("takes up to 2,000 characters once trimmed, an emoji counted as one, and refuses more", () => {
    expect(COMMENT_MAX_LENGTH).toBe(2000)
    expect(commentTextError(`  ${"x".repeat(2000)}\n`)).toBeNull()
    expect(commentTextError("🏁".repeat(2000))).toBeNull()
    expect(commentTextError("x".repeat(2001))).toBe("Your comment is too long")
  })
})

describe("commentingOpen", () => {
  it("is open while the auction runs only", () => {
    expect(commentingOpen(AuctionStatus.live)).toBe(true)
    expect(commentingOpen(AuctionStatus.last_second_bids)).toBe(true)
    for (const status of [AuctionStatus.queued, AuctionStatus.sold, AuctionStatus.reserve_not_met, AuctionStatus.canceled]) {
      expect(commentingOpen(status)).toBe(false)
    }
  })
})

describe("hasCommentCooldown", () => {
  it("holds a newcomer back, never the seller or one with a card on file", () => {
    const newcomer = { isSeller: false, cardOnFile: false }
    expect(hasCommentCooldown(newcomer)).toBe(true)
    expect(hasCommentCooldown({ ...newcomer, isSeller: true })).toBe(false)
    expect(hasCommentCooldown({ ...newcomer, cardOnFile: true })).toBe(false)
  })
})

describe("the edit window", () => {
  it("lasts 15 minutes, its last instant included", () => {
    expect(COMMENT_EDIT_WINDOW_MS).toBe(15 * 60_000)
    expect(withinCommentEditWindow(ago(COMMENT_EDIT_WINDOW_MS), NOW)).toBe(true)
    expect(withinCommentEditWindow(ago(COMMENT_EDIT_WINDOW_MS + 1), NOW)).toBe(false)
  })

  it("lets the author edit their own comment, never a bid or someone else's", () => {
    const own = { type: 1, isAuthor: true, postedAt: ago(60_000), now: NOW }
    expect(commentEditRefusal(own)).toBeNull()
    expect(commentEditRefusal({ ...own, postedAt: ago(COMMENT_EDIT_WINDOW_MS + 1) })).toBe("expired")
    expect(commentEditRefusal({ ...own, isAuthor: false })).toBe("not_author")
    expect(commentEditRefusal({ ...own, type: 2 })).toBe("not_author")
  })

  it("lets staff delete any comment at any time, the author their comment in the window, and no one a bid or a system entry", () => {
    const late = { type: 1, isAuthor: true, postedAt: ago(COMMENT_EDIT_WINDOW_MS + 1), now: NOW, isStaff: false }
    expect(commentDeleteRefusal(late)).toBe("expired")
    expect(commentDeleteRefusal({ ...late, postedAt: ago(1000) })).toBeNull()
    expect(commentDeleteRefusal({ ...late, isStaff: true, isAuthor: false })).toBeNull()
    expect(commentDeleteRefusal({ ...late, type: 2, isStaff: true, isAuthor: false })).toBe("not_comment")
    expect(commentDeleteRefusal({ ...late, type: 2, postedAt: ago(1000) })).toBe("not_comment")
    expect(commentDeleteRefusal({ ...late, type: 5, isStaff: true, isAuthor: false })).toBe("not_comment")
  })
})

describe("upvoteRefusal and flagRefusal", () => {
  it("refuse one's own entry, and a flag of staff's", () => {
    expect(upvoteRefusal({ isAuthor: true })).toBe("own")
    expect(upvoteRefusal({ isAuthor: false })).toBeNull()
    expect(flagRefusal({ isAuthor: true, authorIsStaff: true })).toBe("own")
    expect(flagRefusal({ isAuthor: false, authorIsStaff: true })).toBe("staff")
    expect(flagRefusal({ isAuthor: false, authorIsStaff: false })).toBeNull()
  })
})

describe("isCollapsed", () => {
  it("collapses an entry with 3 flags or more, or system flagged", () => {
    expect(isCollapsed({ flags: 2, system_flagged: false })).toBe(false)
    expect(isCollapsed({ flags: 3, system_flagged: false })).toBe(true)
    expect(isCollapsed({ flags: 0, system_flagged: true })).toBe(true)
  })
})

describe("commentParts", () => {
  it("cuts out mentions of usernames, the rest kept as written", () => {
    expect(commentParts("@miata_fan look at this, @Jo!", "garage_rat")).toEqual([
      { type: "mention", text: "@miata_fan", username: "miata_fan" },
      { type: "text", text: " look at this, " },
      { type: "mention", text: "@Jo", username: "Jo" },
      { type: "text", text: "!" }
    ])
  })

  it("reads the keyword @seller, in any case, as a mention of the auction's seller", () => {
    expect(commentParts("thanks\n@seller", "garage_rat")).toEqual([
      { type: "text", text: "thanks\n" },
      { type: "mention", text: "@seller", username: "garage_rat" }
    ])
    expect(commentParts("@Seller and @SELLER, not @sellers", "garage_rat")).toEqual([
      { type: "mention", text: "@Seller", username: "garage_rat" },
      { type: "text", text: " and " },
      { type: "mention", text: "@SELLER", username: "garage_rat" },
      { type: "text", text: ", not " },
      { type: "mention", text: "@sellers", username: "sellers" }
    ])
    expect(commentParts("ask seller@example.com", "garage_rat")).toEqual([{ type: "text", text: "ask seller@example.com" }])
  })

  it("leaves as text what names no username: an address, one letter, underscores, a name too long", () => {
    for (const text of ["write me@example.com", "@a is short", "@__ nothing", `@${"x".repeat(31)}`, "@@double", "no mention"]) {
      expect(commentParts(text, "garage_rat")).toEqual([{ type: "text", text }])
    }
    expect(commentParts("", "garage_rat")).toEqual([])
  })

  it("puts the text back together from its parts", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("@", "a", "S", "_", " ", "e", "l", "r", ".", "1") }), (text) => {
        expect(
          commentParts(text, "garage_rat")
            .map((part) => part.text)
            .join("")
        ).toBe(text)
      })
    )
  })
})

describe("isInappropriate", () => {
  it("finds offensive words, disguised with digits or symbols", () => {
    for (const text of ["what a piece of shit", "FUCK off", "sh1t box", "b!tch"]) expect(isInappropriate(text)).toBe(true)
  })

  it("leaves ordinary words and the car world's own alone", () => {
    for (const text of ["Scunthorpe", "the therapist", "assembly line", "a tranny swap", "Hooker headers", "in the cockpit", "class act"]) {
      expect(isInappropriate(text)).toBe(false)
    }
  })
})

describe("withReaction", () => {
  const entry = { upvotes: 2, upvoted: false, flags: 0, flagged: false }

  it("sets the reader's mark and moves its count once, however often it is asked", () => {
    expect(withReaction(entry, "upvote", true)).toEqual({ ...entry, upvotes: 3, upvoted: true })
    expect(withReaction(withReaction(entry, "upvote", true), "upvote", true)).toEqual({ ...entry, upvotes: 3, upvoted: true })
    expect(withReaction(entry, "flag", true)).toEqual({ ...entry, flags: 1, flagged: true })
    expect(withReaction(entry, "flag", false)).toBe(entry)
  })

  it("never counts below 0", () => {
    expect(withReaction({ ...entry, upvotes: 0, upvoted: true }, "upvote", false)).toMatchObject({ upvotes: 0, upvoted: false })
    expect(withReaction({ ...entry, flags: 0, flagged: true }, "flag", false)).toMatchObject({ flags: 0, flagged: false })
  })
})

describe("reactionUndo", () => {
  const entry = { upvotes: 2, upvoted: false, flags: 0, flagged: false }

  it("takes the reaction back from the entry as it now stands, keeping what reached it meanwhile", () => {
    const undo = reactionUndo(entry, "upvote", true)
    expect(undo(withReaction(entry, "upvote", true))).toEqual(entry)
    expect(undo({ ...entry, upvotes: 5, upvoted: true })).toEqual({ ...entry, upvotes: 4 })
  })

  it("puts a count 0 held back as it was", () => {
    const held = { ...entry, upvotes: 0, upvoted: true }
    expect(reactionUndo(held, "upvote", false)(withReaction(held, "upvote", false))).toEqual(held)
  })

  it("leaves an entry whose mark moved since", () => {
    expect(reactionUndo(entry, "flag", true)(entry)).toBe(entry)
  })
})
