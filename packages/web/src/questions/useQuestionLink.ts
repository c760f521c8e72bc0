import { useEntryLink } from "../ui/useEntryLink.ts"

/** A question's element on the page, which a link to it scrolls to. */
export const questionElementId = (id: number) => `question-${id}`

/**
 * A link to a question (`?q={id}`, as notifications send, spec 2 §3) brings it into view once
 * the list has loaded and marks it; `q=all` brings the section (`useEntryLink`). Answers the
 * linked question's id.
 */
export const useQuestionLink = (loaded: boolean, section: HTMLElement | null): number | null =>
  useEntryLink("q", questionElementId, loaded, section)
