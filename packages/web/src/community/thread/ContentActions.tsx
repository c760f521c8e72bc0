import type { CommunityPost } from "@redline/api"
import { communityChangeRefusal, flagRefusal, hasSystemFlaggedPhoto, Messages, upvoteRefusal } from "@redline/domain"
import { useState } from "react"

/** Who reads the thread: their username (null for a visitor) and whether they moderate the community. */
export interface CommunityReader {
  readonly username: string | null
  readonly moderator: boolean
}

/** What a post and a reply share that their buttons depend on. */
type Content = Pick<
  CommunityPost,
  "user" | "created_at" | "deleted_at" | "upvote_count" | "upvoted" | "flagged" | "mine" | "is_system_flagged" | "attachments"
>

/** What the buttons do; the page keeps the mutations. Reply is offered only where given. */
export interface ContentHandlers {
  readonly upvote: (on: boolean) => void
  readonly flag: (on: boolean) => void
  readonly edit: () => void
  readonly remove: () => void
  readonly systemFlag: (on: boolean) => void
  readonly reply?: () => void
}

interface ContentActionsProps {
  readonly content: Content
  readonly kind: "post" | "reply"
  readonly reader: CommunityReader
  /** The time now, in milliseconds: the edit window follows it. */
  readonly now: number
  readonly handlers: ContentHandlers
}

/**
 * The buttons under a post or reply (spec 3 §4, §6, §8): upvote (not one's own), Reply, Flag (not
 * one's own, nor staff's), Edit and Delete for its author within the edit window, and for
 * moderators System Flag / Remove System Flag (disabled as 'Flagged for photo(s)' while the system
 * flagged a photo) and Delete on anything. Deleting asks first.
 */
export function ContentActions({ content, kind, reader, now, handlers }: ContentActionsProps) {
  const [confirming, setConfirming] = useState(false)
  const isAuthor = content.mine
  const deleted = content.deleted_at !== null
  const mayChange = communityChangeRefusal({ isAuthor, createdAt: new Date(content.created_at), deleted, now: new Date(now) }) === null
  const mayFlag = content.user !== null && flagRefusal({ isAuthor, authorIsStaff: content.user.is_staff }) === null
  const photoFlagged = hasSystemFlaggedPhoto(content.attachments)

  if (deleted) return null
  return (
    <div className="comment__actions">
      <button
        type="button"
        className="comment__action comment__upvote"
        aria-pressed={content.upvoted}
        disabled={upvoteRefusal({ isAuthor }) !== null}
        onClick={() => handlers.upvote(!content.upvoted)}
      >
        <span aria-hidden="true">▲</span> <span className="visually-hidden">Upvote, </span>
        {content.upvote_count}
        <span className="visually-hidden"> upvotes</span>
      </button>
      {handlers.reply !== undefined && (
        <button type="button" className="comment__action" onClick={handlers.reply}>
          Reply
        </button>
      )}
      {mayFlag && (
        <button type="button" className="comment__action" aria-pressed={content.flagged} onClick={() => handlers.flag(!content.flagged)}>
          {content.flagged ? "Flagged" : "Flag"}
        </button>
      )}
      {mayChange && (
        <button type="button" className="comment__action" onClick={handlers.edit}>
          Edit
        </button>
      )}
      {reader.moderator &&
        (photoFlagged ? (
          <button type="button" className="comment__action" disabled>
            Flagged for photo(s)
          </button>
        ) : (
          <button type="button" className="comment__action" onClick={() => handlers.systemFlag(!content.is_system_flagged)}>
            {content.is_system_flagged ? "Remove System Flag" : "System Flag"}
          </button>
        ))}
      {(mayChange || reader.moderator) &&
        (confirming ? (
          <>
            <span className="comment__confirm">{kind === "post" ? Messages.deletePostConfirm : Messages.deleteReplyConfirm}</span>
            <button
              type="button"
              className="comment__action comment__action--danger"
              onClick={() => {
                setConfirming(false)
                handlers.remove()
              }}
            >
              Delete
            </button>
            <button type="button" className="comment__action" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </>
        ) : (
          <button type="button" className="comment__action" onClick={() => setConfirming(true)}>
            Delete
          </button>
        ))}
    </div>
  )
}
