import { useEffect, useState } from "react"

const storageKey = (postId: number, parentId: number | null) => `redline.community-reply-draft.${postId}.${parentId ?? "post"}`

/**
 * A reply's text as written, kept in the tab's session storage for what it answers: a visitor
 * sent to sign in, or whose page reloads, finds it where they left it (spec 3 §8 'Auth required:
 * text stays in place').
 */
export function useReplyDraft(postId: number, parentId: number | null) {
  const key = storageKey(postId, parentId)
  const [text, setText] = useState(() => sessionStorage.getItem(key) ?? "")
  useEffect(() => {
    if (text === "") sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, text)
  }, [key, text])
  return [text, setText] as const
}
