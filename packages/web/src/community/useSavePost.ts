import type { CommunityAttachment, CommunityPost } from "@redline/api"
import { Messages } from "@redline/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { refusalOf } from "../api/refusal.ts"
import { useApi } from "../api/useApi.ts"
import type { ComposerRequest } from "./composerAtom.ts"
import { changePost, showNewPost } from "./postCache.ts"

/** What the composer saves: the post's community (a new one's), title, body and photos, and the saved photos to delete. */
export interface PostSave {
  readonly communityId: number
  readonly title: string
  readonly text: string
  readonly attachments: ReadonlyArray<CommunityAttachment>
  readonly deletions: ReadonlyArray<number>
}

/**
 * Posts a new post, or saves an edit, as the signed-in user (spec 3 §4, §7): the saved photos
 * taken off are deleted first, by their ids in a call of their own, then the post is sent. The
 * feeds show it once the server has it. A refusal is the server's words (cooldown, suspension,
 * inappropriate content, an expired edit) or else the spec's default, for the composer to show.
 */
export function useSavePost(request: ComposerRequest) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ communityId, title, text, attachments, deletions }: PostSave): Promise<CommunityPost> => {
      const body = { title: title.trim(), text: text.trim(), attachments: attachments.map(({ id }) => id) }
      if (request.kind === "new") return api("community.create", { body: { community_id: communityId, ...body } })
      if (deletions.length > 0) await api("community.deleteAttachments", { body: { ids: deletions } })
      return api("community.edit", { path: { post_id: request.post.id }, body })
    },
    onSuccess: (post) => {
      if (request.kind === "new") showNewPost(queryClient, post)
      else changePost(queryClient, post.id, () => post)
    }
  })
}

/** What the composer says of a save the server refused: sign in again, or the server's words, or the default. */
export const saveRefusalOf = (error: unknown, request: ComposerRequest) =>
  refusalOf(error, request.kind === "new" ? Messages.postSubmitFailed : Messages.postEditFailed)
