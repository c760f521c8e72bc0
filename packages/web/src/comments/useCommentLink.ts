import { linkedEntry, useEntryLink } from "../ui/useEntryLink.ts"

/** The query parameter of a link to an entry of the thread (`?c={id}`, `?c=all`). */
export const COMMENT_LINK_PARAM = "c"

/** An entry's element on the page, which a link to it scrolls to. */
export const commentElementId = (id: number) => `comment-${id}`

/** The entry a link names (`?c={id}`), or null; `?c=all` names the whole thread. */
export const linkedComment = (search: string) => linkedEntry(search, COMMENT_LINK_PARAM)

/**
 * A link to an entry (`?c={id}`, as notifications and reply lines send) brings it into view once
 * the thread has read through it, and marks it; `c=all` brings the thread (`useEntryLink`).
 * Answers the linked entry's id.
 */
export const useCommentLink = (loaded: boolean, section: HTMLElement | null): number | null =>
  useEntryLink(COMMENT_LINK_PARAM, commentElementId, loaded, section)
