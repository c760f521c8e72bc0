import { useEffect, useState } from "react"
import type { CommunityChoice, ComposerRequest } from "./composerAtom.ts"

/** What is being written in the composer: the community it goes to, its title and its body. */
export interface PostDraft {
  readonly community: CommunityChoice | null
  readonly title: string
  readonly text: string
}

const STORAGE_KEY = "redline.community-post-draft"

const isChoice = (value: unknown): value is CommunityChoice => {
  if (typeof value !== "object" || value === null) return false
  const { id, title, url } = value as Record<keyof CommunityChoice, unknown>
  return typeof id === "number" && typeof title === "string" && typeof url === "string" && url.startsWith("/community/")
}

function storedDraft(): PostDraft | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null")
    if (typeof stored !== "object" || stored === null) return null
    const { community, title, text } = stored as Record<keyof PostDraft, unknown>
    return {
      community: isChoice(community) ? community : null,
      title: typeof title === "string" ? title : "",
      text: typeof text === "string" ? text : ""
    }
  } catch {
    return null
  }
}

/**
 * The composer's draft. A new post's is kept in the tab's session storage: a visitor sent to sign
 * in, or a member whose session ran out, finds it where they left it (spec 3 §2). The composer
 * starts afresh when it opens (spec 3 §4), unless it asks for the draft left before signing in;
 * an edit starts from the post as it is.
 */
export function usePostDraft(request: ComposerRequest) {
  const kept = request.kind === "new"
  const [draft, setDraft] = useState<PostDraft>(() => {
    if (request.kind === "edit") return { community: request.post.community, title: request.post.title, text: request.post.text }
    return (request.restoreDraft ? storedDraft() : null) ?? { community: request.community, title: "", text: "" }
  })
  useEffect(() => {
    if (!kept) return
    if (draft.title === "" && draft.text === "") sessionStorage.removeItem(STORAGE_KEY)
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft))
  }, [kept, draft])
  return [draft, setDraft] as const
}

/** The draft is done with once posted. */
export const forgetPostDraft = () => sessionStorage.removeItem(STORAGE_KEY)
