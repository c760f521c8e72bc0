import { describe, expect, it } from "vitest"
import {
  canReplyTo,
  COMMUNITY_EDIT_WINDOW_MS,
  COMMUNITY_MAX_ATTACHMENTS,
  COMMUNITY_POST_COOLDOWN_MS,
  COMMUNITY_POST_MAX_LENGTH,
  COMMUNITY_REPLY_COOLDOWN_MS,
  COMMUNITY_REPLY_MAX_LENGTH,
  COMMUNITY_TITLE_MAX_LENGTH,
  communityAttachmentsError,
  communityChangeRefusal,
  communityMentions,
  communityPostTextError,
  communityPostUrl,
  communityReplyTextError,
  communityReplyUrl,
  communitySnippet,
  communitySort,
  communityTitleError,
  communityTitleSlug,
  compareCommunityPosts,
  hasSystemFlaggedPhoto,
  isCollapsedLevel,
  isCommunityFlagged,
  isNewPost,
  postCooldownActive,
  replyCooldownActive,
  replyLevel,
  withinCommunityEditWindow
} from "../src/community/CommunityRules.ts"

const NOW = new Date("2026-06-01T12:00:00Z")
const ago = (millis: number) => new Date(NOW.getTime() - millis)

describe("communityTitleError", () => {
  it("needs a title once trimmed, and one that fits", () => {
    expect(communityTitleError("  ")).toBe("Enter a title")
    expect(communityTitleError("x".repeat(COMMUNITY_TITLE_MAX_LENGTH))).toBeNull()
    expect(communityTitleError(` ${"x".repeat(COMMUNITY_TITLE_MAX_LENGTH)} `)).toBeNull()
    expect(communityTitleError("x".repeat(COMMUNITY_TITLE_MAX_LENGTH + 1))).toBe("Your title is too long")
  })
})

describe("communityPostTextError", () => {
  it("takes no body, and any body that fits", () => {
    expect(communityPostTextError("")).toBeNull()
    expect(communityPostTextError("x".repeat(COMMUNITY_POST_MAX_LENGTH))).toBeNull()
    expect(communityPostTextError("x".repeat(COMMUNITY_POST_MAX_LENGTH + 1))).toBe("Your post is too long")
  })
})

describe("communityReplyTextError", () => {
  it("needs text unless there is a photo", () => {
    expect(communityReplyTextError(" ", 0)).toBe("Write a reply or attach a photo")
    expect(communityReplyTextError("", 1)).toBeNull()
    expect(communityReplyTextError("Agreed.", 0)).toBeNull()
  })

  it("refuses a reply over the limit, photo or not", () => {
    expect(communityReplyTextError("x".repeat(COMMUNITY_REPLY_MAX_LENGTH), 0)).toBeNull()
    expect(communityReplyTextError("x".repeat(COMMUNITY_REPLY_MAX_LENGTH + 1), 2)).toBe("Your reply is too long")
  })
})

describe("communityAttachmentsError", () => {
  it("takes up to six photos, each once", () => {
    expect(communityAttachmentsError([])).toBeNull()
    expect(communityAttachmentsError([1, 2, 3, 4, 5, 6])).toBeNull()
    expect(communityAttachmentsError([1, 2, 3, 4, 5, 6, 7])).toBe(`Attach at most ${COMMUNITY_MAX_ATTACHMENTS} photos`)
    expect(communityAttachmentsError([1, 1])).not.toBeNull()
  })
})

describe("the edit window", () => {
  it("counts its last instant", () => {
    expect(withinCommunityEditWindow(ago(COMMUNITY_EDIT_WINDOW_MS), NOW)).toBe(true)
    expect(withinCommunityEditWindow(ago(COMMUNITY_EDIT_WINDOW_MS + 1), NOW)).toBe(false)
  })

  it("lets the author alone change a standing post within it", () => {
    const facts = { isAuthor: true, createdAt: ago(60_000), deleted: false, now: NOW }
    expect(communityChangeRefusal(facts)).toBeNull()
    expect(communityChangeRefusal({ ...facts, isAuthor: false })).toBe("not_author")
    expect(communityChangeRefusal({ ...facts, deleted: true })).toBe("gone")
    expect(communityChangeRefusal({ ...facts, createdAt: ago(COMMUNITY_EDIT_WINDOW_MS + 1) })).toBe("expired")
  })
})

