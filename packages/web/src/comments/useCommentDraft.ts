import type { ReplyContext } from "@redline/domain"
import { useEffect, useState } from "react"

/** What is being written in the composer: the text and the entry it answers. */
export interface CommentDraft {
  readonly text: string
  readonly replyTo: ReplyContext | null
}

export const EMPTY_DRAFT: CommentDraft = { text: "", replyTo: null }

const storageKey = (auctionId: number) => `redline.comment-draft.${auctionId}`

function storedDraft(auctionId: number): CommentDraft {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(auctionId)) ?? "null")
    if (typeof stored !== "object" || stored === null) return EMPTY_DRAFT
    const { text, replyTo } = stored as Partial<CommentDraft>
    return { text: typeof text === "string" ? text : "", replyTo: replyTo ?? null }
  } catch {
    return EMPTY_DRAFT
  }
}

/**
 * The composer's draft, kept in the tab's session storage for its auction: a visitor who writes
 * and is sent to sign in, or whose page reloads, finds it where they left it (spec 3 §8 'Auth
 * required: text stays in place').
 */
export function useCommentDraft(auctionId: number) {
  const [draft, setDraft] = useState(() => storedDraft(auctionId))
  useEffect(() => {
    if (draft.text === "" && draft.replyTo === null) sessionStorage.removeItem(storageKey(auctionId))
    else sessionStorage.setItem(storageKey(auctionId), JSON.stringify(draft))
  }, [auctionId, draft])
  return [draft, setDraft] as const
}
