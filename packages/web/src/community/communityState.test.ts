import { createStore } from "jotai"
import { afterEach, describe, expect, it } from "vitest"
import { communityPost } from "../testing/communityPost.ts"
import { blocklistAtom } from "./blocklist.ts"
import { clearCommunityState } from "./communityState.ts"
import { composerAtom } from "./composerAtom.ts"
import { postCooldownAtom, replyCooldownAtom } from "./cooldown.ts"

afterEach(() => sessionStorage.clear())

describe("clearCommunityState", () => {
  it("forgets the reader's blocklist, cooldowns, open composer and drafts, and nothing else in the tab", () => {
    const store = createStore()
    store.set(blocklistAtom, new Set(["member_10"]))
    store.set(postCooldownAtom, Date.now() + 60_000)
    store.set(replyCooldownAtom, Date.now() + 10_000)
    store.set(composerAtom, { kind: "edit", post: communityPost() })
    sessionStorage.setItem("redline.community-post-draft", JSON.stringify({ community: null, title: "Mine", text: "" }))
    sessionStorage.setItem("redline.community-reply-draft.5.post", "Also mine")
    sessionStorage.setItem("redline.other", "kept")

    clearCommunityState(store.set)

    expect(store.get(blocklistAtom).size).toBe(0)
    expect(store.get(postCooldownAtom)).toBeNull()
    expect(store.get(replyCooldownAtom)).toBeNull()
    expect(store.get(composerAtom)).toBeNull()
    expect(Object.keys(sessionStorage)).toEqual(["redline.other"])
  })
})
