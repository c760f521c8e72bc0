import type { CommunityAttachment } from "@redline/api"
import {
  COMMUNITY_MAX_ATTACHMENTS,
  COMMUNITY_REPLY_MAX_LENGTH,
  communityReplyTextError,
  displayUsername,
  hasVisibleText,
  Messages
} from "@redline/domain"
import { useEffect, useEffectEvent, useRef, useState } from "react"
import type { Refusal } from "../../api/refusal.ts"
import { useSignInDialog } from "../../auth/signInDialog.ts"
import { PhotoPicker, PickedPhotos } from "../../photos/PhotoPicker.tsx"
import { type Attach, useAttachmentUploads } from "../../photos/useAttachmentUploads.ts"
import { CountedField } from "../../ui/CountedField.tsx"
import { useSession } from "../../session/useSession.ts"
import { replyCooldownAtom, useCooldown } from "../cooldown.ts"
import type { ShownReply } from "./threadQueries.ts"
import { type NewReply, usePostReply } from "./usePostReply.ts"
import { useReplyDraft } from "./useReplyDraft.ts"

/** A community photo: `community.attach`, answering the attachment a reply names. */
const attachToReply: Attach<CommunityAttachment> = (api, key, signal) => api("community.attach", { body: { key }, signal })

/** What the reply-to button carries through signing in: the post, or the reply answered. */
export const replySubject = (parent: ShownReply | null): string => (parent === null ? "post" : String(parent.id))

interface ReplyComposerProps {
  readonly postId: number
  /** The reply answered; null for a reply to the post. */
  readonly parent: ShownReply | null
  /** Opened under a reply: it takes the keyboard, and closes with Cancel or once sent. */
  readonly onClose?: () => void
  /** Sent as the reader asked when they came back from signing in to send it. */
  readonly sendOnOpen?: boolean
}

/**
 * Writing a reply (spec 3 §4, §8): its text (required unless a photo goes with it, counted
 * against the limit: 'Your reply is too long'), up to six photos through the comments' uploader.
 * Sent, the reply shows at once under what it answers; a refusal (the cooldown, a suspension,
 * inappropriate words, or the default) is said here and the text stays. A visitor is asked to
 * sign in first; their text waits for them.
 */
export function ReplyComposer({ postId, parent, onClose, sendOnOpen = false }: ReplyComposerProps) {
  const session = useSession()
  const signIn = useSignInDialog()
  const [text, setText] = useReplyDraft(postId, parent?.id ?? null)
  const [problem, setProblem] = useState<string | null>(null)
  const uploads = useAttachmentUploads(COMMUNITY_MAX_ATTACHMENTS, attachToReply)
  const cooling = useCooldown(replyCooldownAtom)
  const post = usePostReply(postId, (_reply: NewReply, refusal: Refusal) => {
    if (refusal.kind === "sign_in") signIn("reply", replySubject(parent), { sessionExpired: true })
    else setProblem(refusal.message)
  })

  const uploading = uploads.attachments.some((upload) => upload.state === "chosen" || upload.state === "uploading")
  const uploaded = uploads.attachments.flatMap((upload) => (upload.state === "uploaded" ? [upload.attachment] : []))

  const send = () => {
    if (session === null) return signIn("reply", replySubject(parent))
    const textProblem = communityReplyTextError(text, uploaded.length)
    setProblem(textProblem)
    if (textProblem !== null || uploading || post.isPending || cooling) return
    post.mutate(
      { text, attachments: uploaded, parent },
      {
        onSuccess: () => {
          setText("")
          uploads.replace([])
          onClose?.()
        }
      }
    )
  }

  // back from signing in to send it: the reply goes as the visitor asked, once
  const carried = useRef(sendOnOpen)
  const sendCarried = useEffectEvent(() => {
    if (!carried.current || session === null) return
    carried.current = false
    if (hasVisibleText(text)) send()
  })
  useEffect(() => sendCarried(), [])

  const label = parent === null ? "Write a reply" : `Reply to @${displayUsername(parent.user?.username ?? "")}`
  return (
    <form
      className="community-composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <CountedField
        label={label}
        value={text}
        maximum={COMMUNITY_REPLY_MAX_LENGTH}
        error={problem}
        rows={parent === null ? 3 : 2}
        autoFocus={parent !== null}
        onChange={(value) => {
          setProblem(null)
          setText(value)
        }}
      />
      <PickedPhotos
        uploads={uploads}
        photoOf={(attachment) => attachment.attachment}
        label="Photos to post"
        className="composer__attachments"
      />
      {cooling && (
        <p className="composer__cooldown" role="status">
          {Messages.replyCooldown}
        </p>
      )}
      <div className="composer__actions">
        {session !== null && <PhotoPicker uploads={uploads} className="composer__photos-button" />}
        {onClose !== undefined && (
          <button type="button" className="button button--quiet button--small" onClick={onClose}>
            Cancel
          </button>
        )}
        <button type="submit" className="button button--small" disabled={post.isPending || uploading || cooling}>
          Reply
        </button>
      </div>
    </form>
  )
}