describe("cooldowns", () => {
  const none = { lastPostAt: null, lastReplyAt: null, isModerator: false, now: NOW }

  it("spaces new posts two minutes apart", () => {
    expect(postCooldownActive(none)).toBe(false)
    expect(postCooldownActive({ ...none, lastPostAt: ago(COMMUNITY_POST_COOLDOWN_MS - 1) })).toBe(true)
    expect(postCooldownActive({ ...none, lastPostAt: ago(COMMUNITY_POST_COOLDOWN_MS) })).toBe(false)
    expect(postCooldownActive({ ...none, lastReplyAt: ago(1000) })).toBe(false)
  })

  it("spaces a reply fifteen seconds after a post or a reply", () => {
    expect(replyCooldownActive({ ...none, lastPostAt: ago(COMMUNITY_REPLY_COOLDOWN_MS - 1) })).toBe(true)
    expect(replyCooldownActive({ ...none, lastReplyAt: ago(COMMUNITY_REPLY_COOLDOWN_MS - 1) })).toBe(true)
    expect(replyCooldownActive({ ...none, lastReplyAt: ago(COMMUNITY_REPLY_COOLDOWN_MS) })).toBe(false)
  })

  it("spares moderators", () => {
    expect(postCooldownActive({ ...none, lastPostAt: ago(1), isModerator: true })).toBe(false)
    expect(replyCooldownActive({ ...none, lastReplyAt: ago(1), isModerator: true })).toBe(false)
  })
})

describe("nesting", () => {
  it("puts a reply one level under what it answers, three deep at most", () => {
    expect(replyLevel(null)).toBe(1)
    expect(replyLevel(1)).toBe(2)
    expect(replyLevel(2)).toBe(3)
    expect([1, 2, 3].map(canReplyTo)).toEqual([true, true, false])
    expect([1, 2, 3].map(isCollapsedLevel)).toEqual([false, false, true])
  })
})

describe("isCommunityFlagged", () => {
  const clean = { flag_count: 0, is_system_flagged: false, attachments: [{ is_system_flagged: false }] }
  it("flags at three people's flags, the system's flag, or a flagged photo", () => {
    expect(isCommunityFlagged(clean)).toBe(false)
    expect(isCommunityFlagged({ ...clean, flag_count: 2 })).toBe(false)
    expect(isCommunityFlagged({ ...clean, flag_count: 3 })).toBe(true)
    expect(isCommunityFlagged({ ...clean, is_system_flagged: true })).toBe(true)
    expect(isCommunityFlagged({ ...clean, attachments: [{ is_system_flagged: true }] })).toBe(true)
  })

  it("tells a moderator's System Flag that a photo carries the flag", () => {
    expect(hasSystemFlaggedPhoto([{ is_system_flagged: false }])).toBe(false)
    expect(hasSystemFlaggedPhoto([{ is_system_flagged: false }, { is_system_flagged: true }])).toBe(true)
  })
})

describe("communitySnippet", () => {
  it("keeps the first 40 words, plain", () => {
    const words = Array.from({ length: 45 }, (_, index) => `w${index}`)
    expect(communitySnippet(words.join(" "))).toBe(`${words.slice(0, 40).join(" ")}…`)
    expect(communitySnippet("**Bold** and [a link](https://example.com)\n\nnext")).toBe("Bold and a link next")
    expect(communitySnippet("")).toBe("")
  })
})

describe("urls", () => {
  it("names a thread by its id and title", () => {
    expect(communityTitleSlug("Best 911 for the track?")).toBe("best-911-for-the-track")
    expect(communityTitleSlug("???")).toBe("post")
    expect(communityPostUrl(12, "Barn find: '67 Mustang")).toBe("/community/p/12/barn-find-67-mustang")
  })

  it("anchors a reply, with its parent when nested", () => {
    expect(communityReplyUrl({ postId: 12, title: "Tires", replyId: 40, parentReplyId: null })).toBe(
      "/community/p/12/tires?rid=40#reply-40"
    )
    expect(communityReplyUrl({ postId: 12, title: "Tires", replyId: 41, parentReplyId: 40 })).toBe(
      "/community/p/12/tires?rid=41&prid=40#reply-41"
    )
  })
})

describe("sorts", () => {
  it("reads 'active' where the query names no sort it knows", () => {
    expect(communitySort(undefined)).toBe("active")
    expect(communitySort("bogus")).toBe("active")
    expect(communitySort("top")).toBe("top")
  })

  it("orders as the server lists", () => {
    const a = { id: 1, upvote_count: 5, active_at: "2026-06-01T12:00:00Z" }
    const b = { id: 2, upvote_count: 1, active_at: "2026-06-01T11:00:00Z" }
    const c = { id: 3, upvote_count: 5, active_at: "2026-06-01T10:00:00Z" }
    expect([a, b, c].sort(compareCommunityPosts("new")).map((post) => post.id)).toEqual([3, 2, 1])
    expect([a, b, c].sort(compareCommunityPosts("top")).map((post) => post.id)).toEqual([3, 1, 2])
    expect([a, b, c].sort(compareCommunityPosts("active")).map((post) => post.id)).toEqual([1, 2, 3])
  })
})

describe("isNewPost", () => {
  it("is new for its first minute", () => {
    expect(isNewPost(ago(59_999), NOW)).toBe(true)
    expect(isNewPost(ago(60_000), NOW)).toBe(false)
  })
})

describe("communityMentions", () => {
  it("names each member mentioned once, and no one for @seller", () => {
    expect(communityMentions("@ana and @Bob, @ana again; @seller; me@example.com")).toEqual(["ana", "Bob"])
  })
})
