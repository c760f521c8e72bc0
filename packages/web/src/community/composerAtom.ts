import type { CommunityPost } from "@redline/api"
import { atom } from "jotai"

/** A community a post may go to, as the composer names it and the page after posting leads to it. */
export interface CommunityChoice {
  readonly id: number
  readonly title: string
  readonly url: string
}

/**
 * The post composer while it is open: a new post, to a community chosen beforehand or not, its
 * draft reset or, back from signing in, as it was left; or the reader's own post to edit.
 */
export type ComposerRequest =
  | { readonly kind: "new"; readonly community: CommunityChoice | null; readonly restoreDraft: boolean }
  | { readonly kind: "edit"; readonly post: CommunityPost }

export const composerAtom = atom<ComposerRequest | null>(null)
