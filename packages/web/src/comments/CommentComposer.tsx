import type { AuctionDetail, CommentAttachment } from "@redline/api"
import { COMMENT_MAX_ATTACHMENTS, commentingOpen, commentTextError, displayUsername, Messages } from "@redline/domain"
import { type RefObject, useId, useLayoutEffect, useState } from "react"
import { useSignInDialog } from "../auth/signInDialog.ts"
import { useCarriedAction } from "../auth/useCarriedAction.ts"
import { PhotoPicker, PickedPhotos } from "../photos/PhotoPicker.tsx"
import { type Attach, useAttachmentUploads } from "../photos/useAttachmentUploads.ts"
import { useSession } from "../session/useSession.ts"
import { type CommentDraft, EMPTY_DRAFT } from "./useCommentDraft.ts"
import { type NewComment, usePostComment } from "./usePostComment.ts"

// The box grows with its text from one row to six (spec 3 §5), then scrolls.
const MAX_ROWS = 6

interface CommentComposerProps {
  readonly auction: AuctionDetail
  readonly isSeller: boolean
  /** The reader's account is in a timeout: the composer is closed to them. */
  readonly suspended: boolean
  readonly draft: CommentDraft
  readonly onDraft: (change: (draft: CommentDraft) => CommentDraft) => void
  readonly box: RefObject<HTMLTextAreaElement | null>
  /** The thread has been read: a comment carried back from signing in posts only then, to show in it. */
  readonly threadLoaded: boolean
}

/** A photo becomes a comment's attachment once the server has processed its upload. */
const attachToComment: Attach<CommentAttachment> = (api, key, signal) => api("comments.attach", { body: { key }, signal })

/** Grows the box to its text, between one row and `MAX_ROWS`. */
function useGrowingBox(box: RefObject<HTMLTextAreaElement | null>, text: string) {
  useLayoutEffect(() => {
    const element = box.current
    if (element === null) return
    const style = getComputedStyle(element)
    const line = Number.parseFloat(style.lineHeight) || 24
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom) || 0
    element.style.height = "auto"
    element.style.height = `${Math.min(element.scrollHeight, line * MAX_ROWS + padding)}px`
  }, [box, text])
}

/**
 * Writing a comment under the thread's heading (spec 3 §4, §5, §8): text, up to three photos and
 * the entry it replies to (the draft kept by the section, which starts replies). Posting clears it at once and shows the comment in the thread; a
 * refused one comes back here. A visitor who posts is asked to sign in first, and their draft
 * posts once they are back. Closed once the auction ends, and to a suspended account.
 */
export function CommentComposer({ auction, isSeller, suspended, draft, onDraft, box, threadLoaded }: CommentComposerProps) {
  const session = useSession()
  const signIn = useSignInDialog()
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const uploads = useAttachmentUploads(COMMENT_MAX_ATTACHMENTS, attachToComment)
  const post = usePostComment(auction.id, isSeller, (comment, refusal) => {
    if (refusal.kind === "sign_in") signIn("comment", undefined, { sessionExpired: true })
    restore(comment)
  })
  useGrowingBox(box, draft.text)

  const uploading = uploads.attachments.some((upload) => upload.state === "chosen" || upload.state === "uploading")
  const uploaded = uploads.attachments.flatMap((upload) => (upload.state === "uploaded" ? [upload.attachment] : []))
  const closed = !commentingOpen(auction.status)

  const restore = (comment: NewComment) => {
    onDraft(() => ({ text: comment.text, replyTo: comment.replyTo }))
    uploads.replace(comment.attachments)
  }

  const send = () => {
    if (session === null) return signIn("comment")
    const textProblem = commentTextError(draft.text)
    setProblem(textProblem)
    if (textProblem !== null || uploading) return
    const comment: NewComment = { text: draft.text, attachments: uploaded, replyTo: draft.replyTo }
    onDraft(() => EMPTY_DRAFT)
    uploads.replace([])
    post.mutate(comment)
  }

  // back from signing in to post: the draft posts as the visitor asked
  useCarriedAction("comment", session !== null && threadLoaded, () => {
    if (!closed && !suspended && draft.text.trim() !== "") send()
    else box.current?.focus()
  })

  if (closed) return <p className="composer composer--closed">{Messages.commentingClosed}</p>

  const disabled = suspended
  const empty = draft.text.trim() === ""

  return (
    <form
      className="composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      {draft.replyTo !== null && (
        <p className="composer__reply">
          <span>Replying to @{displayUsername(draft.replyTo.username)}</span>
          <button type="button" className="comment__action" onClick={() => onDraft((shown) => ({ ...shown, replyTo: null }))}>
            Cancel reply
          </button>
        </p>
      )}
      <label htmlFor={id} className="visually-hidden">
        Add a comment
      </label>
      <div className="text-field__box composer__field" data-invalid={problem !== null ? "" : undefined}>
        <textarea
          ref={box}
          id={id}
          className="text-field__input composer__box"
          rows={1}
          placeholder={suspended ? Messages.suspendedFromCommenting : "Add a comment…"}
          value={draft.text}
          disabled={disabled}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem !== null ? `${id}-problem` : suspended ? `${id}-suspended` : undefined}
          onChange={(event) => {
            setProblem(null)
            const text = event.target.value
            onDraft((shown) => ({ ...shown, text }))
          }}
        />
      </div>
      {suspended && (
        <p id={`${id}-suspended`} className="composer__suspended">
          {Messages.suspendedFromCommenting}
        </p>
      )}
      {problem !== null && (
        <p id={`${id}-problem`} className="text-field__error">
          {problem}
        </p>
      )}
      <PickedPhotos uploads={uploads} photoOf={(attachment) => attachment} label="Photos to post" className="composer__attachments" />
      <div className="composer__actions">
        <PhotoPicker
          uploads={uploads}
          className="composer__photos-button"
          disabled={disabled}
          onVisitor={session === null ? () => signIn("comment") : undefined}
        />
        <button type="submit" className="button button--small" disabled={disabled || post.isPending || empty || uploading}>
          Comment
        </button>
      </div>
    </form>
  )
}
