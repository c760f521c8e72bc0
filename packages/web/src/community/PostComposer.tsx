import type { CommunityAttachment } from "@redline/api"
import {
  COMMUNITY_MAX_ATTACHMENTS,
  COMMUNITY_POST_COOLDOWN_MS,
  COMMUNITY_POST_MAX_LENGTH,
  COMMUNITY_REPLY_COOLDOWN_MS,
  COMMUNITY_TITLE_MAX_LENGTH,
  communityPostTextError,
  hasVisibleText,
  Messages,
  textLength
} from "@redline/domain"
import { useSetAtom } from "jotai"
import { useId, useState } from "react"
import { useSignInDialog } from "../auth/signInDialog.ts"
import { PhotoPicker, PickedPhotos } from "../photos/PhotoPicker.tsx"
import { type Attach, useAttachmentUploads } from "../photos/useAttachmentUploads.ts"
import { Dialog } from "../ui/Dialog.tsx"
import { DialogActions } from "../ui/DialogActions.tsx"
import { DialogHead } from "../ui/DialogHead.tsx"
import { useSession } from "../session/useSession.ts"
import { CommunitySelector } from "./CommunitySelector.tsx"
import { composerAtom, type ComposerRequest } from "./composerAtom.ts"
import { cooldownEnd, postCooldownAtom, replyCooldownAtom, useCooldown } from "./cooldown.ts"
import { CountedField } from "../ui/CountedField.tsx"
import { forgetPostDraft, usePostDraft } from "./usePostDraft.ts"
import { useAfterPost } from "./useAfterPost.ts"
import { saveRefusalOf, useSavePost } from "./useSavePost.ts"
import "./PostComposer.css"

/** A photo becomes a post's attachment once the server has processed its upload. */
const attachToPost: Attach<CommunityAttachment> = (api, key, signal) => api("community.attach", { body: { key }, signal })

interface PostComposerProps {
  readonly request: ComposerRequest
  /** The feed the page shows, if it shows one: every community's (null) or one community's id. */
  readonly feed: number | null | undefined
}

/**
 * The post composer (spec 3 §2, §4, §5, §8): a modal 'Post to' a community, or 'Edit post'. The
 * title is required and trimmed, the body optional, each with its length of its limit; photos
 * upload as they are chosen. Post waits for an empty title, an upload, a text past its limit or
 * a post on its way. A refusal is said here and the composer stays open; once posted it closes
 * and the page shows the post. A visitor writes as anyone does; posting, or adding photos, asks
 * them to sign in, and the draft waits in the tab meanwhile (`usePostDraft`).
 */
export function PostComposer({ request, feed }: PostComposerProps) {
  const headingId = useId()
  const setComposer = useSetAtom(composerAtom)
  const setPostCooldown = useSetAtom(postCooldownAtom)
  const setReplyCooldown = useSetAtom(replyCooldownAtom)
  const cooling = useCooldown(postCooldownAtom) && request.kind === "new"
  const signIn = useSignInDialog()
  const visitor = useSession() === null
  const [draft, setDraft] = usePostDraft(request)
  const [refusal, setRefusal] = useState<string | null>(null)
  const uploads = useAttachmentUploads(COMMUNITY_MAX_ATTACHMENTS, attachToPost, request.kind === "edit" ? request.post.attachments : [])
  const save = useSavePost(request)
  const afterPost = useAfterPost(feed)
  const close = () => setComposer(null)
  const signInToPost = () => {
    close()
    signIn("new-post")
  }
  const titleError = textLength(draft.title) > COMMUNITY_TITLE_MAX_LENGTH ? Messages.titleTooLong : null
  const textError = communityPostTextError(draft.text)
  const uploading = uploads.attachments.some((upload) => upload.state === "chosen" || upload.state === "uploading")
  const ready =
    hasVisibleText(draft.title) &&
    draft.community !== null &&
    titleError === null &&
    textError === null &&
    !uploading &&
    !save.isPending &&
    !cooling

  const submit = () => {
    if (!ready || draft.community === null) return
    if (visitor) return signInToPost()
    setRefusal(null)
    const community = draft.community
    save.mutate(
      {
        communityId: community.id,
        title: draft.title,
        text: draft.text,
        attachments: uploads.attachments.flatMap((upload) => (upload.state === "uploaded" ? [upload.attachment] : [])),
        deletions: uploads.attachments.flatMap((upload) => (upload.state === "to_delete" ? [upload.attachment.id] : []))
      },
      {
        onSuccess: (post) => {
          close()
          if (request.kind === "new") {
            const now = Date.now()
            setPostCooldown(now + COMMUNITY_POST_COOLDOWN_MS)
            setReplyCooldown(now + COMMUNITY_REPLY_COOLDOWN_MS)
            forgetPostDraft()
            afterPost(post.community)
          }
        },
        onError: (error) => {
          const cooldown = cooldownEnd(error, COMMUNITY_POST_COOLDOWN_MS, Date.now())
          if (cooldown !== null) return setPostCooldown(cooldown)
          const refused = saveRefusalOf(error, request)
          if (refused.kind === "refused") return setRefusal(refused.message)
          close()
          signIn("new-post", undefined, { sessionExpired: true })
        }
      }
    )
  }

  return (
    <Dialog labelledBy={headingId} onClose={close} className="post-composer">
      <DialogHead headingId={headingId} onClose={close}>
        {request.kind === "new" ? "Post to" : "Edit post"}
      </DialogHead>
      <form
        className="post-composer__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        {request.kind === "new" ? (
          <CommunitySelector chosen={draft.community} onChoose={(community) => setDraft((shown) => ({ ...shown, community }))} />
        ) : (
          <p className="post-composer__community">{request.post.community.title}</p>
        )}
        <CountedField
          label="Title"
          value={draft.title}
          maximum={COMMUNITY_TITLE_MAX_LENGTH}
          error={titleError}
          autoFocus
          onChange={(title) => setDraft((shown) => ({ ...shown, title }))}
        />
        <CountedField
          label="Body text (optional)"
          value={draft.text}
          maximum={COMMUNITY_POST_MAX_LENGTH}
          error={textError}
          rows={6}
          onChange={(text) => setDraft((shown) => ({ ...shown, text }))}
        />
        <PickedPhotos
          uploads={uploads}
          photoOf={(attachment) => attachment.attachment}
          label="Photos"
          className="post-composer__attachments"
          restorable
        />
        <PhotoPicker uploads={uploads} className="post-composer__photos" onVisitor={visitor ? signInToPost : undefined} />
        {cooling && (
          <p className="alert" role="status">
            {Messages.postCooldown}
          </p>
        )}
        {refusal !== null && (
          <p className="alert" role="alert">
            {refusal}
          </p>
        )}
        <DialogActions
          submit={request.kind === "new" ? (save.isPending ? "Posting…" : "Post") : save.isPending ? "Saving…" : "Save"}
          submitDisabled={!ready}
          onCancel={close}
        />
      </form>
    </Dialog>
  )
}
